import { describe, expect, it } from 'vitest';
import { cncDetail } from './fixtures.ts';
import {
  decodePlan,
  encodePlan,
  NAMESPACED_PARAM,
  type PlanSnapshot,
  readPlanQuery,
  snapshotOf,
  stepOf,
  withPlan,
} from './plan-url.ts';
import { initialPlanState, planReducer } from './training-plans.state.ts';

const custom = {
  ElementId: 'skill-abc-1',
  ElementName: 'Fanuc Control Setup',
  ElementDescription: 'Offsets.',
  DataValue: 3,
  Importance: 72,
};
const none = { skills: [], certs: [] };
const snap = (over: Partial<PlanSnapshot> = {}): PlanSnapshot => ({
  keyword: '',
  code: null,
  zip: '',
  picks: null,
  custom: none,
  saved: null,
  ...over,
});

describe('encodePlan and decodePlan', () => {
  it.each([
    ['the empty search', snap(), ''],
    ['results of a keyword', snap({ keyword: 'CNC Operator' }), 'q=CNC+Operator'],
    [
      'an occupation at a ZIP, default choices',
      snap({ keyword: 'CNC', code: '51-9161.00', zip: '15238' }),
      'q=CNC&occupation=51-9161.00&zip=15238',
    ],
    [
      'chosen items and one of the visitor’s own, saved',
      snap({
        code: '51-9161.00',
        zip: '10001',
        picks: { skills: ['2.A.1.b', 'skill-abc-1'], knowledge: [], certs: ['9067'], programs: ['211343480503'] },
        custom: { skills: [custom], certs: [] },
        saved: 'jp_1',
      }),
      `occupation=51-9161.00&zip=10001&skills=2.A.1.b%2Cskill-abc-1&knowledge=&certs=9067&programs=211343480503&custom=${encodeURIComponent(JSON.stringify({ skills: [custom], certs: [] })).replace(/%20/g, '+')}&saved=jp_1`,
    ],
  ])('%s round-trips', (_name, snapshot, query) => {
    expect(encodePlan(snapshot).toString()).toBe(query);
    expect(decodePlan(new URLSearchParams(query))).toEqual(snapshot);
  });

  it.each([
    ['a mangled custom list', 'occupation=51-9161.00&custom=%7Bnot-json', none],
    [
      'items that are not the visitor’s own',
      `occupation=51-9161.00&custom=${encodeURIComponent(JSON.stringify({ skills: [{ ...custom, ElementId: '2.A.1.b' }] }))}`,
      none,
    ],
  ])('drops %s and still opens the occupation', (_name, query, expected) => {
    const decoded = decodePlan(new URLSearchParams(query));
    expect(decoded.code).toBe('51-9161.00');
    expect(decoded.custom).toEqual(expected);
  });
});

describe('stepOf', () => {
  it.each([
    [snap(), 'search'],
    [snap({ keyword: 'CNC' }), 'results:CNC'],
    [snap({ keyword: 'CNC', code: '51-9161.00', zip: '15238' }), 'plan:51-9161.00'],
    [
      snap({
        keyword: 'CNC',
        code: '51-9161.00',
        zip: '10001',
        picks: { skills: [], knowledge: [], certs: [], programs: [] },
      }),
      'plan:51-9161.00',
    ],
  ])('%j is step %s', (snapshot, step) => expect(stepOf(snapshot)).toBe(step));
});

describe('withPlan', () => {
  const plan = new URLSearchParams('q=CNC&occupation=51-9161.00');
  it.each([
    [
      'query',
      'https://x.test/external/pathways?orgId=o1&embedded=true&zip=15238#top',
      '/external/pathways?orgId=o1&embedded=true&q=CNC&occupation=51-9161.00#top',
    ],
    [
      'namespaced',
      'https://shop.example/careers?ref=mail&q=their-search#apply',
      `/careers?ref=mail&q=their-search&${NAMESPACED_PARAM}=q%3DCNC%26occupation%3D51-9161.00#apply`,
    ],
  ] as const)('in %s mode keeps the page’s own parameters and hash', (mode, href, expected) => {
    expect(withPlan(href, plan, mode)).toBe(expected);
    expect(readPlanQuery(new URL(`https://h${expected}`).search, mode).get('occupation')).toBe('51-9161.00');
  });

  it('removes the namespaced parameter when the plan is back at the empty search', () => {
    expect(
      withPlan(
        `https://shop.example/careers?ref=mail&${NAMESPACED_PARAM}=q%3DCNC`,
        new URLSearchParams(),
        'namespaced',
      ),
    ).toBe('/careers?ref=mail');
  });
});

describe('snapshotOf and the restored plan', () => {
  it('reads back the same plan: choices, the visitor’s own items and the place', () => {
    let state = planReducer(initialPlanState({ zip: '15238', place: null }), {
      type: 'searched',
      keyword: 'CNC',
      results: [],
    });
    state = planReducer(state, { type: 'occupationLoaded', detail: cncDetail, zip: '15238', keep: 'none' });
    state = planReducer(state, { type: 'addSkill', skill: custom });
    state = planReducer(state, { type: 'choose', category: 'knowledge', items: state.available.knowledge.slice(1, 2) });
    const snapshot = snapshotOf(state);
    expect(snapshot.picks?.skills).toContain('skill-abc-1');
    const restored = planReducer(initialPlanState(), {
      type: 'restored',
      snapshot: decodePlan(encodePlan(snapshot)),
      results: [],
      detail: cncDetail,
    });
    expect(restored.selected).toEqual(state.selected);
    expect(restored.edited).toBe(true);
    expect(snapshotOf(restored)).toEqual(snapshot);
  });

  it('names no choices while the plan has its defaults', () => {
    const state = planReducer(initialPlanState(), {
      type: 'occupationLoaded',
      detail: cncDetail,
      zip: '15238',
      keep: 'none',
    });
    expect(snapshotOf(state).picks).toBeNull();
    expect(state.edited).toBe(false);
  });
});
