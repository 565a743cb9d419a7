import { OpenAPIHono, z } from '@hono/zod-openapi';
import { ERROR_STATUS } from '@pathcraft/sdk';
import type { Context, MiddlewareHandler, TypedResponse } from 'hono';
import type { JSONParsed, JSONValue } from 'hono/utils/types';
import type { ZodType } from 'zod';
import type { AppEnv } from '../platform/actor.ts';
import { jsonBody } from './request.ts';
import { nameSharedSchemas } from './openapi.ts';
import { fail } from '../platform/errors.ts';
import { requireUser } from '../platform/actor.ts';

/**
 * One declaration per route: method, path, input schemas (from sdk), answer schema and who may
 * call. The declaration registers the route in the OpenAPI document and validates the input
 * before the handler runs, so handlers receive typed, checked input and never parse by hand.
 */

/** Who may call: documented as OpenAPI security; the route's verb still checks role and organization. */
export type Auth = 'public' | 'user' | 'apiKey' | 'userOrApiKey' | 'optional';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type AnyZod = ZodType;

/** A binary or streamed success answer (a PDF, an image, server-sent events): the handler returns a Response. */
export interface MediaAnswer {
  contentType: string;
  description: string;
}
/** What a route answers on success: a schema (JSON), or a media type. */
export type SuccessAnswer = AnyZod | MediaAnswer;
/** The statuses a success answer may have. */
export type SuccessStatus = 200 | 201;

export interface RouteDeclaration<
  P extends AnyZod | undefined,
  Q extends AnyZod | undefined,
  B extends AnyZod | undefined,
  Path extends string = string,
  R extends SuccessAnswer = SuccessAnswer,
  S extends SuccessStatus = SuccessStatus,
> {
  method: Method;
  /** Hono style, relative to where the sub-app is mounted: '/employerAgreements/:id/sign'. */
  path: Path;
  summary: string;
  description?: string;
  tags?: string[];
  auth: Auth;
  params?: P;
  query?: Q;
  body?: B;
  /**
   * How the JSON body is read: 'json' refuses other content types (415), 'lenient' reads any
   * content type as JSON (widget calls sent as text/plain to avoid a CORS preflight), 'optional'
   * reads and validates a JSON body only when one is sent as JSON (otherwise the handler's body is undefined: use ?.).
   */
  bodyMode?: 'json' | 'lenient' | 'optional';
  /**
   * A body documented but read by the verb itself, after access checks that need its fields
   * (the assistant's calls name their organization in the body). Prefer `body`.
   */
  bodyDoc?: AnyZod;
  /**
   * The success answer: a schema (JSON), or a media type for binary and streamed answers. Required:
   * the handler's `c.json(...)` is checked against it when the server compiles.
   */
  response: R;
  /**
   * Status of the success answer (default 200); a 201 route answers `c.json(body, 201)`. A route
   * with two success statuses lists both (`[201, 200]`, the first is the usual one) and names the
   * status in every `c.json`.
   */
  status?: S | readonly [S, ...S[]];
  /** Checks that must run before the input is validated (e.g. refuse a caller before reading an upload). */
  before?: MiddlewareHandler<AppEnv>[];
  /** The generated client's function name; derived from method and full path when absent (see operationIdOf). */
  operationId?: string;
  /** Extra OpenAPI fields (e.g. x-filters) merged into the operation. */
  extra?: Record<string, unknown>;
}

type Out<S> = S extends AnyZod ? z.output<S> : undefined;
/** The names of a Hono path's parameters: '/a/:id/b/:key' → 'id' | 'key'. */
type ParamNames<S extends string> = S extends `${string}:${infer P}/${infer R}`
  ? P | ParamNames<`/${R}`>
  : S extends `${string}:${infer P}`
    ? P
    : never;
