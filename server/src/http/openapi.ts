import { zodToOpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { OpenAPIHono } from '@hono/zod-openapi';
import * as sdk from '@pathcraft/sdk';
import { ERROR_STATUS } from '@pathcraft/sdk';
import { ZodType } from 'zod';
import type { AppEnv } from '../platform/actor.ts';
import { classicOf, isMiniSchema } from './classic-schema.ts';

export const API_PREFIX = '/v1';

const DESCRIPTION = `Pathcraft's HTTP API. Every route below is declared once in the server with its request and answer schemas; this document is generated from those declarations.

**Authentication.** Signed-in users send \`Authorization: Bearer <access token>\` (from POST /v1/auth/login, short-lived and refreshable). API developers send \`x-api-key: <key>\` (created by an organization admin, shown once, scoped to its organization, optionally limited to allowed origins).

**Lists** answer \`{ items, total, limit, page, rangeFrom, rangeTo }\`. Query: \`limit\`, \`page\` (from 1), \`order\` (\`field\`, \`-field\` or \`field.desc\`, comma-separated), \`select\` (comma-separated fields), \`id\`, \`ids\`, and filters \`f.{field}[{op}]=value\` with ops eq, is, !is, ilike, gt, lt, in, ov, !ov (\`in\`, \`ov\`, \`!ov\` take comma-separated values; \`is\` takes null, true or false). The fields and ops each table accepts are in \`x-tables\` of the data-access operations.

**Errors** answer \`{ "error": { "code", "message" } }\` with the status of the code: ${Object.entries(ERROR_STATUS)
  .map(([code, status]) => `${code} ${status}`)
  .join(', ')}.`;

/**
 * The sdk's schemas (`ZPublicInvite`, `ZMe`…) are named components of the document (`PublicInvite`,
 * `Me`), so every route that uses one refers to it (`$ref`) and the generated client has one type
 * per schema instead of a copy per operation. The name is set on the schema itself, without
 * copying it, so the routes' own uses are the ones named.
 */
export function nameSharedSchemas(): void {
  for (const [name, value] of Object.entries(sdk)) {
    if (!/^Z[A-Z]/.test(name)) continue;
    // A form schema the widgets share is written in zod/mini: its classic build (the one routes declare) is named.
    const schema = value instanceof ZodType ? value : isMiniSchema(value) ? classicOf(value) : null;
    if (!schema || zodToOpenAPIRegistry.get(schema)?._internal?.refId) continue;
    zodToOpenAPIRegistry.add(schema, { ...zodToOpenAPIRegistry.get(schema), _internal: { refId: name.slice(1) } });
  }
}

/**
 * The body of an upload route (`extra` of its declaration): one file in the multipart field 'file'.
 * Documented, not declared, because the route reads it only once the caller may upload.
 */
export const FILE_UPLOAD_BODY = {
  requestBody: {
    required: true,
    content: { 'multipart/form-data': { schema: { $ref: '#/components/schemas/FileUpload' } } },
  },
};

/** Registers the parts of the document no single route owns (security schemes, the sdk's named schemas). */
export function registerApiComponents(api: OpenAPIHono<AppEnv>): void {
  nameSharedSchemas();
  api.openAPIRegistry.registerComponent('schemas', 'FileUpload', {
    type: 'object',
    properties: { file: { type: 'string', format: 'binary' } },
    required: ['file'],
  });
  api.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'An access token from POST /v1/auth/login.',
  });
  api.openAPIRegistry.registerComponent('securitySchemes', 'apiKey', {
    type: 'apiKey',
    in: 'header',
    name: 'x-api-key',
    description: "An organization's API key.",
  });
}

/** The OpenAPI 3.1 document of every declared route of `api` (mounted at /v1), built once. */
export function openApiDocument(api: OpenAPIHono<AppEnv>, publicUrl: string): Record<string, unknown> {
  const doc = api.getOpenAPI31Document({
    openapi: '3.1.0',
    info: { title: 'Pathcraft API', version: '1', description: DESCRIPTION },
    servers: [{ url: publicUrl }],
  });
  doc.paths = Object.fromEntries(
    Object.entries(doc.paths ?? {}).map(([path, item]) => [`${API_PREFIX}${path === '/' ? '' : path}`, item]),
  );
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, { operationId?: string }>>)) {
    for (const [method, operation] of Object.entries(item)) operation.operationId ??= operationIdOf(method, path);
  }
  return { ...doc };
}

const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The generated client's function name of an operation, from its method and full path, so it changes
 * exactly when the route does: GET /v1/jobProfiles/{id}/share → getJobProfilesByIdShare.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/v1(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      const parts = (param ? param[1]! : segment).split(/[^A-Za-z0-9]+/).filter(Boolean);
      return (param ? 'By' : '') + parts.map(pascal).join('');
    });
  return method.toLowerCase() + words.join('');
}
