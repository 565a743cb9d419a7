// @vitest-environment happy-dom
import { setUiLocale } from '@pathcraft/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, mount } from '../lib/test-dom.tsx';
import type { ApprenticeshipSummary, WageScheduleInput } from './wage-schedules.api.ts';
import { WageScheduleDialog } from './WageScheduleDialog.tsx';

afterEach(cleanup);

const apprenticeship: ApprenticeshipSummary = {
  id: 'imm',
  title: 'Industrial Maintenance Mechanic',
  occupationName: 'Industrial Machinery Mechanics',
  ojtHours: 2000,
};
const now = new Date(2027, 0, 5);

function setup(
  over: {
    create?: (i: WageScheduleInput) => Promise<string>;
    program?: ApprenticeshipSummary;
    agencyIds?: boolean;
  } = {},
) {
  const api = { create: vi.fn(over.create ?? (async () => 'new-id')), update: vi.fn(async () => undefined) };
  const onSaved = vi.fn();
  const onClose = vi.fn();
  return {
    api,
    onSaved,
    onClose,
    ui: (
      <WageScheduleDialog
        apprenticeship={over.program ?? apprenticeship}
        api={api}
        onSaved={onSaved}
        onClose={onClose}
        now={now}
        agencyIds={over.agencyIds}
      />
    ),
  };
}

/** Buttons of the period dialog (the second one open) by their text. */
const periodButtons = (root: HTMLElement, name: string) =>
  Array.from(root.querySelectorAll('[role="dialog"]')[1]?.querySelectorAll('button') ?? []).filter(
    (b) => b.textContent === name,
  );

const rows = (root: HTMLElement) =>
  Array.from(root.querySelectorAll('.pc-ws-table tbody tr')).map((tr) =>
    Array.from(tr.children)
      .slice(0, 4)
      .map((c) => c.textContent),
  );

