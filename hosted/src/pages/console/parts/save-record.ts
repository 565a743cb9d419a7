import { text } from './console.messages.ts';

/** What the server holds of a record being edited: the base of "what changed". `id` null: not created yet. */
export interface SavedRecord<F> {
  id: string | null;
  form: F;
  /** Fields changed elsewhere that the person, told so, chose to overwrite with their own values. */
  overwrite?: string[];
}

/**
 * Refuses a save whose changed fields were also changed elsewhere (another tab, another person)
 * since the form was read: the person is told, and a second Save keeps their values.
 */
export class SaveConflictError extends Error {
  constructor(
    message: string,
    readonly fields: string[],
  ) {
    super(message);
    this.name = 'SaveConflictError';
  }
}

/** How one kind of record is created and updated (the console's create-then-update save). */
export interface SaveSteps<F> {
  /** Creates the record from the form; answers its id and the form as the server holds it. */
  create: (form: F) => Promise<{ id: string; form: F }>;
  /**
   * What to send as an update: the fields changed since `base` (an edit sends only those, so another
   * tab's edits to other fields are kept). `justCreated` is true right after the create.
   */
  changes: (base: { id: string; form: F }, form: F, justCreated: boolean) => Promise<Record<string, unknown>>;
  /** Sends the changes; answers the form as the server holds it after them. */
  update: (id: string, changes: Record<string, unknown>) => Promise<F>;
  /**
   * With `diff` (the fields, as sent, that differ between two forms; no side effects): reads the form
   * as the server holds it now, so an edit to a field changed elsewhere is stopped instead of silently
   * replacing it.
   */
  read?: (id: string) => Promise<F>;
  diff?: (from: F, to: F) => Record<string, unknown>;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields this form changes that the server's copy also changed, to another value, since `base`. */
function clashingFields<F>(base: F, mine: F, theirs: F, diff: (from: F, to: F) => Record<string, unknown>): string[] {
  const ours = diff(base, mine);
  const others = diff(base, theirs);
  return Object.keys(ours).filter((field) => field in others && !sameValue(ours[field], others[field]));
}

/**
 * Saves a form: creates the record when it has no id yet, then sends what changed, if anything.
 * `saved` is updated after each step that reached the server, so a retry after a failure (an upload or
 * the update refused) updates the created record instead of creating a second one.
 */
export async function createThenUpdate<F>(
  saved: { current: SavedRecord<F> },
  form: F,
  steps: SaveSteps<F>,
): Promise<{ id: string; created: boolean }> {
  let created = false;
  if (saved.current.id === null) {
    saved.current = await steps.create(form);
    created = true;
  }
  const base = saved.current as { id: string; form: F; overwrite?: string[] };
  const { read, diff } = steps;
  if (!created && read && diff) {
    const clash = clashingFields(base.form, form, await read(base.id), diff).filter(
      (f) => !base.overwrite?.includes(f),
    );
    if (clash.length) {
      saved.current = { ...base, overwrite: [...(base.overwrite ?? []), ...clash] };
      throw new SaveConflictError(text.common.changedElsewhere, clash);
    }
  }
  const changes = await steps.changes(base, form, created);
  if (Object.keys(changes).length) saved.current = { id: base.id, form: await steps.update(base.id, changes) };
  return { id: base.id, created };
}
