/** `npm run size`: gzip sizes of embed.js and every widget chunk against scripts/size-budgets.json; exits 1 when one is over. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ensureBuilt, ROOT } from './build/index.ts';
import { formatTable, groupRow, sizeRow, type Budgets } from './size-report.ts';

const dist = join(ROOT, 'widgets/dist');
const budgets = JSON.parse(await readFile(join(ROOT, 'scripts/size-budgets.json'), 'utf8')) as Budgets;

await ensureBuilt({ log: (line) => console.error(line) });

const chunks = (await readdir(join(dist, 'chunks')))
  .filter((name) => name.endsWith('.js') || name.endsWith('.css'))
  .sort()
  .map((name) => `chunks/${name}`);
const rows = await Promise.all(['embed.js', ...chunks].map(async (file) => sizeRow(file, await readFile(join(dist, file)), budgets)));
const code = new Map(await Promise.all(chunks.map(async (file) => [file, await readFile(join(dist, file), 'utf8')] as const)));
const groups = Object.entries(budgets.groups ?? {}).map(([name, group]) => groupRow(name, group, rows, (file) => code.get(file) ?? ''));

console.log(formatTable(rows));
if (groups.length) console.log(`\nloaded together (sum of gzip sizes)\n${formatTable(groups)}`);
rows.push(...groups);
const over = rows.filter((row) => !row.ok);
if (over.length) {
  console.error(`\n${over.length} file(s) over budget: ${over.map((row) => row.file).join(', ')}`);
  process.exitCode = 1;
}