describe('WageScheduleDialog', () => {
  it('starts on step 0 with the default title and entry wage, and Next shows the default periods', async () => {
    const { ui } = setup();
    const r = await mount(ui);
    expect(r.dialogs()).toEqual(['New Wage Schedule']);
    expect(r.field('Title').value).toBe('Industrial Machinery Mechanics 2027');
    // The lowest entry wage whose first default period (47 %) meets the federal $7.25 (the old default 10.96 met the stale 5.15).
    expect(r.field('Journeyworker entry wage (dollars per hour)').value).toBe('15.43');
    expect(r.text()).toContain('At least the US Federal minimum wage, $7.25.');
    await r.click(r.button('Next'));
    expect(rows(r.root).map((row) => row[2])).toEqual(['$7.25', '$10.34', '$13.42']);
    expect(r.button('Save').disabled).toBe(false);
    await r.click(r.button('Change'));
    await r.type('Journeyworker entry wage (dollars per hour)', '28.50');
    await r.click(r.button('Next'));
    expect(rows(r.root)).toEqual([
      ['1st', '47%', '$13.40', '667 hours'],
      ['2nd', '67%', '$19.10', '667 hours'],
      ['3rd', '87%', '$24.80', '666 hours'],
    ]);
    expect(r.button('Save').disabled).toBe(false);
  });

  it("starts from the state's minimum wage where it is higher than the federal one", async () => {
    const { ui } = setup({ program: { ...apprenticeship, addressState: 'WA' } });
    const r = await mount(ui);
    expect(r.field('Journeyworker entry wage (dollars per hour)').value).toBe('36.45');
    expect(r.text()).toContain('At least the Washington minimum wage, $17.13.');
    await r.type('Journeyworker entry wage (dollars per hour)', '30');
    await r.click(r.button('Next'));
    expect(r.root.querySelector('[data-testid="wage-problems"]')!.textContent).toBe(
      'Wages must meet Washington Min. Wage ($17.13) requirements.',
    );
  });

  it('keeps step 0 with the minimum-wage message tied to the entry wage field', async () => {
    const { ui } = setup();
    const r = await mount(ui);
    await r.type('Journeyworker entry wage (dollars per hour)', '7.10');
    await r.type('Title', ' ');
    await r.click(r.button('Next'));
    expect(r.errorOf(r.field('Journeyworker entry wage (dollars per hour)'))).toBe(
      'Can not be less than minimum wage ($7.25).',
    );
    expect(r.errorOf(r.field('Title'))).toBe('Title is required.');
    expect(r.buttons('Save')).toHaveLength(0);
  });

  it('blocks Save when the defaults fall under the federal minimum wage, and follows the entry wage until the periods are edited', async () => {
    const { ui } = setup();
    const r = await mount(ui);
    // 47 % of $15.40 is $7.24: a cent under the federal minimum (and well above the stale $5.15).
    await r.type('Journeyworker entry wage (dollars per hour)', '15.40');
    await r.click(r.button('Next'));
    expect(r.root.querySelector('[data-testid="wage-problems"]')!.textContent).toBe(
      'Wages must meet US Federal Min. Wage ($7.25) requirements.',
    );
    expect(r.button('Save').disabled).toBe(true);
    await r.click(r.button('Change'));
    await r.type('Journeyworker entry wage (dollars per hour)', '20');
    await r.click(r.button('Next'));
    expect(rows(r.root).map((row) => row[2])).toEqual(['$9.40', '$13.40', '$17.40']);
    expect(r.button('Save').disabled).toBe(false);
  });

  it('adds a fourth period with the midpoint default, says nothing before anything is typed, shows the hours message on Save until fixed, and saves', async () => {
    const { ui, api, onSaved } = setup();
    const r = await mount(ui);
    await r.type('Journeyworker entry wage (dollars per hour)', '20');
    await r.click(r.button('Next'));
    await r.click(r.button('Add Period'));
    expect(r.dialogs()).toEqual(['New Wage Schedule', 'Add 4th Period']);
    expect(r.field('Wage (dollars per hour)').value).toBe('18.70');
    // No hours left: the field is empty and no error shows on a dialog nobody has typed in.
    expect(r.field('Duration (hours)').value).toBe('');
    expect(r.errorOf(r.field('Duration (hours)'))).toBe('');
    expect(r.errorOf(r.field('Wage (dollars per hour)'))).toBe('');
    expect(periodButtons(r.root, 'Save')[0]!.disabled).toBe(false);
    await r.click(periodButtons(r.root, 'Save')[0]!);
    expect(r.dialogs()).toEqual(['New Wage Schedule', 'Add 4th Period']);
    expect(r.errorOf(r.field('Duration (hours)'))).toBe(
      "The 4th period's duration must be whole hours from 1 to 2,000.",
    );
    expect(periodButtons(r.root, 'Save')[0]!.disabled).toBe(true);
    await r.type('Duration (hours)', '499.2');
    await r.click(periodButtons(r.root, 'Save')[0]!);
    expect(rows(r.root)).toHaveLength(4);
    expect(rows(r.root)[3]).toEqual(['4th', '94%', '$18.70', '500 hours']);
    expect(r.text()).toContain('Total hours (2500) must equal OJT hours (2000).');
    expect(r.button('Save').disabled).toBe(true);
    for (const n of ['1st', '2nd', '3rd']) {
      await r.click(r.button(`Edit ${n} period`));
      await r.type('Duration (hours)', '500');
      await r.click(periodButtons(r.root, 'Save')[0]!);
    }
    expect(r.text()).not.toContain('Total hours');
    await r.click(r.button('Save'));
    expect(api.create).toHaveBeenCalledWith({
      title: 'Industrial Machinery Mechanics 2027',
      entryWage: 20,
      apprenticeshipId: 'imm',
      wageRates: [
        { wageAmount: 9.4, duration: 500 },
        { wageAmount: 13.4, duration: 500 },
        { wageAmount: 17.4, duration: 500 },
        { wageAmount: 18.7, duration: 500 },
      ],
    });
    expect(onSaved).toHaveBeenCalledWith('new-id');
    expect(r.text()).toContain('Wage Schedule created!');
  });

  it('says to reduce the previous period first and disables Save when it is one cent below the entry wage', async () => {
    const { ui } = setup();
    const r = await mount(ui);
    await r.type('Journeyworker entry wage (dollars per hour)', '20');
    await r.click(r.button('Next'));
    await r.click(r.button('Edit 3rd period'));
    await r.type('Wage (dollars per hour)', '19.99');
    await r.click(periodButtons(r.root, 'Save')[0]!);
    await r.click(r.button('Add Period'));
    const alert = r.root.querySelectorAll('[role="dialog"]')[1]!.querySelector('[role="alert"]');
    expect(alert?.textContent).toBe(
      "The 3rd period's wage ($19.99) is one cent below the entry wage, which leaves no room for the 4th period. Reduce the 3rd period's wage first.",
    );
    const save = periodButtons(r.root, 'Save')[0]!;
    expect(save.disabled).toBe(true);
  });

  it('offers Delete, in the period dialog and the table alike, only with 4 or more periods', async () => {
    const { ui } = setup();
    const r = await mount(ui);
    await r.type('Journeyworker entry wage (dollars per hour)', '20');
    await r.click(r.button('Next'));
    expect(r.buttons('Delete 1st period')).toHaveLength(0);
    await r.click(r.button('Edit 1st period'));
    expect(periodButtons(r.root, 'Delete')).toHaveLength(0);
    await r.click(periodButtons(r.root, 'Cancel')[0]!);
    await r.click(r.button('Add Period'));
    await r.type('Duration (hours)', '10');
    await r.click(periodButtons(r.root, 'Save')[0]!);
    expect(r.buttons('Delete 1st period')).toHaveLength(1);
    await r.click(r.button('Edit 2nd period'));
    await r.click(periodButtons(r.root, 'Delete')[0]!);
    expect(rows(r.root).map((row) => row[2])).toEqual(['$9.40', '$17.40', '$18.70']);
    // Three left: no period can be deleted any more, from the table or its dialog.
    expect(r.buttons('Delete 1st period')).toHaveLength(0);
    await r.click(r.button('Edit 1st period'));
    expect(periodButtons(r.root, 'Delete')).toHaveLength(0);
  });

  it("toasts 'Something went wrong' and shows a refused rule when saving fails", async () => {
    const { PathcraftError } = await import('@pathcraft/sdk');
    const { ui, onSaved } = setup({
      create: async () =>
        Promise.reject(new PathcraftError('bad_request', 'Total hours (1999) must equal OJT hours (2000).')),
    });
    const r = await mount(ui);
    await r.click(r.button('Next'));
    await r.click(r.button('Save'));
    expect(r.text()).toContain('Something went wrong');
    expect(r.root.querySelector('.pc-ws-step [role="alert"]')?.textContent).toBe(
      'Total hours (1999) must equal OJT hours (2000).',
    );
    expect(onSaved).not.toHaveBeenCalled();
    expect(r.button('Save').disabled).toBe(false);
  });
});

