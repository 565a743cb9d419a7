import { describe, expect, it } from 'vitest';
import { cncDetail, cncSummary } from './fixtures.ts';
import {
  initialPlanState,
  planReducer,
  toJobProfile,
  type PlanAction,
  type PlanState,
} from './training-plans.state.ts';

const run = (actions: PlanAction[], from: PlanState = initialPlanState({ zip: '15238', place: null })) =>
  actions.reduce(planReducer, from);
const names = (items: { ElementName: string }[]) => items.map((i) => i.ElementName);
const searched: PlanAction = { type: 'searched', keyword: 'CNC Operator', results: [cncSummary] };
const selected: PlanAction = { type: 'occupationLoaded', detail: cncDetail, zip: '15238', keep: 'none' };

describe('planReducer', () => {
  it('goes from search to results to the plan of the chosen occupation', () => {
    const results = run([{ type: 'loading', text: 'Loading' }, searched]);
    expect(results).toMatchObject({ keyword: 'CNC Operator', results: [cncSummary], occupation: null, loading: null });

    const plan = run([{ type: 'loading', text: 'Loading' }], results);
    expect(plan.loading).toBe('Loading');
    const chosen = run([selected], plan);
    expect(chosen.occupation).toEqual(cncSummary);
    expect(chosen.loading).toBeNull();
    expect(chosen.location).toEqual({ zip: '15238', place: cncDetail.Location });
    expect(chosen.wages?.AreaName).toBe('Pittsburgh, PA');
  });

  it('starts a plan with the five most important skills and knowledge items and the first five certificates and programs', () => {
    const s = run([searched, selected]);
    expect(names(s.available.skills)).toEqual([
      'Operation and Control',
      'Operations Monitoring',
      'Critical Thinking',
      'Monitoring',
      'Quality Control Analysis',
      'Active Listening',
      'Complex Problem Solving',
    ]);
    expect(names(s.selected.skills)).toEqual([
      'Operation and Control',
      'Operations Monitoring',
      'Critical Thinking',
      'Monitoring',
      'Quality Control Analysis',
    ]);
    expect(names(s.selected.knowledge)).toEqual([
      'Mathematics',
      'Production and Processing',
      'Mechanical',
      'Engineering and Technology',
      'English Language',
    ]);
    expect(s.selected.certs).toHaveLength(3);
    expect(s.selected.programs).toHaveLength(3);
  });

  it('keeps the choices when the place changes, except the programs, which are the new place’s', () => {
    const s = run([searched, selected, { type: 'choose', category: 'skills', items: [cncDetail.SkillsDataList[0]!] }]);
    const elsewhere = {
      ...cncDetail,
      SchoolPrograms: [
        {
          ID: 'p9',
          ProgramName: 'Machine Tool Technology',
          SchoolName: 'Lake Area Technical College',
          StateAbbr: 'SD',
        },
      ],
    };
    const moved = run([{ type: 'occupationLoaded', detail: elsewhere, zip: '57201', keep: 'location' }], s);
    expect(names(moved.selected.skills)).toEqual(['Active Listening']);
    expect(moved.selected.programs.map((p) => p.ID)).toEqual(['p9']);
    expect(moved.available.programs.map((p) => p.ID)).toEqual(['p9']);
  });

  it('adds a created skill or certificate to the choices and selects it', () => {
    const skill = {
      ElementId: 'skill-1',
      ElementName: 'Blueprint Reading',
      ElementDescription: 'Reading shop drawings.',
      DataValue: 3,
      Importance: 70,
    };
    const cert = {
      Id: 'cert-1',
      Name: 'Forklift Operator',
      Description: 'Powered industrial trucks.',
      Url: 'https://www.osha.gov',
      Type: 'Core' as const,
      Acronym: 'PIT',
      Organization: 'OSHA',
      OrganizationUrl: 'https://www.osha.gov',
      OrganizationAddress: 'Washington, DC',
      CertDetailList: [],
    };
    const s = run([
      searched,
      selected,
      { type: 'openModal', modal: { key: 'manageSkill' } },
      { type: 'addSkill', skill },
      { type: 'addCert', cert },
    ]);
    expect(s.modal).toBeNull();
    // Importance 70: listed after the 78s and before the 66s.
    expect(names(s.selected.skills)).toEqual([
      'Operation and Control',
      'Operations Monitoring',
      'Blueprint Reading',
      'Critical Thinking',
      'Monitoring',
      'Quality Control Analysis',
    ]);
    expect(s.available.skills).toContain(skill);
    expect(s.selected.certs.at(-1)).toBe(cert);
  });

  it('goes back to the results on Change and to an empty search on Reset, keeping the place', () => {
    const s = run([searched, selected]);
    const back = run([{ type: 'changeOccupation' }], s);
    expect(back.occupation).toBeNull();
    expect(back.results).toEqual([cncSummary]);
    const reset = run([{ type: 'reset' }], s);
    expect(reset).toEqual(initialPlanState(s.location));
  });

  it('forgets the saved profile when the plan changes', () => {
    const s = run([searched, selected, { type: 'saved', docId: 'jp1' }]);
    expect(s.savedDocId).toBe('jp1');
    expect(run([{ type: 'choose', category: 'certs', items: [] }], s).savedDocId).toBeNull();
  });

  it('shows a saved plan with its own choices, then adds the live wages without changing them', () => {
    const plan = {
      id: 'jp1',
      createdAt: '2026-03-05T14:07:00Z',
      orgId: 'demo-workforce-org',
      OnetTitle: cncSummary.OnetTitle,
      OnetCode: cncSummary.OnetCode,
      OccupationDescription: cncSummary.OccupationDescription,
      location: '15222',
      occupationLocation: { zip: '15222', city: 'Pittsburgh', state: 'PA', latitude: 40.44, longitude: -79.99 },
      selectedSkills: [cncDetail.SkillsDataList[2]],
      selectedKnowledge: [],
      selectedCerts: null,
      selectedSchoolPrograms: [cncDetail.SchoolPrograms![0]],
    };
    const s = run([{ type: 'planLoaded', plan }], initialPlanState());
    expect(s.occupation?.OnetTitle).toBe(cncSummary.OnetTitle);
    expect(s.location.zip).toBe('15222');
    expect(s.selected.skills).toEqual([cncDetail.SkillsDataList[2]]);
    expect(s.selected.certs).toEqual([]);
    const live = run([{ type: 'occupationLoaded', detail: cncDetail, zip: '15222', keep: 'all' }], s);
    expect(live.selected).toEqual(s.selected);
    expect(live.wages?.Year).toBe('May 2025');
  });
});

describe('toJobProfile', () => {
  const s = run([searched, selected]);
  it('saves the plan for an organization', () => {
    const profile = toJobProfile(s, { orgId: 'demo-workforce-org', locationId: 'demo-wf-loc-strip' });
    expect(profile).toMatchObject({
      orgId: 'demo-workforce-org',
      locationId: 'demo-wf-loc-strip',
      OnetCode: '51-9161.00',
      location: '15238',
      isExternal: true,
    });
    expect(profile.selectedSkills).toHaveLength(5);
    expect(profile).not.toHaveProperty('email');
  });
  it('carries the share form’s contact fields without one', () => {
    const profile = toJobProfile(s, {
      contact: { name: ' Ann Lee ', email: 'ann@example.com', phone: '4125550100', companyName: 'ACME' },
    });
    expect(profile).toMatchObject({
      orgId: null,
      name: 'Ann Lee',
      email: 'ann@example.com',
      phone: '4125550100',
      companyName: 'ACME',
    });
  });
});
