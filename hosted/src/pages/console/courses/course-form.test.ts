import { describe, expect, it } from 'vitest';
import { checkCourseForm, courseChanges, courseCreate, EMPTY_COURSE_FORM, toCourseForm } from './course-form.ts';

const base = { ...EMPTY_COURSE_FORM, orgId: 'org-1', title: 'Welding I' };
const unit = { id: 'u1', code: 'CEU-1', timeDate: '2026-01-10', creditNumber: '2', creditType: 'CEU' };

describe('course form', () => {
  it.each([
    ['nothing changed: nothing sent', base, base, {}],
    ['a new title: only the title', base, { ...base, title: 'Welding II' }, { title: 'Welding II' }],
    ['a flag turned on', base, { ...base, isLive: true }, { isLive: true }],
    ['a cleared schedule: sent as null', { ...base, schedule: 'Mon' }, { ...base, schedule: '' }, { schedule: null }],
    ['units removed: eUnits not sent', { ...base, eUnits: [unit] }, base, {}],
    [
      'a unit added: eUnits sent',
      base,
      { ...base, eUnits: [unit] },
      { eUnits: [{ id: 'u1', code: 'CEU-1', timeDate: '2026-01-10', credits: { number: 2, type: 'CEU' } }] },
    ],
    ['tags split on commas', base, { ...base, topics: 'weld, safety ,' }, { topics: ['weld', 'safety'] }],
    ['the organization never changes', base, { ...base, orgId: 'org-2' }, {}],
  ])('%s', (_case, before, after, expected) => {
    expect(courseChanges(before, after)).toEqual(expected);
  });

  it('round-trips a stored class and creates without empty values', () => {
    const form = toCourseForm({
      orgId: 'o',
      title: 'T',
      topics: ['a'],
      eUnits: [{ id: 'u', code: 'C', timeDate: '2026-02-01T00:00:00Z', credits: null }],
      integration: { cdnFiles: [] },
      isPublic: true,
    });
    expect(form).toMatchObject({ topics: 'a', isPublic: true, eUnits: [{ code: 'C', timeDate: '2026-02-01' }] });
    expect(courseChanges(form, form)).toEqual({});
    expect(courseCreate({ ...base })).toEqual(
      expect.not.objectContaining({ eUnits: expect.anything(), schedule: expect.anything() }),
    );
  });

  it.each([
    ['a missing title', { ...base, title: ' ' }, 'title', 'Title is required.'],
    ['bad JSON', { ...base, dashboard: '{' }, 'dashboard', 'Enter valid JSON, or leave it empty.'],
    ['a bad link', { ...base, streamingLink: 'javascript:alert(1)' }, 'streamingLink', 'Enter a valid http(s) URL.'],
    ['a unit without a code', { ...base, eUnits: [{ ...unit, code: '' }] }, 'eUnits', 'Every class unit needs a code.'],
    ['no organization', { ...base, orgId: '' }, 'orgId', 'Choose an organization.'],
  ])('reports %s', (_case, form, field, message) => {
    expect(checkCourseForm(form)[field as keyof typeof form]).toBe(message);
  });
});
