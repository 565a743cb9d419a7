/** `npm run size`: gzip (and brotli) sizes of embed.js and every widget chunk against scripts/size-budgets.json; exits 1 when one is over. */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { ensureBuilt, ROOT } from './build/index.ts';
import type { HostedManifest } from './build/hosted.ts';
import type { WidgetsManifest } from './build/widgets.ts';
import { formatTable, groupRow, hostedPreloadsOf, logicalName, sizeRow, type Budgets } from './size-report.ts';

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
  const files = hostedPreloadsOf(hosted, path) ?? [];
  const withZod = (
    await Promise.all(
      files.map(async (file) =>
        (await readFile(join(ROOT, 'hosted/dist', file), 'utf8')).includes('_zod') ? file : null,
      ),
    )
  ).filter(Boolean);
  const ok = files.length > 0 && withZod.length === 0;
  console.log(`
hosted ${path}: ${files.length ? `${files.length} files preloaded` : 'NO PRELOADS'}${withZod.length ? `, zod in ${withZod.join(', ')}` : ', no schema library'}`);
  if (!ok) rows.push({ file: `hosted ${path}`, ok } as (typeof rows)[number]);
}

/** A file's size as the server sends it to a browser: its .br when the build wrote one (tiny files are sent as they are). */
const sentSize = (file: string) =>
  stat(`${file}.br`).then(
    (s) => s.size,
    () => stat(file).then((s) => s.size),
  );

// What a hosted page downloads before its first paint, as the server sends it (the build's .br files).
const firstPaint = Object.entries(budgets.hostedFirstPaint ?? {});
if (firstPaint.length) console.log('\nhosted first paint (brotli bytes of the code the shell preloads)');
for (const [path, budget] of firstPaint) {
  const files = hostedPreloadsOf(hosted, path);
  const br = files
    ? (await Promise.all(files.map((file) => sentSize(join(ROOT, 'hosted/dist', file))))).reduce((a, b) => a + b, 0)
    : 0;
  const ok = files !== null && br <= budget;
  console.log(
    `  ${String(br).padStart(7)} B  ${String(files?.length ?? 0).padStart(2)} files  budget ${budget}  ${ok ? 'ok' : files ? 'OVER BUDGET' : 'NO PRELOADS'}  ${path}`,
  );
  if (!ok) rows.push({ file: `hosted first paint ${path}`, ok } as (typeof rows)[number]);
}

const over = rows.filter((row) => !row.ok);
if (over.length) {
  console.error(`\n${over.length} file(s) over budget: ${over.map((row) => row.file).join(', ')}`);
  process.exitCode = 1;
}
