/** `npm run size`: gzip (and brotli) sizes of embed.js and every widget chunk against scripts/size-budgets.json; exits 1 when one is over. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ensureBuilt, ROOT } from './build/index.ts';
import type { HostedManifest } from './build/hosted.ts';
import type { WidgetsManifest } from './build/widgets.ts';
import { formatTable, groupRow, logicalName, sizeRow, type Budgets } from './size-report.ts';

const dist = join(ROOT, 'widgets/dist');
const budgets = JSON.parse(await readFile(join(ROOT, 'scripts/size-budgets.json'), 'utf8')) as Budgets;

await ensureBuilt({ log: (line) => console.error(line) });

// This build's chunks (the folder also keeps the previous build's), reported by their names without the hash.
const manifest = JSON.parse(await readFile(join(dist, 'manifest.json'), 'utf8')) as WidgetsManifest;
const chunks = [...manifest.files].sort((a, b) => logicalName(a).localeCompare(logicalName(b)));
const rows = await Promise.all(
  ['embed.js', ...chunks].map(async (file) => sizeRow(logicalName(file), await readFile(join(dist, file)), budgets)),
);
const code = new Map(
  await Promise.all(chunks.map(async (file) => [logicalName(file), await readFile(join(dist, file), 'utf8')] as const)),
);
const groups = Object.entries(budgets.groups ?? {}).map(([name, group]) =>
  groupRow(name, group, rows, (file) => code.get(file) ?? ''),
);

console.log(formatTable(rows));
if (groups.length) console.log(`\nloaded together (sum of gzip sizes)\n${formatTable(groups)}`);
if (groups.length)
  console.log(
    `\non the wire (brotli, as the server sends them to browsers)\n${groups.map((g) => `  ${String(g.br).padStart(6)} B  ${g.file.split(':')[0]}`).join('\n')}`,
  );
rows.push(...groups);

// Hosted pages that must ship no schema library (zod): the first page a person sees stays light (issue 29).
const hosted = JSON.parse(await readFile(join(ROOT, 'hosted/dist/manifest.json'), 'utf8')) as HostedManifest;
for (const path of budgets.hostedWithoutValidator ?? []) {
  const route = hosted.routes.find((r) => new RegExp(r.pattern, 'i').test(path));
  const files = [hosted.entry, ...hosted.preload, ...(route?.files ?? [])];
  const withZod = (
    await Promise.all(
      files.map(async (file) =>
        (await readFile(join(ROOT, 'hosted/dist', file), 'utf8')).includes('_zod') ? file : null,
      ),
    )
  ).filter(Boolean);
  const ok = Boolean(route) && withZod.length === 0;
  console.log(`
hosted ${path}: ${route ? `${files.length} files preloaded` : 'NO PRELOADS'}${withZod.length ? `, zod in ${withZod.join(', ')}` : ', no schema library'}`);
  if (!ok) rows.push({ file: `hosted ${path}`, ok } as (typeof rows)[number]);
}

const over = rows.filter((row) => !row.ok);
if (over.length) {
  console.error(`\n${over.length} file(s) over budget: ${over.map((row) => row.file).join(', ')}`);
  process.exitCode = 1;
}
