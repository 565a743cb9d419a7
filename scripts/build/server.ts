import { spawn } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { importFromOwnModules, sdkNameModules } from './sdk-direct-imports.ts';
import type { BuildContext } from './shared.ts';
import { freePort } from '../../server/src/test/free-port.ts';

/**
 * The pure-JavaScript packages every start loads are bundled with our workspaces: one file to
 * read and no module resolution for them (about 60 ms of each start). Every other package stays an
 * import resolved from node_modules at run time: native ones, and those loaded on first use
 * (pdf-lib, document parsers, mail), which a bundle would make every start parse.
 */
const BUNDLED =
  /^(hono|@hono\/[^/]+|zod|drizzle-orm|jose|@asteasolutions\/zod-to-openapi|openapi3-ts|@pathcraft\/[^/]+)(\/|$)/;
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      BUNDLED.test(args.path) || args.path.startsWith('node:') ? null : { path: args.path, external: true },
    );
  },
};

/**
 * Our modules find their files (e-mail templates, migrations, bundled data) beside
 * themselves through import.meta.url; in the bundle each keeps its own source location,
 * as a path relative to the bundle, so the compiled server reads the same files.
 */
function sourceLocations(outDir: string, sdkModules: Map<string, string>): Plugin {
  return {
    name: 'source-locations',
    setup(b) {
      b.onLoad({ filter: /[\\/](server|sdk)[\\/]src[\\/].*\.ts$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        const code = source.includes('@pathcraft/sdk') ? importFromOwnModules(source, sdkModules) : source;
        if (code === source && !code.includes('import.meta.url')) return null;
        const fromBundle = relative(outDir, args.path).split('\\').join('/');
        return {
          contents: code.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, __bundleUrl).href`),
          loader: 'ts',
          resolveDir: dirname(args.path),
        };
      });
    },
  };
}

/**
 * server/dist/main.js: the server compiled to one CommonJS bundle (esbuild, `server.cjs`) and a
 * small loader that runs it from V8's code cache, so production runs `node server/dist/main.js`
 * without tsx: less memory and a faster start. CommonJS because V8's code cache is reachable
 * only through vm.Script; ES modules have no such cache on Node.js 20.
 */
export async function buildServer({ root }: BuildContext): Promise<void> {
  const outDir = join(root, 'server/dist');
  await rm(outDir, { recursive: true, force: true });
  await build({
    stdin: {
      contents: "import { runUntilSignal } from './main.ts';\nvoid runUntilSignal();\n",
      resolveDir: join(root, 'server/src'),
      sourcefile: 'server/src/main.prod.ts',
      loader: 'ts',
    },
    outfile: join(outDir, 'server.cjs'),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    conditions: ['pathcraft-source'],
    sourcemap: true,
    legalComments: 'none',
    // Our sources are ES modules: strict, and they find their files through import.meta.url.
    banner: { js: `"use strict"; const __bundleUrl = require('node:url').pathToFileURL(__filename).href;` },
    define: { 'import.meta.url': '__bundleUrl' },
    plugins: [externalPackages, sourceLocations(outDir, sdkNameModules(root))],
    logLevel: 'warning',
  });
  await loadPackagesThroughLoader(join(outDir, 'server.cjs'));
  await copyFile(join(root, 'scripts/build/server-loader.js'), join(outDir, 'main.js'));
  await writeCodeCache(root);
}

/**
 * The packages loaded on first use (`import('pdf-lib')`) are imported through the loader's
 * `__import`: Node.js refuses import() in a script compiled from a code cache made by another
 * process (ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING), while an ES module's import() always works.
 */
async function loadPackagesThroughLoader(file: string): Promise<void> {
  const code = await readFile(file, 'utf8');
  await writeFile(file, code.replace(/(?<![\w$.])import\("([@a-z][\w@/.-]*)"\)/g, '__import("$1")'));
}

/**
 * Starts the compiled server on a throw-away data folder twice: once to make its database (the
 * migrations and the demo, run once in a data folder's life), then warm, asking what every start
 * and a first visit ask. The loader writes V8's code cache of what that warm start compiled: the
 * functions a start runs, not the seeding's, so each start deserializes a smaller cache.
 */
async function writeCodeCache(root: string): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'pathcraft-code-cache-'));
  try {
    await runOnce(root, dataDir, {}, ['/healthz']);
    await runOnce(root, dataDir, { PATHCRAFT_CODE_CACHE: 'write' }, ['/healthz']);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** One start of the compiled server on `dataDir`: waits for its first answer, asks `paths`, stops it. */
async function runOnce(root: string, dataDir: string, env: Record<string, string>, paths: string[]): Promise<void> {
  const port = await freePort();
  const server = spawn(process.execPath, [join(root, 'server/dist/main.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      PATHCRAFT_DATA_DIR: dataDir,
      PATHCRAFT_DEMO: '1',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
  try {
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      if (
        await fetch(`${base}/healthz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (server.exitCode !== null || i === 600)
        throw new Error('the compiled server did not start for its code cache');
      await new Promise((r) => setTimeout(r, 50));
    }
    for (const path of paths) await fetch(`${base}${path}`).then((r) => r.arrayBuffer());
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
}
