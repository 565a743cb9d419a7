/** A failure's own message, which the toast shows as it is. */
export const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));
