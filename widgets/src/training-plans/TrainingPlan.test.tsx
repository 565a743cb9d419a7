// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cncDetail, cncSummary } from './fixtures.ts';
import { cleanup, mount } from './test-render.tsx';
import { headerButtons, TrainingPlanView, type TrainingPlanViewProps } from './TrainingPlan.tsx';
import { initialPlanState, planReducer, type PlanAction, type PlanState } from './training-plans.state.ts';
import type { TrainingPlanActions } from './use-training-plan.ts';

afterEach(cleanup);

const state = (...actions: PlanAction[]): PlanState =>
  actions.reduce(planReducer, initialPlanState({ zip: '15238', place: null }));
const searched: PlanAction = { type: 'searched', keyword: 'CNC Operator', results: [cncSummary] };
const chosen: PlanAction = { type: 'occupationLoaded', detail: cncDetail, zip: '15238', keep: 'none' };

function actions(): TrainingPlanActions {
  const fn = () => vi.fn(async () => true);
  const spies = {
    search: fn(),
    changeSearch: vi.fn(),
    selectOccupation: fn(),
    changeOccupation: vi.fn(),
    reset: vi.fn(),
    searchLocation: fn(),
    openModal: vi.fn(),
    closeModal: vi.fn(),
    choose: vi.fn(),
    createSkill: vi.fn(),
    createCertificate: vi.fn(),
    save: vi.fn(async () => 'jp_1'),
    share: fn(),
  };
  return spies as unknown as TrainingPlanActions;
}

const render = (props: Partial<TrainingPlanViewProps> & { state: PlanState }) =>
  mount(
    <TrainingPlanView
      actions={actions()}
      api={{ staticMapUrl: (zip) => `/v1/maps/static?zip=${zip}`, planUrl: (id) => `/external/job-profiles/${id}` }}
      {...props}
    />,
    { toasts: true },
  );

describe('headerButtons', () => {
  it.each([
    [
      { hasOccupation: false, orgId: 'org' },
      { save: false, share: false, reset: false },
    ],
    [
      { hasOccupation: true, orgId: 'org' },
      { save: true, share: false, reset: true },
    ],
    [{ hasOccupation: true }, { save: false, share: true, reset: true }],
    [
      { hasOccupation: true, orgId: 'org', jobProfileId: 'jp_1' },
      { save: false, share: false, reset: false },
    ],
    [
      { hasOccupation: true, jobProfileId: 'jp_1' },
      { save: false, share: false, reset: false },
    ],
    // Just saved: the plan is that profile, no second Save until it changes.
    [
      { hasOccupation: true, orgId: 'org', savedDocId: 'jp_2' },
      { save: false, share: false, reset: true },
    ],
    [
      { hasOccupation: true, orgId: 'org', savedDocId: null },
      { save: true, share: false, reset: true },
    ],
  ])('%j → %j', (input, shown) => expect(headerButtons(input)).toEqual(shown));
});

describe('TrainingPlanView', () => {
  it('starts with the header and Step 1 only', async () => {
    const r = await render({ state: state() });
    expect(r.container.querySelector('h2')!.textContent).toBe('Training Plan');
    expect(r.text()).toContain('Which position or apprenticeship is this training plan for?');
    expect(r.text()).not.toContain('Choose an occupation profile');
    expect(r.buttons('Save')).toHaveLength(0);
    expect(r.buttons('Share')).toHaveLength(0);
  });

  it('shows Step 2 after a search, and a loading overlay while one runs', async () => {
    const r = await render({ state: state(searched, { type: 'loading', text: 'Loading' }) });
    expect(r.text()).toContain('Choose an occupation profile that best matches your search');
    expect(r.buttons('Change')).toHaveLength(1);
    const overlay = r.container.querySelector('.pc-loading')!;
    expect(overlay.getAttribute('aria-live')).toBe('polite');
    expect(overlay.textContent).toBe('Loading');
    expect(r.buttons('Select').every((b) => b.disabled)).toBe(true);
  });

  it('leaves the box open with Search after a search that found nothing', async () => {
    const r = await render({ state: state({ type: 'searched', keyword: 'Zzyzx', results: [] }) });
    expect(r.text()).toContain('No results foundTry a more general search or check spelling.');
    const box = r.field('Which position or apprenticeship is this training plan for?');
    expect([box.readOnly, box.value]).toEqual([false, 'Zzyzx']);
    expect(r.buttons('Search')).toHaveLength(1);
    expect(r.buttons('Change')).toHaveLength(0);
  });

  it('hides Save once the plan is saved', async () => {
    const r = await render({
      state: state(searched, chosen, { type: 'saved', docId: 'jp_9' }),
      orgId: 'demo-workforce-org',
    });
    expect(r.buttons('Save')).toHaveLength(0);
    expect(r.buttons('Share')).toHaveLength(0);
  });

  it('credits the O*NET database with its links', async () => {
    const r = await render({ state: state() });
    const credit = r.container.querySelector('.pc-tp-credit')!;
    expect(credit.textContent).toContain('a national occupational database covering over 900 occupations.');
    expect(credit.textContent).toContain('Used under the CC BY 4.0 license. O*NET® is a trademark of USDOL/ETA.');
    expect(Array.from(credit.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['O*NET 29.0 Database', 'https://www.onetcenter.org/database.html'],
      ['CC BY 4.0', 'https://creativecommons.org/licenses/by/4.0/'],
    ]);
  });

  it('offers Save with an organization and Share without one', async () => {
    const withOrg = await render({ state: state(searched, chosen), orgId: 'demo-workforce-org' });
    expect(withOrg.buttons('Save')).toHaveLength(1);
    expect(withOrg.buttons('Share')).toHaveLength(0);
    const visitor = await render({ state: state(searched, chosen) });
    expect(visitor.buttons('Save')).toHaveLength(0);
    expect(visitor.buttons('Share')).toHaveLength(1);
    expect(visitor.buttons('Reset')).toHaveLength(1);
  });

  it('shows a saved plan read-only without Save, Share, Reset or the search', async () => {
    const r = await render({
      state: state(chosen),
      orgId: 'demo-workforce-org',
      jobProfileId: 'jp_1',
      viewOnly: true,
      hideHeaderTitle: true,
    });
    for (const name of ['Save', 'Share', 'Reset', 'Change', 'Choose', 'Add']) expect(r.buttons(name)).toHaveLength(0);
    expect(r.text()).not.toContain('Which position');
    expect(r.container.querySelector('h2')!.className).toBe('pc-visually-hidden');
  });

  it('opens the modal of the current key', async () => {
    const r = await render({
      state: state(searched, chosen, { type: 'openModal', modal: { key: 'editOccupation', category: 'programs' } }),
    });
    expect(r.container.querySelector('[role="dialog"] h2')!.textContent).toBe('Choose Training Programs');
    const share = await render({
      state: state(searched, chosen, { type: 'openModal', modal: { key: 'pathwaysPrint' } }),
    });
    expect(share.container.querySelector('[role="dialog"] h2')!.textContent).toBe('Share Training Plan');
  });
});
