import { PathcraftError } from '@pathcraft/sdk';

/**
 * The server's refusal, field by field (details.fields of a 400 or 409), for forms that show each
 * message beside its field; `rest` is what no field of the form shows.
 */
export function fieldErrorsOf(
  err: unknown,
  formFields: readonly string[],
): { fields: Record<string, string>; rest: string | null } {
  const message = (err as Error).message;
  const sent = err instanceof PathcraftError ? (err.details as { fields?: unknown } | undefined)?.fields : undefined;
  if (!sent || typeof sent !== 'object' || Array.isArray(sent)) return { fields: {}, rest: message };
  const fields = Object.fromEntries(
    Object.entries(sent as Record<string, string>).filter(([field]) => formFields.includes(field)),
  );
  return { fields, rest: Object.keys(fields).length ? null : message };
}
