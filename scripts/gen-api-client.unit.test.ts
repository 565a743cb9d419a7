import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ApiDocument, buildApiDocument, GENERATED_DIR, generateApiClient } from './gen-api-client.ts';

/**
 * Object schemas written out more than once in the document (in named schemas, request bodies or
 * parameters), as `count× where`: each should be a named component that its places refer to.
 */
function repeatedObjectSchemas(doc: ApiDocument): string[] {
  const seen = new Map<string, string[]>();
  const visit = (value: unknown, where: string): void => {
    if (!value || typeof value !== 'object') return;
    const schema = value as Record<string, unknown>;
    if (schema.properties && typeof schema.properties === 'object') {
      const key = JSON.stringify({ ...schema, description: undefined });
      seen.set(key, [...(seen.get(key) ?? []), where]);
    }
    for (const [key, inner] of Object.entries(schema)) visit(inner, `${where}.${key}`);
  };
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) visit(schema, name);
  for (const item of Object.values(doc.paths))
    for (const op of Object.values(item)) {
      visit(op.requestBody, `${op.operationId} body`);
      visit(op.parameters, `${op.operationId} parameters`);
    }
  return [...seen.values()]
    .filter((places) => places.length > 1)
    .map((places) => `${places.length}× ${places.join(', ')}`);
}

describe('the generated API client', () => {
  it('matches the route declarations (run npm run api:client when this fails)', async () => {
    const files = await generateApiClient(await buildApiDocument());
    const committed = [
      'api-types.ts',
      'operations.ts',
      'answer-schemas.ts',
      ...readdirSync(join(GENERATED_DIR, 'operations')).map((name) => `operations/${name}`),
    ];
    expect(committed.sort(), 'run npm run api:client').toEqual(Object.keys(files).sort());
    const stale = Object.entries(files)
      .filter(([name, text]) => readFileSync(join(GENERATED_DIR, name), 'utf8') !== text)
      .map(([name]) => name);
    expect(stale, 'run npm run api:client').toEqual([]);
  }, 60_000);

  it('names each schema used more than once, so the client refers to one type', async () => {
    expect(repeatedObjectSchemas(await buildApiDocument())).toEqual([]);
  }, 60_000);

  // A named schema whose first use is nullable (`ZNamed.nullish()`) is written into the components as
  // nullable, and every other use then reads as nullable too: such a schema stays unnamed. PromptPreset
  // is only ever used nullable (a material's promptType), so its one reading is right.
  it('names no schema as nullable', async () => {
    const schemas = (await buildApiDocument()).components?.schemas ?? {};
    const nullable = Object.entries(schemas)
      .filter(([, schema]) => {
        const { type, anyOf, oneOf } = schema as {
          type?: unknown;
          anyOf?: { type?: unknown }[];
          oneOf?: { type?: unknown }[];
        };
        return (
          (Array.isArray(type) && type.includes('null')) ||
          [...(anyOf ?? []), ...(oneOf ?? [])].some((s) => s.type === 'null')
        );
      })
      .map(([name]) => name);
    expect(nullable).toEqual(['PromptPreset']);
  }, 60_000);
});
