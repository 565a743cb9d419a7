import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { rollup } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';
import { onLog, resolveSources, type BuildContext, type Finishing } from './shared.ts';

const run = promisify(execFile);
const tscBin = createRequire(import.meta.url).resolve('typescript/bin/tsc');

/**
 * sdk/dist: ESM for package consumers (dependencies stay external) and
 * declarations from tsc, which takes longest and so finishes in the background.
 */
export async function buildSdk({ root, log }: BuildContext): Promise<Finishing> {
  const dist = join(root, 'sdk/dist');
  await rm(dist, { recursive: true, force: true });

  const declarations = run(process.execPath, [tscBin, '-p', join(root, 'sdk/tsconfig.build.json')], {
    cwd: root,
  }).catch((error: { stdout?: string; message: string }) => {
    throw new Error(`tsc -p sdk/tsconfig.build.json failed:\n${error.stdout || error.message}`);
  });

  const pkg = JSON.parse(await readFile(join(root, 'sdk/package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const external = Object.keys(pkg.dependencies ?? {});
  const bundle = await rollup({
    input: { index: join(root, 'sdk/src/index.ts'), embed: join(root, 'sdk/src/embed/index.ts') },
    external: (id) => external.some((dep) => id === dep || id.startsWith(`${dep}/`)),
    plugins: [resolveSources(), esbuild({ target: 'es2022', tsconfig: false })],
    onLog: onLog(log),
  });
  await bundle.write({
    dir: dist,
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name].js',
    sourcemap: true,
  });
  await bundle.close();
  return { done: declarations.then(() => undefined) };
}
