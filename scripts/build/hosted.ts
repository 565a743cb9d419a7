import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import { rollup, type OutputChunk } from 'rollup';
import esbuild, { minify } from 'rollup-plugin-esbuild';
import { cssString } from './css-plugin.ts';
import { onLog, resolveSources, type BuildContext } from './shared.ts';

const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/** What the server needs to write the HTML shell; paths are relative to hosted/dist. */
export interface HostedManifest {
  entry: string;
  css: string[];
  /** Chunks the entry imports statically, for `<link rel="modulepreload">`. */
  preload: string[];
}

/**
 * hosted/dist: real React (not preact), one entry split by route through
 * dynamic import(), hashed file names under assets/, and manifest.json.
 */
export async function buildHosted({ root, log }: BuildContext): Promise<void> {
  const dist = join(root, 'hosted/dist');
  await rm(dist, { recursive: true, force: true });

  const bundle = await rollup({
    input: { main: join(root, 'hosted/src/main.tsx') },
    plugins: [
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      resolveSources(),
      commonjs(),
      cssString(),
      esbuild({ target: 'es2020', tsconfig: false, jsx: 'automatic', jsxImportSource: 'react' }),
    ],
    onLog: onLog(log),
  });
  const { output } = await bundle.write({
    dir: dist,
    format: 'es',
    entryFileNames: 'assets/[name]-[hash].js',
    chunkFileNames: 'assets/[name]-[hash].js',
    assetFileNames: 'assets/[name]-[hash][extname]',
    manualChunks: (id) => (REACT.test(id) ? 'react' : undefined),
    plugins: [minify({ target: 'es2020' })],
  });
  await bundle.close();

  const entry = output.find((file): file is OutputChunk => file.type === 'chunk' && file.isEntry);
  if (!entry) throw new Error('hosted build produced no entry chunk');
  const manifest: HostedManifest = {
    entry: entry.fileName,
    css: output.filter((file) => file.type === 'asset' && file.fileName.endsWith('.css')).map((file) => file.fileName),
    preload: entry.imports,
  };
  await writeFile(join(dist, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}
