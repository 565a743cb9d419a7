// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { PathcraftError } from '@pathcraft/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cncDetail, cncSummary } from './fixtures.ts';
import { cleanup, mount } from './test-render.tsx';
import type { TrainingPlanApi } from './training-plans.api.ts';
import { useTrainingPlan, type TrainingPlanActions, type TrainingPlanOptions } from './use-training-plan.ts';
import type { PlanState } from './training-plans.state.ts';

afterEach(cleanup);

const form = { name: 'Ann Lee', companyName: 'ACME Tooling', phone: '412-555-0100', email: 'ann@example.com' };

/** The calls' answers as plain data; each test replaces the ones it is about. */
function answers(overrides: Partial<TrainingPlanApi> = {}): TrainingPlanApi {
  return {
    searchOccupations: vi.fn(async () => [cncSummary]),
    getOccupation: vi.fn(async () => cncDetail),
    visitorLocation: vi.fn(async () => ({
      ip: null,
      zip: '15238',
      city: 'Pittsburgh',
      state: 'PA',
      latitude: 40.53,
      longitude: -79.88,
    })),
    locationZip: vi.fn(async () => '15222'),
    createJobProfile: vi.fn(async () => 'jp_new'),
    getJobProfile: vi.fn(),
    sharePlan: vi.fn(async () => {}),
    staticMapUrl: (zip) => `/v1/maps/static?zip=${zip}`,
    planUrl: (id) => `/external/job-profiles/${id}`,
    ...overrides,
  };
}

async function plan(options: Omit<TrainingPlanOptions, 'api'> & { api: TrainingPlanApi }) {
  const hook: { state?: PlanState; actions?: TrainingPlanActions } = {};
  function Probe() {
    Object.assign(hook, useTrainingPlan(options));
    return null;
  }
  const r = await mount(<Probe />, { toasts: true });
  await act(async () => {
    await Promise.resolve();
  });
  const toasts = () => Array.from(r.container.querySelectorAll('.pc-toast__message')).map((t) => t.textContent);
  const run = async <T,>(fn: (a: TrainingPlanActions) => Promise<T> | T) => {
    let out: T | undefined;
    await act(async () => {
      out = await fn(hook.actions!);
    });
    return out as T;
  };
  await run((a) => a.search('CNC Operator'));
  await run((a) => a.selectOccupation(cncSummary));
  return { hook, toasts, run };
}

