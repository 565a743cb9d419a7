/** What the server holds of a record being edited: the base of "what changed". `id` null: not created yet. */
export interface SavedRecord<F> {
  id: string | null;
  form: F;
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
  const base = saved.current as { id: string; form: F };
  const changes = await steps.changes(base, form, created);
  if (Object.keys(changes).length) saved.current = { id: base.id, form: await steps.update(base.id, changes) };
  return { id: base.id, created };
}
