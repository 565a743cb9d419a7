/** `npm run size`: gzip sizes of embed.js and every widget chunk against scripts/size-budgets.json; exits 1 when one is over. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ensureBuilt, ROOT } from './build/index.ts';
import { formatTable, sizeRow, type Budgets } from './size-report.ts';

const dist = join(ROOT, 'widgets/dist');
const budgets = JSON.parse(await readFile(join(ROOT, 'scripts/size-budgets.json'), 'utf8')) as Budgets;

await ensureBuilt({ log: (line) => console.error(line) });

const chunks = (await readdir(join(dist, 'chunks')))
  .filter((name) => name.endsWith('.js') || name.endsWith('.css'))
  .sort()
  .map((name) => `chunks/${name}`);
const rows = await Promise.all(['embed.js', ...chunks].map(async (file) => sizeRow(file, await readFile(join(dist, file)), budgets)));

console.log(formatTable(rows));
const over = rows.filter((row) => !row.ok);
if (over.length) {
  console.error(`\n${over.length} file(s) over budget: ${over.map((row) => row.file).join(', ')}`);
  process.exitCode = 1;
}