describe('useTrainingPlan', () => {
  it('searches, then loads the chosen occupation at the visitor’s ZIP', async () => {
    const api = answers();
    const { hook } = await plan({ api, orgId: 'demo-workforce-org' });
    expect(api.searchOccupations).toHaveBeenCalledWith('CNC Operator');
    expect(api.getOccupation).toHaveBeenCalledWith({
      code: '51-9161.00',
      zip: '15238',
      orgId: 'demo-workforce-org',
      debug: undefined,
    });
    expect(hook.state!.occupation?.OnetCode).toBe('51-9161.00');
  });

  it('saves for an organization: Saving..., then Job Profile Created! and the jobProfileCreate report', async () => {
    const onJobProfileCreate = vi.fn();
    const api = answers({
      createJobProfile: vi.fn(() => new Promise<string>((resolve) => setTimeout(() => resolve('jp_42'), 5))),
    });
    const { toasts, run } = await plan({
      api,
      orgId: 'demo-workforce-org',
      locationId: 'demo-wf-loc-strip',
      onJobProfileCreate,
    });
    let saving: Promise<unknown> = Promise.resolve();
    await act(async () => {
      saving = run((a) => a.save());
      await Promise.resolve();
    });
    expect(toasts()).toEqual(['Saving...']);
    await act(async () => {
      await saving;
    });
    expect(toasts()).toEqual(['Job Profile Created!']);
    expect(api.createJobProfile).toHaveBeenCalledWith(
      expect.objectContaining({ orgId: 'demo-workforce-org', locationId: 'demo-wf-loc-strip', OnetCode: '51-9161.00' }),
    );
    expect(onJobProfileCreate).toHaveBeenCalledWith({
      docId: 'jp_42',
      orgId: 'demo-workforce-org',
      time: expect.any(Number),
    });
  });

  it('saves once: a second click while saving, or after, makes no other profile', async () => {
    const onJobProfileCreate = vi.fn();
    const api = answers({
      createJobProfile: vi.fn(() => new Promise<string>((resolve) => setTimeout(() => resolve('jp_42'), 5))),
    });
    const { hook, run } = await plan({ api, orgId: 'demo-workforce-org', onJobProfileCreate });
    const [first, second] = await run((a) => Promise.all([a.save(), a.save()]));
    expect([first, second]).toEqual(['jp_42', null]);
    expect(hook.state!.savedDocId).toBe('jp_42');
    expect(await run((a) => a.save())).toBe('jp_42');
    expect(api.createJobProfile).toHaveBeenCalledTimes(1);
    expect(onJobProfileCreate).toHaveBeenCalledTimes(1);
  });

  it('tells the page a saved plan does not exist, without an error toast', async () => {
    const onNotFound = vi.fn();
    const onReady = vi.fn();
    const api = answers({
      getJobProfile: vi.fn(async () =>
        Promise.reject(new PathcraftError('not_found', "No jobProfiles record with id 'nope'")),
      ),
    });
    function Probe() {
      useTrainingPlan({ api, jobProfileId: 'nope', onNotFound, onReady });
      return null;
    }
    const r = await mount(<Probe />, { toasts: true });
    await act(async () => {
      await Promise.resolve();
    });
    expect(onNotFound).toHaveBeenCalledTimes(1);
    expect(onReady).toHaveBeenCalledWith(false);
    expect(r.container.querySelectorAll('.pc-toast__message')).toHaveLength(0);
  });

  it('shares without a profile by saving it with the contact fields first, then sending it', async () => {
    const api = answers();
    const { toasts, run } = await plan({ api });
    expect(await run((a) => a.share(form))).toBe(true);
    expect(api.createJobProfile).toHaveBeenCalledWith(expect.objectContaining({ orgId: null, ...form }));
    expect(api.sharePlan).toHaveBeenCalledWith('jp_new', form);
    expect(toasts()).toEqual(['Training Plan sent!']);
  });

  it('says so when saving fails during a share', async () => {
    const api = answers({ createJobProfile: vi.fn(async () => Promise.reject(new Error('Nope'))) });
    const { toasts, run } = await plan({ api });
    expect(await run((a) => a.share(form))).toBe(false);
    expect(api.sharePlan).not.toHaveBeenCalled();
    expect(toasts()).toEqual(['Unable to save & send plan, please refresh and try again.']);
  });

  it('sends the profile a failed share saved when the visitor tries again', async () => {
    const sharePlan = vi.fn().mockRejectedValue(new Error('SMTP down'));
    const api = answers({ sharePlan });
    const { toasts, run } = await plan({ api });
    expect(await run((a) => a.share(form))).toBe(false);
    expect(await run((a) => a.share(form))).toBe(false);
    expect(api.createJobProfile).toHaveBeenCalledTimes(1);
    expect(sharePlan.mock.calls).toEqual([
      ['jp_new', form],
      ['jp_new', form],
    ]);
    expect(toasts()).toEqual([
      'Unable to save & send plan, please refresh and try again.',
      'Unable to send plan, please refresh and try again ',
    ]);
  });

  it('only sends a saved plan’s profile', async () => {
    const api = answers({
      getJobProfile: vi.fn(async () => ({
        id: 'jp_saved',
        createdAt: '',
        OnetTitle: cncSummary.OnetTitle,
        OnetCode: cncSummary.OnetCode,
      })),
    });
    const hook: { actions?: TrainingPlanActions } = {};
    function Probe() {
      Object.assign(hook, useTrainingPlan({ api, jobProfileId: 'jp_saved' }));
      return null;
    }
    await mount(<Probe />, { toasts: true });
    await act(async () => {
      await hook.actions!.share(form);
    });
    expect(api.createJobProfile).not.toHaveBeenCalled();
    expect(api.sharePlan).toHaveBeenCalledWith('jp_saved', form);
  });

  it('answers an empty ZIP with Please try again and clears the place: the plan shows national figures', async () => {
    // Without a place the server answers national figures and no Location.
    const api = answers({
      getOccupation: vi.fn(async ({ zip }) => (zip ? cncDetail : { ...cncDetail, Location: null })),
    });
    const { hook, toasts, run } = await plan({ api });
    expect(await run((a) => a.searchLocation('  '))).toBeNull();
    expect(toasts()).toEqual(['Please try again']);
    expect(api.getOccupation).toHaveBeenLastCalledWith({
      code: '51-9161.00',
      zip: '',
      orgId: undefined,
      debug: undefined,
    });
    expect(hook.state!.location).toEqual({ zip: '', place: null });
  });

  it("answers an unknown ZIP's reason for the ZIP box, without a toast, and keeps the plan's place", async () => {
    const api = answers();
    const { hook, toasts, run } = await plan({ api });
    const before = hook.state!.location;
    (api.getOccupation as ReturnType<typeof vi.fn>).mockRejectedValueOnce(
      new PathcraftError('bad_request', "We couldn't find ZIP code 00000."),
    );
    expect(await run((a) => a.searchLocation('00000'))).toBe("We couldn't find ZIP code 00000.");
    expect(toasts()).toEqual([]);
    expect(hook.state!.location).toEqual(before);
    expect(hook.state!.loading).toBeNull();
  });

  it("starts at the organization's location (location-id) rather than the visitor's ZIP", async () => {
    const api = answers();
    await plan({ api, orgId: 'demo-workforce-org', locationId: 'demo-wf-loc-strip' });
    expect(api.locationZip).toHaveBeenCalledWith('demo-wf-loc-strip', 'demo-workforce-org');
    expect(api.getOccupation).toHaveBeenCalledWith({
      code: '51-9161.00',
      zip: '15222',
      orgId: 'demo-workforce-org',
      debug: undefined,
    });
    expect(api.visitorLocation).not.toHaveBeenCalled();
  });

  it("falls back to the visitor's ZIP when the location has none", async () => {
    const api = answers({ locationZip: vi.fn(async () => null) });
    await plan({ api, orgId: 'demo-workforce-org', locationId: 'no-zip' });
    expect(api.getOccupation).toHaveBeenCalledWith({
      code: '51-9161.00',
      zip: '15238',
      orgId: 'demo-workforce-org',
      debug: undefined,
    });
  });

  it('announces a created skill by its name', async () => {
    const { hook, toasts, run } = await plan({ api: answers() });
    await run((a) =>
      a.createSkill({
        ElementName: ' Blueprint Reading ',
        ElementDescription: 'Reading shop drawings.',
        DataValue: 3,
        Importance: 70,
      }),
    );
    expect(toasts()).toEqual(['Blueprint Reading added!']);
    expect(hook.state!.selected.skills.find((x) => x.ElementName === 'Blueprint Reading')).toMatchObject({
      ElementId: expect.stringMatching(/^skill-/),
      Importance: 70,
    });
  });
});
