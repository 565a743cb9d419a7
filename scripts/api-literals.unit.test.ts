import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './build/index.ts';

/**
 * Pages and widgets call the API through the client derived from the contract
 * (sdk/src/client/generated), so a renamed path breaks the typecheck: no hand-written
 * '/v1/…' path outside sdk/src/client. Tests may spell paths out.
 */
const SCANNED = ['widgets/src', 'hosted/src', 'sdk/src'];
const ALLOWED = 'sdk/src/client/';
// A '/v1/' at the start of a string or template literal; a comment mentioning a route is fine.
const LITERAL = /['"`]\/v1\//;

/** Each line of `source` that writes an API path as a literal, numbered from 1. */
function apiLiterals(source: string): number[] {
  return source
    .split('\n')
    .flatMap((line, i) => (LITERAL.test(line) && !/^\s*(\/\/|\*|\/\*)/.test(line) ? [i + 1] : []));
}

function sourcesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("no '/v1/' literal outside the API client", () => {
  it.each([
    ["client.request('GET', '/v1/jobProfiles/1')", [1]],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source text the literal checker reads, not a template.
    ['const base = `/v1/invites/${id}/user`;', [1]],
    ['fetch("/v1/openapi.json")', [1]],
    ['// GET /v1/jobProfiles answers the profile', []],
    [' * POST /v1/materials/{id}/draft: streamed', []],
    ['getJobProfilesById(client, { id })', []],
    ["const a = 1;\nconst b = '/v1/auth/me';", [2]],
  ])('finds the literals in %j', (source, lines) => {
    expect(apiLiterals(source)).toEqual(lines);
  });

  it('holds in widgets, hosted pages and the sdk', () => {
    const found = SCANNED.flatMap(sourcesUnder)
      .filter((path) => !path.startsWith(ALLOWED))
      .flatMap((path) =>
        apiLiterals(readFileSync(join(ROOT, path), 'utf8')).map(
          (line) => `${relative(ROOT, join(ROOT, path))}:${line}`,
        ),
      );
    expect(
      found,
      'call the API through the generated operations (sdk/src/client/generated, npm run api:client)',
    ).toEqual([]);
  });
});
