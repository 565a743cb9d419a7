/**
 * The API explorer's model, read from the OpenAPI document (GET /v1/openapi.json): which
 * endpoints each tab offers, their parameter fields, the request URL and the example snippets.
 * Pure functions, so the page stays thin and the rules are tested without a browser.
 */
import {
  getApiActionsCreatePublicUrlUrl,
  getApiContentDocumentsUrl,
  getApiContentResourceGroupsUrl,
  getApiContentResourcesUrl,
} from '@pathcraft/sdk';
import { text } from './api-explorer.messages.ts';

export interface OpenApiParameter {
  name: string;
  in: string;
  description?: string;
  required?: boolean;
  schema?: { type?: string; minimum?: number; maximum?: number; default?: unknown };
}
export interface OpenApiOperation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
  security?: Record<string, string[]>[];
  [extension: `x-${string}`]: unknown;
}
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
}

export type ExplorerTab = 'content' | 'actions';

export interface ParamField {
  name: string;
  description: string;
  type: 'integer' | 'number' | 'string';
  min?: number;
  max?: number;
  defaultValue?: string;
  required: boolean;
}

export interface Endpoint {
  /** The last path segment: resources, resourceGroups, documents, create-public-url. */
  id: string;
  path: string;
  summary: string;
  fields: ParamField[];
  operation: OpenApiOperation;
}

/** The explorer's endpoints per tab (docs/rules.md#content-api-and-explorer): the content lists and the public-URL action. */
const here = { baseUrl: '' };
export const EXPLORER_PATHS: Record<ExplorerTab, readonly string[]> = {
  content: [getApiContentResourcesUrl(here), getApiContentResourceGroupsUrl(here), getApiContentDocumentsUrl(here)],
  actions: [getApiActionsCreatePublicUrlUrl(here)],
};

/** Parameters in the order an API developer reads them: paging first, then filters. */
const FIELD_ORDER = ['limit', 'page', 'order', 'id', 'ids', 'select'];

export function endpointsOf(doc: OpenApiDocument, tab: ExplorerTab): Endpoint[] {
  return EXPLORER_PATHS[tab].flatMap((path) => {
    const operation = doc.paths[path]?.get;
    if (!operation) return [];
    const params = (operation.parameters ?? []).filter((p) => p.in === 'query');
    const rank = (name: string) => (FIELD_ORDER.includes(name) ? FIELD_ORDER.indexOf(name) : FIELD_ORDER.length);
    const fields = params
      .map((p): ParamField => {
        const type = p.schema?.type === 'integer' || p.schema?.type === 'number' ? p.schema.type : 'string';
        return {
          name: p.name,
          description: p.description ?? '',
          type,
          min: p.schema?.minimum,
          max: p.schema?.maximum,
          defaultValue: p.schema?.default === undefined ? undefined : String(p.schema.default),
          required: !!p.required,
        };
      })
      .sort((a, b) => rank(a.name) - rank(b.name));
    return [{ id: path.split('/').pop()!, path, summary: operation.summary ?? path, fields, operation }];
  });
}

export type FieldValues = Record<string, string>;

/** Why the request can't run yet, field by field ('' key: the form as a whole), or null when it can. */
export function problemsOf(
  apiKey: string,
  endpoint: Endpoint | null,
  values: FieldValues,
): Record<string, string> | null {
  const problems: Record<string, string> = {};
  if (!apiKey.trim() || !endpoint) problems[''] = text.problems.needsKeyAndEndpoint;
  for (const field of endpoint?.fields ?? []) {
    const raw = values[field.name]?.trim() ?? '';
    if (!raw) continue;
    if (field.type === 'integer' || field.type === 'number') {
      const n = Number(raw);
      const whole = field.type === 'integer' ? Number.isInteger(n) : Number.isFinite(n);
      const low = field.min ?? -Infinity;
      const high = field.max ?? Infinity;
      if (!whole || n < low || n > high) {
        problems[field.name] =
          field.max !== undefined
            ? text.problems.notInRange(field.name, low, high)
            : text.problems.notAtLeast(field.name, low);
      }
    }
  }
  return Object.keys(problems).length ? problems : null;
}

/** The request URL with every filled field, in the fields' order. */
export function requestUrl(origin: string, endpoint: Endpoint, values: FieldValues): string {
  const query = new URLSearchParams();
  for (const field of endpoint.fields) {
    const value = values[field.name]?.trim();
    if (value) query.append(field.name, value);
  }
  const qs = query.toString();
  return `${origin}${endpoint.path}${qs ? `?${qs}` : ''}`;
}

/** Snippets never contain the key itself: screenshots and screen shares leak them. */
export const KEY_PLACEHOLDER = 'YOUR_API_KEY';

export function fetchSnippet(url: string): string {
  return [
    `const res = await fetch('${url}', {`,
    `  headers: { 'x-api-key': '${KEY_PLACEHOLDER}' },`,
    '});',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the snippet's own template literal, shown to the developer as text.
    'if (!res.ok) throw new Error(`HTTP error! status: ${res.status}`);',
    'const data = await res.json();',
  ].join('\n');
}

export function curlSnippet(url: string): string {
  return `curl -H 'x-api-key: ${KEY_PLACEHOLDER}' '${url.replace(/'/g, "'\\''")}'`;
}

/** The texts of a failed run (docs/rules.md#content-api-and-explorer). */
export function failureLines(status: number | null, message: string | null): string[] {
  return [
    ...(status === null ? [] : [text.failure.httpError(status)]),
    ...(message ? [text.failure.error(message)] : []),
  ];
}

/** A schema with its `$ref`s to components replaced by the components, for reading (cycles stop at the ref). */
export function resolveRefs(schema: unknown, doc: OpenApiDocument, seen: ReadonlySet<string> = new Set()): unknown {
  if (Array.isArray(schema)) return schema.map((s) => resolveRefs(s, doc, seen));
  if (!schema || typeof schema !== 'object') return schema;
  const ref = (schema as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
    const name = ref.slice('#/components/schemas/'.length);
    if (seen.has(name)) return { $ref: ref };
    return resolveRefs(doc.components?.schemas?.[name], doc, new Set([...seen, name]));
  }
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, resolveRefs(v, doc, seen)]));
}

/** The success answer's schema of an operation, refs resolved. */
export function responseSchemaOf(operation: OpenApiOperation, doc: OpenApiDocument): unknown {
  const ok = operation.responses?.['200'] ?? operation.responses?.['201'];
  return resolveRefs(ok?.content?.['application/json']?.schema ?? null, doc);
}
