import { describe, expect, it } from 'vitest';
import { createThenUpdate, SaveConflictError, type SavedRecord, type SaveSteps } from './save-record.ts';

interface Form {
  name: string;
  city: string;
}

/** A record store that answers like the data API: create gives an id, update merges the changes. */
function store(options: { failUpdates?: number } = {}) {
  const rows = new Map<string, Form>();
  const calls: string[] = [];
  let failures = options.failUpdates ?? 0;
  const steps: SaveSteps<Form> = {
    create: async (form) => {
      const id = `r${rows.size + 1}`;
      rows.set(id, { ...form });
      calls.push(`create ${id}`);
      return { id, form: { ...form } };
    },
    changes: async (base, form, justCreated) =>
      justCreated ? {} : Object.fromEntries(Object.entries(form).filter(([k, v]) => base.form[k as keyof Form] !== v)),
    update: async (id, changes) => {
      calls.push(`update ${id} ${Object.keys(changes).join(',')}`);
      if (failures-- > 0) throw new Error('refused');
      const row = { ...rows.get(id)!, ...changes } as Form;
      rows.set(id, row);
      return row;
    },
  };
  return { rows, calls, steps };
}

describe('createThenUpdate', () => {
  it('creates a new record once and sends no update', async () => {
    const { rows, calls, steps } = store();
    const saved = { current: { id: null, form: { name: '', city: '' } } as SavedRecord<Form> };
    const result = await createThenUpdate(saved, { name: 'Ada', city: 'Paris' }, steps);
    expect(result).toEqual({ id: 'r1', created: true });
    expect(calls).toEqual(['create r1']);
    expect(saved.current).toEqual({ id: 'r1', form: { name: 'Ada', city: 'Paris' } });
    expect(rows.size).toBe(1);
  });

  it.each([
    { edit: { name: 'Ada', city: 'Paris' }, sent: [] },
    { edit: { name: 'Ada L.', city: 'Paris' }, sent: ['update r1 name'] },
    { edit: { name: 'Ada L.', city: 'Lyon' }, sent: ['update r1 name,city'] },
  ])('an edit sends only what changed: $sent', async ({ edit, sent }) => {
    const { calls, steps } = store();
    const saved = { current: { id: null, form: { name: '', city: '' } } as SavedRecord<Form> };
    await createThenUpdate(saved, { name: 'Ada', city: 'Paris' }, steps);
    calls.length = 0;
    const result = await createThenUpdate(saved, edit, steps);
    expect(result).toEqual({ id: 'r1', created: false });
    expect(calls).toEqual(sent);
    expect(saved.current.form).toEqual(edit);
  });

  it("keeps another tab's edit to a field this form did not change", async () => {
    const { rows, steps } = store();
    const saved = { current: { id: null, form: { name: '', city: '' } } as SavedRecord<Form> };
    await createThenUpdate(saved, { name: 'Ada', city: 'Paris' }, steps);
    rows.set('r1', { name: 'Ada', city: 'Berlin' }); // the other tab
    await createThenUpdate(saved, { name: 'Ada L.', city: 'Paris' }, steps);
    expect(rows.get('r1')).toEqual({ name: 'Ada L.', city: 'Berlin' });
  });

  it('a retry after a failed update updates the created record instead of creating another', async () => {
    const { rows, calls, steps } = store({ failUpdates: 1 });
    const saved = { current: { id: null, form: { name: '', city: '' } } as SavedRecord<Form> };
    const withChange: SaveSteps<Form> = { ...steps, changes: async () => ({ city: 'Lyon' }) };
    await expect(createThenUpdate(saved, { name: 'Ada', city: 'Paris' }, withChange)).rejects.toThrow('refused');
    expect(saved.current.id).toBe('r1');
    const result = await createThenUpdate(saved, { name: 'Ada', city: 'Paris' }, withChange);
    expect(result).toEqual({ id: 'r1', created: false });
    expect(calls).toEqual(['create r1', 'update r1 city', 'update r1 city']);
    expect(rows.size).toBe(1);
  });

  describe('with read and diff: a field changed elsewhere since the form was read', () => {
    const diff = (from: Form, to: Form) =>
      Object.fromEntries(Object.entries(to).filter(([k, v]) => from[k as keyof Form] !== v));

    async function opened(elsewhere: Form) {
      const { rows, calls, steps } = store();
      const checked: SaveSteps<Form> = { ...steps, read: async (id) => ({ ...rows.get(id)! }), diff };
      const saved = { current: { id: null, form: { name: '', city: '' } } as SavedRecord<Form> };
      await createThenUpdate(saved, { name: 'Ada', city: 'Paris' }, checked);
      rows.set('r1', elsewhere);
      calls.length = 0;
      return { rows, calls, steps: checked, saved };
    }

    it.each([
      {
        case: 'another field',
        elsewhere: { name: 'Ada', city: 'Berlin' },
        edit: { name: 'Ada L.', city: 'Paris' },
        stored: { name: 'Ada L.', city: 'Berlin' },
      },
      {
        case: 'the same field, to the same value',
        elsewhere: { name: 'Ada L.', city: 'Paris' },
        edit: { name: 'Ada L.', city: 'Paris' },
        stored: { name: 'Ada L.', city: 'Paris' },
      },
      {
        case: 'nothing',
        elsewhere: { name: 'Ada', city: 'Paris' },
        edit: { name: 'Ada L.', city: 'Paris' },
        stored: { name: 'Ada L.', city: 'Paris' },
      },
    ])('saves at once when elsewhere changed $case', async ({ elsewhere, edit, stored }) => {
      const { rows, steps, saved } = await opened(elsewhere);
      await createThenUpdate(saved, edit, steps);
      expect(rows.get('r1')).toEqual(stored);
    });

    it("refuses the first Save, sends nothing, and names the field; a second Save keeps this form's value", async () => {
      const { rows, calls, steps, saved } = await opened({ name: 'Ada Byron', city: 'Berlin' });
      const edit = { name: 'Ada L.', city: 'Paris' };
      const refusal = await createThenUpdate(saved, edit, steps).catch((e: unknown) => e);
      expect(refusal).toBeInstanceOf(SaveConflictError);
      expect((refusal as SaveConflictError).fields).toEqual(['name']);
      expect(calls).toEqual([]);
      expect(rows.get('r1')).toEqual({ name: 'Ada Byron', city: 'Berlin' });

      await createThenUpdate(saved, edit, steps);
      // Only the edited field is sent: the other change made elsewhere (the city) is kept.
      expect(calls).toEqual(['update r1 name']);
      expect(rows.get('r1')).toEqual({ name: 'Ada L.', city: 'Berlin' });
      expect(saved.current.overwrite).toBeUndefined();
    });

    it('refuses again when, after the warning, another field this form changes is changed elsewhere', async () => {
      const { rows, steps, saved } = await opened({ name: 'Ada Byron', city: 'Paris' });
      const edit = { name: 'Ada L.', city: 'Lyon' };
      await expect(createThenUpdate(saved, edit, steps)).rejects.toBeInstanceOf(SaveConflictError);
      rows.set('r1', { name: 'Ada Byron', city: 'Berlin' });
      const refusal = await createThenUpdate(saved, edit, steps).catch((e: unknown) => e);
      expect(refusal).toBeInstanceOf(SaveConflictError);
      expect((refusal as SaveConflictError).fields).toEqual(['city']);
    });
  });
});
