import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import alias from '@rollup/plugin-alias';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { rollup, type OutputChunk } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';
import { features } from '../../widgets/src/features.ts';
import { cssString } from './css-plugin.ts';
import { onLog, resolveSources, type BuildContext } from './shared.ts';

const PREACT = /[\\/]node_modules[\\/]preact[\\/]/;

/** The feature map in widgets/src/features.ts, as chunk name -> absolute entry path. */
function featureEntries(root: string): Map<string, { tag: string; entry: string }> {
  const src = join(root, 'widgets/src');
  return new Map(Object.entries(features).map(([tag, path]) => [tag.replace(/^pathcraft-/, ''), { tag, entry: resolve(src, path) }]));
}

/**
 * widgets/dist: one ES-module chunk per feature element plus the shared preact
 * runtime in chunks/ (stable names, no hashes: the server uses ETags), then
 * embed.js, the loader, which knows the chunk of every element tag.
 */
export async function buildWidgets({ root, log }: BuildContext): Promise<void> {
  const dist = join(root, 'widgets/dist');
  await rm(dist, { recursive: true, force: true });
  const entries = featureEntries(root);

  const bundle = await rollup({
    input: Object.fromEntries([...entries].map(([name, { entry }]) => [name, entry])),
    plugins: [
      alias({
        entries: [
          { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
          { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
          { find: /^react-dom$/, replacement: 'preact/compat' },
          { find: /^react$/, replacement: 'preact/compat' },
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
    entryFileNames: 'chunks/[name].js',
    chunkFileNames: 'chunks/[name].js',
    manualChunks: (id) => (PREACT.test(id) ? 'runtime' : undefined),
    plugins: [terser({ ecma: 2020, module: true, compress: { passes: 2 } })],
  });
  await bundle.close();

  const chunks: Record<string, string> = {};
  for (const file of output) {
    const feature = file.type === 'chunk' && file.isEntry ? entries.get(file.name) : undefined;
    if (feature) chunks[feature.tag] = (file as OutputChunk).fileName;
  }
  await buildLoader(root, dist, chunks, log);
}

/** embed.js: an IIFE with no framework, the element -> chunk map replaced in. */
async function buildLoader(root: string, dist: string, chunks: Record<string, string>, log: (line: string) => void) {
  const bundle = await rollup({
    input: join(root, 'sdk/src/embed/loader.ts'),
    plugins: [
      replace({ preventAssignment: true, values: { __PATHCRAFT_CHUNKS__: JSON.stringify(chunks) } }),
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
