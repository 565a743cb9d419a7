import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import alias from '@rollup/plugin-alias';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { rollup, type OutputChunk } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';
import { features } from '../../widgets/src/features.ts';
import { cssString } from './css-plugin.ts';
import { precompress } from './precompress.ts';
import { onLog, resolveSources, type BuildContext } from './shared.ts';

const PREACT = /[\\/]node_modules[\\/]preact[\\/]/;

/** The feature map in widgets/src/features.ts, as chunk name -> absolute entry path. */
function featureEntries(root: string): Map<string, { tag: string; entry: string }> {
  const src = join(root, 'widgets/src');
  return new Map(
    Object.entries(features).map(([tag, path]) => [tag.replace(/^pathcraft-/, ''), { tag, entry: resolve(src, path) }]),
  );
}

/** widgets/dist/manifest.json: each element tag's chunk and every chunk it imports statically, for the loader and npm run size. */
export interface WidgetsManifest {
  elements: Record<string, string[]>;
  /** Every chunk of this build (relative to dist). */
  files: string[];
}

/**
 * widgets/dist: one ES-module chunk per feature element plus the shared preact
 * runtime in chunks/, with content-hashed names (served immutable), then
 * embed.js, the loader, which knows the chunks of every element tag and fetches
 * them all at once. The previous build's chunks stay, so an embed.js still cached
 * in a browser finds the chunks it names; older ones go.
 */
export async function buildWidgets({ root, log }: BuildContext): Promise<void> {
  const dist = join(root, 'widgets/dist');
  const previous = await readPreviousFiles(dist);
  const entries = featureEntries(root);
  const reactOnPreact = join(root, 'widgets/src/lib/react-on-preact.ts');

  const bundle = await rollup({
    input: Object.fromEntries([...entries].map(([name, { entry }]) => [name, entry])),
    plugins: [
      alias({
        entries: [
          { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
          { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
          { find: /^react-dom$/, replacement: 'preact/compat' },
          // Our code's React API on plain Preact (lib/react-on-preact.ts): no preact/compat in any widget.
          { find: /^react$/, replacement: reactOnPreact },
        ],
      }),
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      resolveSources(),
      cssString(),
      esbuild({ target: 'es2022', tsconfig: false, jsx: 'automatic', jsxImportSource: 'preact' }),
    ],
    onLog: onLog(log),
  });
  const { output } = await bundle.write({
    dir: dist,
    format: 'es',
    // Every chunk's name is written in embed.js: 6 hash characters (36 bits) tell versions apart in fewer bytes than 8.
    entryFileNames: 'chunks/[name]-[hash:6].js',
    chunkFileNames: 'chunks/[name]-[hash:6].js',
    manualChunks: (id) => (PREACT.test(id) || id === reactOnPreact ? 'runtime' : undefined),
    plugins: [terser({ ecma: 2020, module: true, compress: { passes: 2 } })],
  });
  await bundle.close();

  const byName = new Map(
    output.filter((file): file is OutputChunk => file.type === 'chunk').map((chunk) => [chunk.fileName, chunk]),
  );
  /** A chunk and, transitively, every chunk it imports statically: what must arrive before it runs. */
  const withImports = (fileName: string, seen = new Set<string>()): string[] => {
    if (seen.has(fileName)) return [];
    seen.add(fileName);
    for (const dep of byName.get(fileName)?.imports ?? []) withImports(dep, seen);
    return [...seen];
  };
  const elements: Record<string, string[]> = {};
  for (const chunk of byName.values()) {
    const feature = chunk.isEntry ? entries.get(chunk.name) : undefined;
    if (feature) elements[feature.tag] = withImports(chunk.fileName);
  }
  const manifest: WidgetsManifest = { elements, files: [...byName.keys()] };
  await pruneChunks(dist, new Set([...manifest.files, ...previous]));
  await buildLoader(root, dist, elements, log);
  await writeFile(join(dist, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await precompress(dist);
}

/** The chunks the last build made (none on a first build, or after a change of layout). */
async function readPreviousFiles(dist: string): Promise<string[]> {
  try {
    const manifest = JSON.parse(await readFile(join(dist, 'manifest.json'), 'utf8')) as Partial<WidgetsManifest>;
    return Array.isArray(manifest.files) ? manifest.files : [];
  } catch {
    await rm(dist, { recursive: true, force: true });
    return [];
  }
}

/** Deletes chunks (and their .br/.gz) of builds before the previous one. */
async function pruneChunks(dist: string, keep: Set<string>) {
  const names = await readdir(join(dist, 'chunks')).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => !keep.has(`chunks/${name.replace(/\.(br|gz)$/, '')}`))
      .map((name) => rm(join(dist, 'chunks', name), { force: true })),
  );
}

/** embed.js: an IIFE with no framework, the element -> chunks map replaced in (file names once, then indexes). */
async function buildLoader(
  root: string,
  dist: string,
  elements: Record<string, string[]>,
  log: (line: string) => void,
) {
  const files = [...new Set(Object.values(elements).flat())];
  const chunks = Object.fromEntries(
    Object.entries(elements).map(([tag, list]) => [tag, list.map((file) => files.indexOf(file))]),
  );
  const bundle = await rollup({
    input: join(root, 'sdk/src/embed/loader.ts'),
    plugins: [
      replace({
        preventAssignment: true,
        values: {
          __PATHCRAFT_FILES__: JSON.stringify(files.map((file) => file.replace(/^chunks\//, ''))),
          __PATHCRAFT_CHUNKS__: JSON.stringify(chunks),
        },
      }),
      resolveSources(),
      esbuild({ target: 'es2022', tsconfig: false }),
    ],
    onLog: onLog(log),
  });
  await bundle.write({
    file: join(dist, 'embed.js'),
    format: 'iife',
    plugins: [terser({ ecma: 2020, toplevel: true, compress: { passes: 3 } })],
  });
  await bundle.close();
}
