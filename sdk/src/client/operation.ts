import type { operations } from './generated/api-types.ts';

/**
 * What the generated operation functions (generated/operations/) need of a client: each one is a
 * tiny function in its own module over `request`, so a bundle carries only the operations it calls.
 */
export interface Requester {
  request<T>(method: string, path: string, init?: RequestInit_): Promise<T>;
}
/** Streamed operations (server-sent events, streamed text) answer the Response itself. */
export interface Streamer {
  stream(method: string, path: string, init?: { body?: unknown; signal?: AbortSignal }): Promise<Response>;
}
/** Where the API is: '' for the page's own origin. */
export interface Located {
  readonly baseUrl: string;
}
/** The client's request options (named apart from the DOM's RequestInit). */
export interface RequestInit_ {
  query?: URLSearchParams | Record<string, string | number | boolean | undefined>;
  body?: unknown;
  form?: FormData;
  auth?: boolean;
  signal?: AbortSignal;
  stream?: boolean;
}

export type OperationId = keyof operations;
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type ResponsesOf<O extends OperationId> = operations[O]['responses'];
/** The success answer of an operation, as its declaration describes it. */
export type Answer<O extends OperationId> = 200 extends keyof ResponsesOf<O>
  ? JsonOf<ResponsesOf<O>[200]>
  : 201 extends keyof ResponsesOf<O>
    ? JsonOf<ResponsesOf<O>[201]>
    : never;
export type Params<O extends OperationId> = operations[O]['parameters'] extends { path: infer P } ? P : never;
export type Query<O extends OperationId> = operations[O]['parameters'] extends { query?: infer Q } ? Q : never;
export type Body<O extends OperationId> = JsonOf<operations[O]['requestBody']>;
/** The `f.{field}[{op}]` filters of a list (their fields and ops are per table, in the document's x-filters). */
type Filters = { [filter: `f.${string}`]: string | undefined };
/** The query and body an operation takes, plus the client's options (auth: false sends no credentials). */
export type Init<O extends OperationId> = ([Query<O>] extends [never]
  ? { query?: never }
  : 'select' extends keyof Query<O>
    ? // A list's query, or the search parameters toSearchParams wrote from a ListQuery.
      { query?: (Query<O> & Filters) | URLSearchParams }
    : { query?: Query<O> }) &
  ([Body<O>] extends [never] ? { body?: never } : { body: Body<O> }) & {
    form?: FormData;
    auth?: boolean;
    signal?: AbortSignal;
  };

/**
 * Rows of a policy-driven table, answered as free-form records because the fields depend on `select`,
 * as the fields the caller selected: the one place an answer's type is the caller's word.
 */
export const asSelected = <T>(rows: Record<string, unknown> | Record<string, unknown>[]): T => rows as T;

/**
 * An answer (or part) whose route still declares a free-form record: the caller's type, unchecked.
 * Each use is a route to tighten (declare its schema) and then drop this.
 */
export const untyped = <T>(answer: Record<string, unknown> | null): T => answer as T;

/** '/v1/jobProfiles/{id}' with each parameter filled in, encoded. */
const pathOf = (template: string, params: object = {}) =>
  template.replace(/\{([^}]+)\}/g, (_m, name: string) =>
    encodeURIComponent(String((params as Record<string, unknown>)[name])),
  );

/** Calls one operation by its route ('GET /v1/…'); outside production, refuses an answer that does not match the route's schema. */
export async function call<O extends OperationId>(
  client: Requester,
  route: string,
  init?: Init<O>,
  params?: object,
): Promise<Answer<O>> {
  const [method, template] = route.split(' ') as [string, string];
  const answer = await client.request<Answer<O>>(method, pathOf(template, params), init as RequestInit_);
  // NODE_ENV is replaced by 'production' in the bundles (scripts/build), so the check and its schemas are left out of them.
  if (process.env.NODE_ENV !== 'production') (await import('./check-answer.ts')).checkAnswer(route, answer);
  return answer;
}

/** Starts a streamed operation: the Response once the server accepts (refusals throw like call). */
export function streamOf(
  client: Streamer,
  route: string,
  init?: { body?: unknown; signal?: AbortSignal },
  params?: object,
): Promise<Response> {
  const [method, template] = route.split(' ') as [string, string];
  return client.stream(method, pathOf(template, params), init);
}
