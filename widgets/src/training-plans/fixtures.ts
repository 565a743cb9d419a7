/** Plain data for the training plan's tests: CNC tool operators near Pittsburgh as the API answers them (lists shortened; skills and knowledge out of order on purpose). */
import type { OccupationDetailResponse, OccupationSummary } from '@pathcraft/sdk';

export const cncSummary: OccupationSummary = {
  OnetTitle: 'Computer Numerically Controlled Tool Operators',
  OnetCode: '51-9161.00',
  OccupationDescription:
    'Operate computer-controlled tools, machines, or robots to machine or process parts, tools, or other work pieces made of metal, plastic, wood, stone, or other materials. May also set up and maintain equipment.',
};

export const cncDetail: OccupationDetailResponse = {
  OccupationDetail: [
    {
      OnetCode: '51-9161.00',
      OnetTitle: 'Computer Numerically Controlled Tool Operators',
      OccupationDescription:
        'Operate computer-controlled tools, machines, or robots to machine or process parts, tools, or other work pieces made of metal, plastic, wood, stone, or other materials. May also set up and maintain equipment.',
      JobZone: 2,
      Outlook: { EmploymentChangePercent: -10.7, AnnualOpenings: 13500 },
    },
  ],
  SkillsDataList: [
    {
      ElementId: '2.A.1.b',
      ElementName: 'Active Listening',
      ElementDescription:
        'Giving full attention to what other people are saying, taking time to understand the points being made, asking questions as appropriate, and not interrupting at inappropriate times.',
      DataValue: 3,
      Importance: 53,
    },
    {
      ElementId: '2.B.3.h',
      ElementName: 'Operation and Control',
      ElementDescription: 'Controlling operations of equipment or systems.',
      DataValue: 3,
      Importance: 78,
    },
    {
      ElementId: '2.A.2.d',
      ElementName: 'Monitoring',
      ElementDescription:
        'Monitoring/Assessing performance of yourself, other individuals, or organizations to make improvements or take corrective action.',
      DataValue: 3,
      Importance: 66,
    },
    {
      ElementId: '2.B.2.i',
      ElementName: 'Complex Problem Solving',
      ElementDescription:
        'Identifying complex problems and reviewing related information to develop and evaluate options and implement solutions.',
      DataValue: 3,
      Importance: 53,
    },
    {
      ElementId: '2.B.3.g',
      ElementName: 'Operations Monitoring',
      ElementDescription: 'Watching gauges, dials, or other indicators to make sure a machine is working properly.',
      DataValue: 3,
      Importance: 78,
    },
    {
      ElementId: '2.B.3.m',
      ElementName: 'Quality Control Analysis',
      ElementDescription:
        'Conducting tests and inspections of products, services, or processes to evaluate quality or performance.',
      DataValue: 3,
      Importance: 60,
    },
    {
      ElementId: '2.A.2.a',
      ElementName: 'Critical Thinking',
      ElementDescription:
        'Using logic and reasoning to identify the strengths and weaknesses of alternative solutions, conclusions, or approaches to problems.',
      DataValue: 3,
      Importance: 66,
    },
  ],
  KnowledgeDataList: [
    {
      ElementId: '2.C.6',
      ElementName: 'Education and Training',
      ElementDescription:
        'Knowledge of principles and methods for curriculum and training design, teaching and instruction for individuals and groups, and the measurement of training effects.',
      DataValue: 3,
      Importance: 53,
    },
    {
      ElementId: '2.C.7.a',
      ElementName: 'English Language',
      ElementDescription:
        'Knowledge of the structure and content of the English language including the meaning and spelling of words, rules of composition, and grammar.',
      DataValue: 3,
      Importance: 57,
    },
    {
      ElementId: '2.C.3.b',
      ElementName: 'Engineering and Technology',
      ElementDescription:
        'Knowledge of the practical application of engineering science and technology. This includes applying principles, techniques, procedures, and equipment to the design and production of various goods and services.',
      DataValue: 3,
      Importance: 57,
    },
    {
      ElementId: '2.C.3.e',
      ElementName: 'Mechanical',
      ElementDescription: 'Knowledge of machines and tools, including their designs, uses, repair, and maintenance.',
      DataValue: 4,
      Importance: 70,
    },
    {
      ElementId: '2.C.2.a',
      ElementName: 'Production and Processing',
      ElementDescription:
        'Knowledge of raw materials, production processes, quality control, costs, and other techniques for maximizing the effective manufacture and distribution of goods.',
      DataValue: 3,
      Importance: 76,
    },
    {
      ElementId: '2.C.4.a',
      ElementName: 'Mathematics',
      ElementDescription: 'Knowledge of arithmetic, algebra, geometry, calculus, statistics, and their applications.',
      DataValue: 4,
      Importance: 79,
    },
  ],
  Wages: {
    AreaType: 'metro',
    AreaCode: '0038300',
    AreaName: 'Pittsburgh, PA',
    Year: 'May 2025',
    Source: 'U.S. Bureau of Labor Statistics, Occupational Employment and Wage Statistics',
    Hourly: { Median: 28.25 },
    Annual: { Median: 58770 },
  },
  SchoolPrograms: [
    {
      ID: '211343480503',
      ProgramName: 'Machine Shop Technology/Assistant',
      SchoolName: 'Upgrade to view school name',
      SchoolNameHidden: true,
      StateAbbr: 'PA',
      City: 'Butler',
      Distance: 20.4,
    },
    {
      ID: '216825480503',
      ProgramName: 'Machine Shop Technology/Assistant',
      SchoolName: 'Upgrade to view school name',
      SchoolNameHidden: true,
      StateAbbr: 'PA',
      City: 'Youngwood',
      Distance: 26.6,
    },
    {
      ID: '203331480510',
      ProgramName: 'Computer Numerically Controlled (CNC) Machinist Technology/CNC Machinist',
      SchoolName: 'Upgrade to view school name',
      SchoolNameHidden: true,
      StateAbbr: 'OH',
      City: 'Steubenville',
      Distance: 42.9,
    },
  ],
  CertList: [
    {
      Id: '9067',
      Name: 'Machining Level I - CNC Turning: Operations',
      Description: '',
      Url: 'https://www2.nims-skills.org/index.html#',
      Type: 'Core',
      Acronym: '',
      Organization: 'National Institute for Metalworking Skills',
      OrganizationUrl: 'https://www.nims-skills.org/',
      OrganizationAddress: '10565 Fairfax Boulevard, Suite 203, Fairfax, VA 22030',
      CertDetailList: [{ Name: 'Exam', Value: 'Required' }],
    },
    {
      Id: '13317',
      Name: 'CNC Lathe Operations',
      Description:
        'Competencies:\nApplied mathematics\nCutting tool assembly\nGeometrical dimensioning and tolerancing (GD&T)\nInspection\nMachine maintenance\nMachine safety\nMachining applications\nMeasurements\nOperations\nPrint reading\nShop safety',
      Url: 'https://www2.nims-skills.org/',
      Type: 'Core',
      Acronym: '',
      Organization: 'National Institute for Metalworking Skills',
      OrganizationUrl: 'https://www.nims-skills.org/',
      OrganizationAddress: '10565 Fairfax Boulevard, Suite 203, Fairfax, VA 22030',
      CertDetailList: [
        { Name: 'Exam', Value: 'Required' },
        { Name: 'Renewal: continuing education units', Value: 'Not required' },
        { Name: 'Renewal: re-examination', Value: 'Not required' },
        { Name: 'Renewal: continuing professional development', Value: 'Not required' },
      ],
    },
    {
      Id: '9068',
      Name: 'Machining Level I - CNC Mill Operations',
      Description:
        'Independently set up proven programs and load, run and inspect parts while monitoring and adjusting process, machine and tool conditions.',
      Url: 'https://www2.nims-skills.org/index.html#',
      Type: 'Core',
      Acronym: '',
      Organization: 'National Institute for Metalworking Skills',
      OrganizationUrl: 'https://www.nims-skills.org/',
      OrganizationAddress: '10565 Fairfax Boulevard, Suite 203, Fairfax, VA 22030',
      CertDetailList: [{ Name: 'Exam', Value: 'Required' }],
    },
  ],
  Location: {
    zip: '15238',
    city: 'Pittsburgh',
    state: 'PA',
    stateName: 'Pennsylvania',
    latitude: 40.5346,
    longitude: -79.8805,
    metroCode: '0038300',
    metroName: 'Pittsburgh, PA',
  },
};
