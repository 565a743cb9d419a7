import { type OutputUnit, Validator } from '@cfworker/json-schema';
import { answerSchemas, components } from './generated/answer-schemas.ts';

/**
 * Development and test builds only (imported behind a NODE_ENV check): checks an answer against
 * its operation's schema from the OpenAPI document, so a server that drifts from its declaration
 * fails loudly in tests instead of confusing a user. @cfworker/json-schema: small, maintained,
 * JSON Schema 2020-12 (OpenAPI 3.1's dialect), and it compiles nothing with eval, so it also runs
 * under a strict CSP.
 */
const validators = new Map<string, Validator>();

/** The deepest error: the field that is wrong, not the objects around it. */
const firstMismatch = (errors: OutputUnit[]) =>
  errors.reduce((deepest, e) =>
    e.instanceLocation.split('/').length > deepest.instanceLocation.split('/').length ? e : deepest,
  );

/** Throws when `answer` does not match the success schema of `route` ('GET /v1/jobProfiles/{id}'). */
export function checkAnswer(route: string, answer: unknown): void {
  const declared = answerSchemas[route];
  if (!declared) return;
  const { operationId, schema } = declared;
  let validator = validators.get(route);
  if (!validator) {
    // The schema's $refs point at '#/components/schemas/…', so the components travel in its root.
    validator = new Validator({ ...schema, components: { schemas: components } } as never, '2020-12', false);
    validators.set(route, validator);
  }
  const result = validator.validate(answer);
  if (result.valid) return;
  const mismatch = firstMismatch(result.errors);
  const field = mismatch.instanceLocation.replace(/^#\/?/, '') || '(the answer)';
  throw new Error(`The answer of ${operationId} does not match the API contract at ${field}: ${mismatch.error}`);
}
