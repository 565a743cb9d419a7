import { useCallback, useRef, useState } from 'react';
import { sessionStore } from '../../../session.ts';
import { consoleReadCache, keyStartsWith, type ReadCache, useCachedRead } from './read-cache.ts';
import { createThenUpdate, type SavedRecord, type SaveSteps } from './save-record.ts';
import { invalidateLists } from './use-list.ts';

export const recordKey = (table: string, id: string | null) =>
  ['record', table, id, sessionStore.get()?.token ?? null] as const;

/**
 * A create/edit dialog's record: read fresh each time the dialog opens (an edit starts from what the
 * server holds now, never a cached copy), put into the form once, and saved with createThenUpdate.
 * After a save every list of the table and the record itself are invalidated, so the pages show what
 * the server holds, other tabs' edits included.
 */
export function useRecordForm<R, F>({
  table,
  id,
  empty,
  load,
  toForm,
  cache = consoleReadCache,
}: {
  table: string;
  /** null: a new record. */
  id: string | null;
  /** The form of a new record. */
  empty: F;
  load: (id: string) => Promise<R>;
  toForm: (record: R) => F;
  cache?: ReadCache;
}) {
  // The form holds the person's edits: coming back to the tab must not read it anew.
  const record = useCachedRead(cache, id === null ? null : recordKey(table, id), () => load(id!), {
    staleTime: 0,
    gcTime: 0,
    refetchOnFocus: false,
  });
  const saved = useRef<SavedRecord<F>>({ id, form: empty });
  const [form, setForm] = useState<F>(empty);
  const [taken, setTaken] = useState(false);
  // The first answer fills the form (derived state, set during render); later ones never do.
  if (record.data !== undefined && !taken) {
    const loaded = toForm(record.data);
    saved.current = { id, form: loaded };
    setTaken(true);
    setForm(loaded);
  }
  const save = useCallback(
    async (steps: SaveSteps<F>, current: F) => {
      const result = await createThenUpdate(saved, current, steps);
      await Promise.all([
        invalidateLists([table], cache),
        cache.invalidate((key) => keyStartsWith(key, ['record', table, result.id])),
      ]);
      return result;
    },
    [table, cache],
  );
  return {
    form,
    setForm,
    /** What the server holds (the base of "what changed"); its id once created. */
    saved,
    loaded: id === null || taken,
    loadError: record.error ? record.error.message : null,
    save,
  };
}
