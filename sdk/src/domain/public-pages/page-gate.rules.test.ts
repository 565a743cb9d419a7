import { describe, expect, it } from 'vitest';
import {
  closedIds,
  dashboardRecords,
  gatedRecords,
  pageDoor,
  seesGatedContent,
  type GateLink,
} from './page-gate.rules.ts';

const link = (id: string, pageId: string | null, hasAccessCode: boolean, inactive = false): GateLink => ({
  id,
  pageId,
  hasAccessCode,
  inactive,
});

describe('pageDoor', () => {
  it.each([
    ['no link', [], { open: true }],
    ['an open link', [link('a', 'p', false)], { open: true }],
    ['a coded link', [link('a', 'p', true)], { open: false, openers: ['a'], door: link('a', 'p', true) }],
    ['a coded and an open link', [link('a', 'p', true), link('b', 'p', false)], { open: true }],
    [
      'an inactive open link beside a coded one',
      [link('a', 'p', false, true), link('b', 'p', true)],
      { open: false, openers: ['b'], door: link('b', 'p', true) },
    ],
    [
      'only inactive links',
      [link('a', 'p', false, true)],
      { open: false, openers: [], door: link('a', 'p', false, true) },
    ],
    [
      'two coded links',
      [link('a', 'p', true), link('b', 'p', true)],
      { open: false, openers: ['a', 'b'], door: link('a', 'p', true) },
    ],
  ])('a page with %s', (_what, links, door) => {
    expect(pageDoor(links)).toEqual(door);
  });
});

describe('dashboardRecords', () => {
  it('reads each module type as its own table, once, and ignores unknown modules', () => {
    const zones = [
      [
        { moduleType: 'LINK_WIDGETS_LIST', selectedIds: ['w1', 'w2'] },
        { moduleType: 'MATERIAL', selectedIds: ['m1'] },
      ],
      [
        { moduleType: 'EMBED_WIDGETS_LIST', selectedIds: ['w2', 'w3'] },
        { moduleType: 'NOPE', selectedIds: ['x'] },
        { moduleType: 'MATERIALS_LIST', selectedIds: null },
      ],
      null,
      [{ moduleType: 'ASSISTANT', selectedIds: ['a1'] }],
    ];
    expect(dashboardRecords(zones)).toEqual({ widgets: ['w1', 'w2', 'w3'], materials: ['m1'], integrations: ['a1'] });
  });
});

describe('gatedRecords', () => {
  const dashboards = [
    {
      id: 'd-closed',
      zones: [
        [{ moduleType: 'LINK_WIDGETS_LIST', selectedIds: ['w-closed', 'w-shared'] }],
        [{ moduleType: 'MATERIALS_LIST', selectedIds: ['m-closed', 'm-shared'] }],
      ],
    },
    {
      id: 'd-open',
      zones: [
        [
          { moduleType: 'LINK_WIDGETS_LIST', selectedIds: ['w-shared'] },
          { moduleType: 'MATERIAL', selectedIds: ['m-shared'] },
        ],
      ],
    },
    { id: 'd-both', zones: [[{ moduleType: 'MATERIAL', selectedIds: ['m-both'] }]] },
    { id: 'd-orphan', zones: [[{ moduleType: 'MATERIAL', selectedIds: ['m-closed'] }]] },
  ];
  const pages = [
    { id: 'p-closed', dashboardId: 'd-closed' },
    { id: 'p-open', dashboardId: 'd-open' },
    { id: 'p-unlinked', dashboardId: 'd-both' },
    { id: 'p-second-closed', dashboardId: 'd-both' },
    { id: 'p-no-dashboard', dashboardId: null },
  ];
  const links = [
    link('l1', 'p-closed', true),
    link('l2', 'p-open', false),
    link('l3', 'p-second-closed', true),
    link('l4', 'p-no-dashboard', true),
    link('l5', null, true),
  ];
  const gated = gatedRecords(pages, links, dashboards);

  it.each([
    ['pages', 'p-closed', ['l1']],
    ['pages', 'p-second-closed', ['l3']],
    ['pages', 'p-no-dashboard', ['l4']],
    ['pages', 'p-open', undefined],
    ['pages', 'p-unlinked', undefined],
    ['dashboards', 'd-closed', ['l1']],
    ['dashboards', 'd-open', undefined],
    // Also the dashboard of an open page (one without links): reachable without a code.
    ['dashboards', 'd-both', undefined],
    ['dashboards', 'd-orphan', undefined],
    ['widgets', 'w-closed', ['l1']],
    ['widgets', 'w-shared', undefined],
    ['materials', 'm-closed', ['l1']],
    ['materials', 'm-shared', undefined],
    ['materials', 'm-both', undefined],
  ] as const)('%s %s opens with %j', (table, id, openers) => {
    expect(gated[table].get(id)).toEqual(openers);
  });

  it('opens a record on two closed pages with either code', () => {
    const two = gatedRecords(
      [
        { id: 'a', dashboardId: 'da' },
        { id: 'b', dashboardId: 'db' },
      ],
      [link('la', 'a', true), link('lb', 'b', true)],
      [
        { id: 'da', zones: [[{ moduleType: 'MATERIAL', selectedIds: ['m'] }]] },
        { id: 'db', zones: [[{ moduleType: 'MATERIALS_LIST', selectedIds: ['m'] }]] },
      ],
    );
    expect(two.materials.get('m')).toEqual(['la', 'lb']);
    expect(closedIds(two.materials, 'lb')).toEqual([]);
    expect(closedIds(two.materials, 'lx')).toEqual(['m']);
    expect(closedIds(two.materials, null)).toEqual(['m']);
  });
});

describe('seesGatedContent', () => {
  it.each([
    [{ roles: ['superAdmin'], orgId: 'other' }, true],
    [{ roles: ['owner'], orgId: 'org' }, true],
    [{ roles: ['admin'], orgId: 'org' }, true],
    [{ roles: ['teacher'], orgId: 'org' }, true],
    [{ roles: ['student'], orgId: 'org' }, false],
    [{ roles: [], orgId: 'org' }, false],
    [{ roles: ['owner'], orgId: 'other' }, false],
    [{ roles: ['admin'], orgId: null }, false],
    [null, false],
  ])('%j: %s', (caller, sees) => {
    expect(seesGatedContent(caller, 'org')).toBe(sees);
  });
});
