import { BLURRED_SCHOOL_TEXT, messagesFor, trainingProgramsTitle } from '@pathcraft/sdk';

/** US English, with the specification's exact texts. A translation is another object of this shape. */
const en = {
  title: 'Training Plan',
  /** The toasts and loading overlay the plan's hooks show. */
  toasts: {
    loading: 'Loading',
    tryAgain: 'Please try again',
    saving: 'Saving...',
    created: 'Job Profile Created!',
    sent: 'Training Plan sent!',
    sendFailed: 'Unable to send plan, please refresh and try again ',
    saveAndSendFailed: 'Unable to save & send plan, please refresh and try again.',
    added: (name: string) => `${name} added!`,
  },
  reset: 'Reset',
  /** Change and Reset ask before they drop what the visitor chose or made. */
  discard: {
    title: 'Discard your changes?',
    text: 'The skills, knowledge, certifications and programs you chose for this plan, and the items you added, will be lost.',
    confirm: 'Discard changes',
    keep: 'Keep editing',
  },
  /** After Save: the plan is that job profile, read-only, with its link. */
  saved: {
    text: 'This plan is saved as a job profile.',
    open: 'Open the saved plan',
    editCopy: 'Edit a copy',
  },
  share: 'Share',
  save: 'Save',
  cancel: 'Cancel',
  change: 'Change',
  search: 'Search',
  select: 'Select',
  /** The empty first option of a select. */
  chooseOption: 'Choose...',
  searchStep: {
    step: 'Step 1',
    prompt: 'Which position or apprenticeship is this training plan for?',
    placeholder: 'CNC Operator',
  },
  resultsStep: {
    step: 'Step 2',
    prompt: 'Choose an occupation profile that best matches your search',
    count: (n: number) => `${n} ${n === 1 ? 'result' : 'results'}`,
    none: 'No results found',
    noneHint: 'Try a more general search or check spelling.',
  },
  location: {
    title: 'Location',
    zip: 'ZIP code',
    mapOf: (place: string) => `Map of ${place}`,
    none: 'No location was chosen for this plan.',
    enterZip: 'Enter a ZIP code to see local wages and schools.',
  },
  summary: {
    title: 'Plan summary',
    skills: 'Skills',
    knowledge: 'Knowledge',
    programs: 'Programs',
    certs: 'Certifications',
  },
  wages: {
    title: 'Wages',
    hourly: 'Median hourly',
    annual: 'Median annual',
    notPublished: 'Not published',
    none: 'No wages are published for this occupation here.',
  },
  panels: {
    skills: 'Skills',
    knowledge: 'Knowledge',
    certs: 'Certifications',
    programs: trainingProgramsTitle,
    choose: 'Choose',
    add: 'Add',
    none: 'None chosen.',
    more: (n: number) => `and ${n} more in the plan`,
  },
  item: {
    scores: (importance: number, difficulty: number) => `Importance ${importance} · Difficulty ${difficulty}/5`,
    /** Blurred in place of a hidden school name: the server sends no real one. */
    hiddenSchool: 'Community College of the Region',
    upgrade: BLURRED_SCHOOL_TEXT,
    miles: (n: number) => `${n} mi`,
  },
  choose: {
    skills: 'Choose Skills',
    knowledge: 'Choose Knowledge',
    certs: 'Choose Certifications',
    programs: 'Choose Training Programs',
    atLeastOne: 'Select at least one.',
    nothing: 'Nothing to choose from here yet.',
  },
  createSkill: {
    title: 'Create Skill',
    name: 'Name',
    description: 'Description',
    difficulty: 'Difficulty (1-5)',
    importance: 'Importance (1-100)',
  },
  createCertificate: {
    title: 'Create Certificate',
    name: 'Name',
    acronym: 'Acronym',
    type: 'Type',
    url: 'Web address',
    description: 'Description',
    organization: 'Organization',
    organizationUrl: 'Organization web address',
    organizationAddress: 'Organization address',
  },
  sharePlan: {
    title: 'Share Training Plan',
    intro: 'We will e-mail the training plan to you.',
    name: 'Name',
    companyName: 'Organization name',
    phone: 'Phone',
    email: 'E-mail',
    send: 'Send',
    sending: 'Sending...',
  },
  /** Apprenticeship sponsors and state licenses near the plan's place (issue 28). */
  nearby: {
    enterZip: 'Enter a ZIP code to see registered apprenticeship sponsors and state licenses near you.',
    loading: 'Loading...',
    failed: 'This list could not be loaded.',
    retry: 'Try again',
    sponsorsTitle: 'Registered apprenticeship sponsors',
    sponsorsNear: (place: string) => `Nearest to ${place} first.`,
    sponsorsNone: 'No registered apprenticeship sponsor in the data trains this occupation.',
    sponsorsNotCovered: (state: string) =>
      `Registered apprenticeship sponsors in ${state} are not in our data, so none are listed there; these are the nearest in other states.`,
    sponsorsFindThere: (state: string) => `Find sponsors in ${state} on apprenticeship.gov`,
    singleEmployer: 'Single employer',
    multipleEmployer: 'Multiple employer',
    union: 'Union',
    national: 'National program',
    profile: 'Profile',
    profileOf: (name: string) => `Profile of ${name} on apprenticeship.gov`,
    licensesTitle: (state: string) => `Licenses in ${state}`,
    licensesTitleLoading: 'State licenses',
    licensesNone: (state: string) => `CareerOneStop lists no ${state} license for this occupation.`,
    licensesNotCovered: (state: string) =>
      `License data for ${state} is not in our data. Ask the state's licensing boards what this occupation needs.`,
    federal: 'Federal',
    updated: (date: string) => `Updated ${date}`,
    findLicenses: 'Find licenses on CareerOneStop',
    source: (name: string, date: string) => `Source: ${name}, ${date}.`,
  },
  /** Where the occupations come from (docs/rules.md#training-plans), with the attribution the O*NET database license asks for. */
  credit: {
    summary:
      'Occupations, skills and knowledge come from the O*NET® database, a national occupational database covering over 900 occupations.',
    /** The attribution, split around its two links (the database and the license); spaces between the parts are added. */
    from: 'This page includes information from the',
    database: 'O*NET 29.0 Database',
    by: 'by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA). Used under the',
    license: 'CC BY 4.0',
    rest: 'license. O*NET® is a trademark of USDOL/ETA. Pathcraft has modified all or some of this information. USDOL/ETA has not approved, endorsed, or tested these modifications.',
  },
};

export type TrainingPlanMessages = typeof en;
export const text: TrainingPlanMessages = messagesFor({ en });
