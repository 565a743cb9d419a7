// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SchoolProgram } from '@pathcraft/sdk';
import { cncDetail } from './fixtures.ts';
import { OccupationView, type OccupationViewProps } from './OccupationView.tsx';
import { cleanup, mount } from './test-render.tsx';
import { initialPlanState, planReducer, type PlanItems } from './training-plans.state.ts';

afterEach(cleanup);

const plan = planReducer(initialPlanState(), {
  type: 'occupationLoaded',
  detail: cncDetail,
  zip: '15238',
  keep: 'none',
});
const program = (ID: string, hidden = false): SchoolProgram => ({
  ID,
  ProgramName: 'Machine Tool Technology',
  SchoolName: hidden ? 'Upgrade to view school name' : 'Community College of Allegheny County',
  StateAbbr: 'PA',
  City: 'Pittsburgh',
  Distance: 4.2,
  ...(hidden ? { SchoolNameHidden: true } : {}),
});

function view(overrides: Partial<Omit<OccupationViewProps, 'selected'>> & { selected?: Partial<PlanItems> } = {}) {
  const props: OccupationViewProps = {
    occupation: plan.occupation!,
    location: plan.location,
    wages: plan.wages,
    mapUrl: (zip) => `/v1/maps/static?zip=${zip}`,
    onSearchLocation: vi.fn(() => null),
    onChangeOccupation: vi.fn(),
    onChoose: vi.fn(),
    onAddSkill: vi.fn(),
    onAddCertificate: vi.fn(),
    ...overrides,
    selected: { ...plan.selected, ...overrides.selected },
  };
  return mount(<OccupationView {...props} />, { toasts: true }).then((r) => ({ ...r, props }));
}

const panel = (root: HTMLElement, category: string) =>
  root.querySelector<HTMLElement>(`[data-category="${category}"]`)!;
const panelTitle = (root: HTMLElement, category: string) => panel(root, category).querySelector('h4')!.textContent;