export interface RouteInput<P, Q, B, Path extends string = string> {
  /** The declared params schema's output, or the path's named parameters as strings. */
  params: P extends AnyZod ? z.output<P> : { [K in ParamNames<Path>]: string };
  query: Out<Q>;
  body: Out<B>;
}
/** The answer a schema describes; `c.json(value)` is checked as the JSON it sends (dates as strings, no undefined members). */
export type AnswerBody<R extends AnyZod> = z.output<R>;
/**
 * What a handler must return: for a schema, `c.json(body)` (or `c.json(body, 201)` for a 201
 * route) whose body has the schema's type; for a media answer, any Response. A body or status
 * the declaration does not list fails `tsc` (server/src/http/contract.types.test.ts).
 */
export type Answered<R extends SuccessAnswer, S extends SuccessStatus> = R extends AnyZod
  ? TypedResponse<AnswerBody<R>, S, 'json'>
  : Response;
type JsonAnswer<T, U extends SuccessStatus> = Response & TypedResponse<JSONParsed<T>, U, 'json'>;
/** `c.json` of a route answering other statuses than 200: `c.json(body)` alone is a 200, which it does not declare. */
interface JsonWithStatus<S extends SuccessStatus> {
  <T extends JSONValue | object>(body: T): JsonAnswer<T, 200>;
  <T extends JSONValue | object, U extends S>(body: T, status: U): JsonAnswer<T, U>;
}
/**
 * The handler's context: `c.json(body)` answers 200, `c.json(body, 201)` 201. A call with a status
 * the route does not declare falls through to Hono's own `c.json`, whose typed answer then fails
 * the handler's return check.
 */
export type AnswerContext<S extends SuccessStatus> = {
  json: [S] extends [200]
    ? <T extends JSONValue | object>(body: T, status?: 200) => JsonAnswer<T, 200>
    : JsonWithStatus<S>;
} & Context<AppEnv>;
export type RouteHandler<
  P,
  Q,
  B,
  Path extends string = string,
  R extends SuccessAnswer = SuccessAnswer,
  S extends SuccessStatus = 200,
> = (c: AnswerContext<S>, input: RouteInput<P, Q, B, Path>) => Answered<R, S> | Promise<Answered<R, S>>;

/** The error answer of every route. */
export const ZErrorBody = z
  .object({
    error: z.object({
      code: z.enum(Object.keys(ERROR_STATUS) as [keyof typeof ERROR_STATUS, ...(keyof typeof ERROR_STATUS)[]]),
      message: z
        .string()
        .openapi({ description: 'A sentence for people; quoted by the specification where it has one.' }),
      details: z.unknown().optional(),
    }),
  })
  .openapi('Error', {
    description: `Every failure. Codes and statuses: ${Object.entries(ERROR_STATUS)
      .map(([code, status]) => `${code} ${status}`)
      .join(', ')}.`,
  });

// The sdk's schemas are named before any route uses them, so lists of them are named too.
nameSharedSchemas();

/**
 * A JSON answer the server serialized itself (a document built once and served with its ETag, or a
 * 304): typed as the declaration's answer, since its bytes are not built by `c.json`.
 */
export const preserialized = <R extends AnyZod>(_response: R, answer: Response) =>
  answer as Response & TypedResponse<AnswerBody<R>, 200, 'json'>;

const SECURITY: Record<Auth, Record<string, string[]>[] | undefined> = {
  public: [],
  user: [{ bearer: [] }],
  apiKey: [{ apiKey: [] }],
  userOrApiKey: [{ bearer: [] }, { apiKey: [] }],
  optional: [{ bearer: [] }, { apiKey: [] }, {}],
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ZErrorBody } },
});

/** Hono's ':id' as OpenAPI's '{id}', and the path parameters it names. */
function openApiPath(path: string): { path: string; names: string[] } {
  const names: string[] = [];
  const converted = path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    names.push(name);
    return `{${name}}`;
  });
  return { path: converted, names };
}

const isObjectSchema = (s: AnyZod | undefined) =>
  !!s && (s as { _zod?: { def?: { type?: string } } })._zod?.def?.type === 'object';

/** A sub-app whose declared routes join the OpenAPI document when it is mounted. */
export const routes = () => new OpenAPIHono<AppEnv>();

