import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import { rollup } from 'rollup';
import esbuild, { minify } from 'rollup-plugin-esbuild';
import { onLog, resolveSources, type BuildContext } from './shared.ts';

/**
 * examples/public/react/dist: the example React app (examples/react) with real
 * React and @pathcraft/react, served by the platform at /examples/react/.
 * The elements themselves still come from embed.js at run time.
 */
export async function buildExamples({ root, log }: BuildContext): Promise<void> {
  const dist = join(root, 'examples/public/react/dist');
  await rm(dist, { recursive: true, force: true });

  const bundle = await rollup({
    input: { app: join(root, 'examples/react/main.tsx') },
    plugins: [
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      resolveSources(),
      commonjs(),
      esbuild({ target: 'es2020', tsconfig: false, jsx: 'automatic', jsxImportSource: 'react' }),
    ],
    onLog: onLog(log),
  });
  await bundle.write({
    dir: dist,
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name].js',
    plugins: [minify({ target: 'es2020' })],
  });
  await bundle.close();
}
