import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApiDocument, GENERATED_DIR, generateApiClient } from './gen-api-client.ts';

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
});