/** Declares one route on `app`: documents it, validates its input, then runs the handler. */
export function declare<
  Path extends string,
  P extends AnyZod | undefined = undefined,
  Q extends AnyZod | undefined = undefined,
  B extends AnyZod | undefined = undefined,
  R extends SuccessAnswer = SuccessAnswer,
  S extends SuccessStatus = 200,
>(
  app: OpenAPIHono<AppEnv>,
  route: RouteDeclaration<P, Q, B, Path, R, S>,
  handler: RouteHandler<P, Q, B, Path, R, NoInfer<S>>,
): OpenAPIHono<AppEnv> {
  const { path, names } = openApiPath(route.path);
  const params =
    route.params ?? (names.length ? z.object(Object.fromEntries(names.map((n) => [n, z.string()]))) : undefined);
  const success = 'contentType' in route.response ? (route.response as MediaAnswer) : null;
  const successAnswer = success
    ? {
        description: success.description,
        content: { [success.contentType]: { schema: { type: 'string', format: 'binary' } } },
      }
    : { description: 'Success', content: { 'application/json': { schema: route.response as AnyZod } } };
  const statuses: readonly SuccessStatus[] =
    route.status === undefined ? [200] : typeof route.status === 'number' ? [route.status] : route.status;
  app.openAPIRegistry.registerPath({
    method: route.method,
    path,
    operationId: route.operationId,
    summary: route.summary,
    description: route.description,
    tags: route.tags,
    security: SECURITY[route.auth],
    request: {
      params: params as never,
      query: route.query as never,
      body:
        route.body || route.bodyDoc
          ? { content: { 'application/json': { schema: (route.body ?? route.bodyDoc)! } }, required: true }
          : undefined,
    },
    responses: {
      ...Object.fromEntries(statuses.map((status) => [status, successAnswer])),
      ...(route.query || route.body || route.bodyDoc || route.params
        ? {
            400: errorResponse(
              'The input is not valid (bad_request), or the body is too large (413) or of another type (415).',
            ),
          }
        : {}),
      ...(route.auth !== 'public'
        ? {
            401: errorResponse('Missing, expired or invalid credentials.'),
            403: errorResponse('The caller may not do this (role, organization or key scope).'),
          }
        : {}),
      ...(names.length ? { 404: errorResponse('No such record, or it is outside the caller’s reach.') } : {}),
      default: errorResponse('Any other failure (429 too many requests, 5xx).'),
    },
    ...(route.extra ?? {}),
  });

  const validate: MiddlewareHandler<AppEnv> = async (c) => {
    const input = {
      params: params ? params.parse(c.req.param()) : undefined,
      query: route.query ? route.query.parse(c.req.query()) : undefined,
      body: undefined as unknown,
    };
    const skipBody = route.bodyMode === 'optional' && !c.req.header('content-type')?.includes('json');
    if (route.body && !skipBody) {
      const raw = route.bodyMode === 'lenient' ? await c.req.json() : await jsonBody(c);
      if (isObjectSchema(route.body) && (typeof raw !== 'object' || raw === null || Array.isArray(raw)))
        throw fail('bad_request', 'The body must be a JSON object.');
      input.body = route.body.parse(raw);
    }
    return handler(c as AnswerContext<S>, input as RouteInput<P, Q, B, Path>) as Response | Promise<Response>;
  };
  (app.on as (method: string, path: string, ...handlers: MiddlewareHandler<AppEnv>[]) => unknown)(
    route.method.toUpperCase(),
    route.path,
    ...(route.before ?? []),
    validate,
  );
  return app;
}

/** Refuses visitors before the input is read (requireUser's message), for routes declared with auth 'user'. */
export const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c.var.ctx.actor);
  await next();
};

/**
 * A value a check loads before the input is validated (e.g. the invite behind a document token,
 * so a caller without access is refused before their body is read), then handed to the handler.
 */
export function loadedBefore<T>(load: (c: Context<AppEnv>) => Promise<T> | T) {
  const values = new WeakMap<Context<AppEnv>, T>();
  const before: MiddlewareHandler<AppEnv> = async (c, next) => {
    values.set(c, await load(c));
    await next();
  };
  return { before, of: (c: Context<AppEnv>): T => values.get(c) as T };
}
