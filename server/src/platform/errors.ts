import { type ErrorCode, labelledIssueMessage, PathcraftError } from '@pathcraft/sdk';
import type { ZodError } from 'zod';

/**
 * The domain error: verbs throw it for every refusal, with the sdk's error code (which fixes the
 * HTTP status) and the message a person reads. http/errors.ts maps it to an answer, in one place.
 */
export const fail = (code: ErrorCode, message: string, details?: unknown) => new PathcraftError(code, message, details);

/** The code of an error from a file store that did not answer as it should (an S3 bucket down or refusing). */
export const FILE_STORE_UNAVAILABLE = 'FILE_STORE_UNAVAILABLE';
export const FILE_STORE_MESSAGE = 'The file store is not answering right now. Try again in a minute.';

/**
 * Whether an error is zod's: by its name and issues, not instanceof, so the error handler on every
 * start's path does not load zod (issue 29 goal 5: only the routes that build schemas do).
 */
export function isZodError(err: unknown): err is ZodError {
  return err instanceof Error && err.name === 'ZodError' && Array.isArray((err as { issues?: unknown }).issues);
}

/** A zod error as the first issue's message, naming the field when the message does not (sdk human-messages). */
export function zodMessage(err: ZodError): string {
  const issue = err.issues[0];
  if (!issue) return 'Invalid request';
  return labelledIssueMessage(issue);
}
