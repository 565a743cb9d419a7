import { PathcraftError, type ErrorCode } from '@pathcraft/sdk';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import type { Logger } from '../lib/log.ts';

export const fail = (code: ErrorCode, message: string, details?: unknown) => new PathcraftError(code, message, details);

/** A zod error as the first issue's message, naming the field when it is not already named. */
export function zodMessage(err: ZodError): string {
  const issue = err.issues[0];
  if (!issue) return 'Invalid request';
  if (issue.code === 'unrecognized_keys') return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
  const path = issue.path.join('.');
  const generic = /^(Invalid input|Too (big|small)|Expected|Invalid option)/.test(issue.message);
  return path && generic ? `${path}: ${issue.message}` : issue.message;
}

/** Maps every error to `{ error: { code, message } }` with its status, once. */
export function errorHandler(log: Logger) {
  return (err: Error, c: Context) => {
    if (err instanceof PathcraftError) return c.json(err.toJSON(), err.status as 400);
    if (err instanceof ZodError) {
      return c.json({ error: { code: 'bad_request', message: zodMessage(err), details: err.issues.slice(0, 10) } }, 400);
    }
    if (err instanceof HTTPException) {
      const code: ErrorCode = err.status === 401 ? 'unauthorized' : err.status === 413 ? 'payload_too_large' : err.status === 404 ? 'not_found' : 'bad_request';
      return c.json({ error: { code, message: err.message || 'Bad request' } }, err.status);
    }
    if (err instanceof SyntaxError && /JSON/.test(err.message)) {
      return c.json({ error: { code: 'bad_request', message: 'The body is not valid JSON.' } }, 400);
    }
    log.error('unhandled error', { path: c.req.path, method: c.req.method, error: err.message, stack: err.stack });
    return c.json({ error: { code: 'internal', message: 'Something went wrong' } }, 500);
  };
}