describe('WageScheduleDialog for staff (agencyIds)', () => {
  it('asks no RAPIDS ID of an invitee, and sends none', async () => {
    const { ui, api } = setup();
    const r = await mount(ui);
    expect(r.root.querySelector('input[name="rapidsId"]')).toBeNull();
    await r.click(r.button('Next'));
    await r.click(r.button('Save'));
    expect(api.create.mock.calls[0]![0]).not.toHaveProperty('rapidsId');
  });

  it.each([
    [
      'PA,WS',
      'Enter the RAPIDS ID as the agency lists it: up to 50 letters, digits, spaces, dots, hyphens or slashes.',
    ],
    ['-WS', 'Enter the RAPIDS ID as the agency lists it: up to 50 letters, digits, spaces, dots, hyphens or slashes.'],
  ])('refuses the RAPIDS ID %j with the message and stays on the first step', async (value, message) => {
    const { ui } = setup({ agencyIds: true });
    const r = await mount(ui);
    await r.type('RAPIDS ID', value);
    await r.click(r.button('Next'));
    expect(r.text()).toContain(message);
    expect(r.root.querySelector('input[name="rapidsId"]')).not.toBeNull();
  });

  it.each([
    [' WS-1029HY-03 ', 'WS-1029HY-03'],
    ['', null],
  ])('sends the RAPIDS ID %j as %j', async (value, sent) => {
    const { ui, api } = setup({ agencyIds: true });
    const r = await mount(ui);
    await r.type('RAPIDS ID', value);
    await r.click(r.button('Next'));
    await r.click(r.button('Save'));
    expect(api.create.mock.calls[0]![0]).toMatchObject({ rapidsId: sent });
  });
});

describe("the program's hours, in the page's number format", () => {
  afterEach(() => setUiLocale(null));
  // Spanish groups thousands from five digits on (Intl's 'es'): 2000, but 20.000.
  it.each([
    ['en-US', 2000, '2,000', '667 hours'],
    ['en-US', 20_000, '20,000', '6,667 hours'],
    ['es', 2000, '2000', '667 hours'],
    ['es', 20_000, '20.000', '6667 hours'],
    ['de-DE', 20_000, '20.000', '6.667 hours'],
  ])('%s: %i hours read %s', async (locale, ojtHours, shown, firstPeriod) => {
    setUiLocale(locale);
    const r = await mount(setup({ program: { ...apprenticeship, ojtHours } }).ui);
    await r.click(r.button('Next'));
    const summary = Array.from(r.root.querySelectorAll('.pc-ws-summary dl > div')).map((d) => [
      d.querySelector('dt')!.textContent,
      d.querySelector('dd')!.textContent,
    ]);
    expect(summary).toContainEqual(['OJT hours', shown]);
    // The default periods share the hours: the first one's, as the table shows it.
    expect(rows(r.root)[0]![3]).toBe(firstPeriod);
    await r.click(r.button('Edit 1st period'));
    expect(r.text()).toContain(`Whole hours, 1 to ${shown}.`);
  });
});