describe('OccupationView', () => {
  it('shows the occupation, the place with its map, the counts and the local wage with its area and year', async () => {
    const r = await view();
    expect(r.container.querySelector('h3')!.textContent).toBe('Computer Numerically Controlled Tool Operators');
    expect(r.text()).toContain(cncDetail.OccupationDetail[0]!.OccupationDescription);
    expect(r.field('ZIP code').value).toBe('15238');
    expect(r.container.querySelector('.pc-tp-place')!.textContent).toBe('Pittsburgh, PA 15238');
    const map = r.container.querySelector('img')!;
    expect(map.getAttribute('src')).toBe('/v1/maps/static?zip=15238');
    expect(map.getAttribute('alt')).toBe('Map of Pittsburgh, PA 15238');
    const counts = Object.fromEntries(
      Array.from(r.container.querySelectorAll('[data-count]')).map((c) => [
        c.getAttribute('data-count'),
        c.querySelector('dd')!.textContent,
      ]),
    );
    expect(counts).toEqual({ Skills: '5', Knowledge: '5', Programs: '3', Certifications: '3' });
    expect(r.container.querySelector('[data-wage="hourly"]')!.textContent).toBe('$28.25');
    expect(r.container.querySelector('[data-wage="annual"]')!.textContent).toBe('$58,770');
    expect(r.container.querySelector('[data-wage="area"]')!.textContent).toContain('Pittsburgh, PA · May 2025');
  });

  it('lists only the first five skills and knowledge items, most important first', async () => {
    const r = await view({ selected: { skills: plan.available.skills } });
    const skills = Array.from(panel(r.container, 'skills').querySelectorAll('.pc-tp-item__name')).map(
      (n) => n.textContent,
    );
    expect(skills).toEqual([
      'Operation and Control',
      'Operations Monitoring',
      'Critical Thinking',
      'Monitoring',
      'Quality Control Analysis',
    ]);
    expect(panel(r.container, 'skills').textContent).toContain('and 2 more in the plan');
  });

  it.each([
    [0, 'Training Programs'],
    [1, 'Training Program'],
    [2, 'Training Programs'],
  ])('titles %i programs %s', async (n, title) => {
    const r = await view({ selected: { programs: [program('a'), program('b')].slice(0, n) } });
    expect(panelTitle(r.container, 'programs')).toBe(title);
  });

  it('blurs a hidden school name with Upgrade to view school name', async () => {
    const r = await view({ selected: { programs: [program('open'), program('hidden', true)] } });
    const [open, hidden] = Array.from(panel(r.container, 'programs').querySelectorAll<HTMLElement>('.pc-tp-school'));
    expect(open!.textContent).toBe('Community College of Allegheny County');
    expect(open!.querySelector('.pc-tp-blur')).toBeNull();
    expect(hidden!.querySelector('.pc-tp-blur')!.getAttribute('aria-hidden')).toBe('true');
    expect(hidden!.querySelector('.pc-tp-upgrade')!.textContent).toBe('Upgrade to view school name');
  });

  it('offers Change, Choose on every panel and Add for skills and certifications', async () => {
    const r = await view();
    expect(r.buttons('Change')).toHaveLength(1);
    expect(r.buttons('Choose')).toHaveLength(4);
    expect(r.buttons('Add')).toHaveLength(2);
    await r.click(panel(r.container, 'knowledge').querySelector('button')!);
    expect(r.props.onChoose).toHaveBeenCalledWith('knowledge');
    await r.click(r.buttons('Add')[1]!);
    expect(r.props.onAddCertificate).toHaveBeenCalled();
    await r.click(r.button('Change'));
    expect(r.props.onChangeOccupation).toHaveBeenCalled();
  });

  it('hides the change, choose and add buttons when view-only', async () => {
    const r = await view({ viewOnly: true });
    expect(r.buttons('Change')).toHaveLength(0);
    expect(r.buttons('Choose')).toHaveLength(0);
    expect(r.buttons('Add')).toHaveLength(0);
  });

  it('shows a view-only plan’s place without the ZIP search', async () => {
    const r = await view({ viewOnly: true });
    expect(r.container.querySelector('input[name="zip"]')).toBeNull();
    expect(r.buttons('Search')).toHaveLength(0);
    expect(r.container.querySelector('.pc-tp-place')!.textContent).toMatch(/ 15238$/);
  });

  it('refuses an empty ZIP through onSearchLocation and clears the box', async () => {
    const r = await view();
    await r.type('ZIP code', '   ');
    await r.click(r.button('Search'));
    expect(r.props.onSearchLocation).toHaveBeenCalledWith('');
    expect(r.field('ZIP code').value).toBe('');
  });

  it('says what is wrong with a ZIP that is not five digits, without searching', async () => {
    const r = await view();
    await r.type('ZIP code', '1523');
    await r.click(r.button('Search'));
    expect(r.props.onSearchLocation).not.toHaveBeenCalled();
    expect(r.container.querySelector('.pc-tp-field__error')!.textContent).toBe('Enter a valid 5-digit ZIP code.');
    expect(r.field('ZIP code').getAttribute('aria-invalid')).toBe('true');
    await r.type('ZIP code', '57201');
    await r.click(r.button('Search'));
    expect(r.props.onSearchLocation).toHaveBeenCalledWith('57201');
  });

  it('shows why a search failed beside the box, as an alert, and clears it on the next success', async () => {
    const onSearchLocation = vi.fn(async (zip: string) =>
      zip === '00000' ? "We couldn't find ZIP code 00000." : null,
    );
    const r = await view({ onSearchLocation });
    await r.type('ZIP code', '00000');
    await r.click(r.button('Search'));
    await r.click(r.container);
    const error = r.container.querySelector('.pc-tp-field__error');
    expect(error?.textContent).toBe("We couldn't find ZIP code 00000.");
    expect(error?.getAttribute('role')).toBe('alert');
    expect(r.field('ZIP code').getAttribute('aria-invalid')).toBe('true');
    await r.type('ZIP code', '15222');
    await r.click(r.button('Search'));
    await r.click(r.container);
    expect(r.container.querySelector('.pc-tp-field__error')).toBeNull();
  });
});
