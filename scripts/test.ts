/**
 * `npm test`: installs what the tests need (or says how, in one line), then typecheck, lint and format, unit
 * tests, the API tests on SQLite, and on PostgreSQL beside the browser tests; the time of each part
 * at the end. Stops at the first failing check before the long runs, so a type error costs seconds.
 */
import { ensureTestPrerequisites, type PartResult, report, runPart, serverParts } from './test-parts.ts';

ensureTestPrerequisites();
const bin = (name: string) => `node_modules/.bin/${name}`;
const results: PartResult[] = [];
for (const [label, command, args] of [
  ['typecheck', bin('tsc'), ['-b']],
  // Lint and the formatter's check in one pass; `npm run format` fixes what the check reports.
  ['lint and format', bin('biome'), ['check', '--error-on-warnings', '.']],
  ['unit tests', process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'unit']],
] as const) {
  const result = await runPart(label, command, [...args]);
  results.push(result);
  if (result.code !== 0) report(results);
}
results.push(...(await serverParts(true, [])));
report(results);
