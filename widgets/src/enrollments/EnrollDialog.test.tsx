// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, mount } from '../lib/test-dom.tsx';
import type { EnrollableClass } from './enrollments.api.ts';
import { EnrollDialog } from './EnrollDialog.tsx';
import { text } from './enrollments.messages.ts';

afterEach(cleanup);

const course: EnrollableClass = {
  id: 'cnc',
  title: 'CNC Machining I',
  orgSlug: 'demo',
  registerUrl: 'https://register.example.edu/cnc',
  externalRegisterClassId: 'MTT-101',
  cohorts: [
    {
      id: 'spring',
      title: 'Spring 2027 Evening Cohort',
      externalRegisterClassId: 'MTT-101-S27',
      eUnits: [
        {
          id: 'lec',
          code: 'MTT-101-LEC',
          timeDate: '2027-02-01T18:00:00-05:00',
          credits: { number: 2, type: 'credit hours' },
        },
        {
          id: 'lab',
          code: 'MTT-101-LAB',
          timeDate: '2027-02-03T18:00:00-05:00',
          credits: { number: 1, type: 'credit hours' },
        },
      ],
    },
    { id: 'open', title: 'Open Lab', eUnits: [] },
  ],
};

describe('EnrollDialog', () => {
  it('asks for a cohort, then a class code, and calls back with the request', async () => {
    const onContinue = vi.fn(async () => undefined);
    const r = await mount(<EnrollDialog course={course} onContinue={onContinue} onClose={() => {}} />);
    expect(r.text()).toContain(text.dialog.verifyNotice);
    await r.click(r.button('Continue'));
    expect(r.text()).toContain('Select a Cohort');
    await r.click(r.button('Select Spring 2027 Evening Cohort'));
    expect(r.text()).toContain('MTT-101-LEC 02/01/2027 6:00 PM 2 credit hours');
    await r.click(r.button('Continue'));
    expect(r.text()).toContain('Select at least one Class Code');
    expect(onContinue).not.toHaveBeenCalled();
    await r.click(r.root.querySelector('input[value="lab"]')!);
    await r.click(r.button('Continue'));
    expect(onContinue).toHaveBeenCalledWith({
      classId: 'cnc',
      externalRegisterClassId: 'MTT-101-S27',
      cohortId: 'spring',
      eUnitIds: ['lab'],
    });
  });

  it('Change resets the cohort and the class codes', async () => {
    const onContinue = vi.fn(async () => undefined);
    const r = await mount(<EnrollDialog course={course} onContinue={onContinue} onClose={() => {}} />);
    await r.click(r.button('Select Spring 2027 Evening Cohort'));
    await r.click(r.root.querySelector('input[value="lec"]')!);
    await r.click(r.button('Change'));
    expect(r.buttons('Select Open Lab')).toHaveLength(1);
    await r.click(r.button('Select Spring 2027 Evening Cohort'));
    expect(r.root.querySelector<HTMLInputElement>('input[value="lec"]')!.checked).toBe(false);
    await r.click(r.button('Change'));
    await r.click(r.button('Select Open Lab'));
    await r.click(r.button('Continue'));
    expect(onContinue).toHaveBeenCalledWith({
      classId: 'cnc',
      externalRegisterClassId: 'MTT-101',
      cohortId: 'open',
      eUnitIds: [],
    });
  });

  it('shows a failed enrolment and lets the person try again', async () => {
    const onContinue = vi.fn(async () => Promise.reject(new Error('Enrollment is not open for this class.')));
    const r = await mount(
      <EnrollDialog
        course={{ ...course, registerUrl: null, cohorts: [] }}
        onContinue={onContinue}
        onClose={() => {}}
      />,
    );
    expect(r.text()).not.toContain(text.dialog.verifyNotice);
    await r.click(r.button('Continue'));
    expect(r.root.querySelector('[role="alert"]')?.textContent).toBe('Enrollment is not open for this class.');
    expect(r.button('Continue').disabled).toBe(false);
  });
});
