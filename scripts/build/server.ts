import { dirname, join, relative } from 'node:path';
import { readFile, rm } from 'node:fs/promises';
import { build, type Plugin } from 'esbuild';
import type { BuildContext } from './shared.ts';

/**
 * The pure-JavaScript packages every start loads are bundled with our workspaces: one file to
 * read and no module resolution for them (about 60 ms of each start). Every other package stays an
 * import resolved from node_modules at run time: native ones, and those loaded on first use
 * (pdf-lib, document parsers, mail), which a bundle would make every start parse.
 */
const BUNDLED = /^(hono|@hono\/[^/]+|zod|drizzle-orm|jose|@asteasolutions\/zod-to-openapi|openapi3-ts|@pathcraft\/[^/]+)(\/|$)/;
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (BUNDLED.test(args.path) || args.path.startsWith('node:') ? null : { path: args.path, external: true }));
  },
};

/**
 * Our modules find their files (e-mail templates, migrations, bundled data) beside
 * themselves through import.meta.url; in the bundle each keeps its own source location,
 * as a path relative to the bundle, so the compiled server reads the same files.
 */
function sourceLocations(outDir: string): Plugin {
  return {
    name: 'source-locations',
    setup(b) {
      b.onLoad({ filter: /[\\/](server|sdk)[\\/]src[\\/].*\.ts$/ }, async (args) => {
        const code = await readFile(args.path, 'utf8');
        if (!code.includes('import.meta.url')) return null;
        const fromBundle = relative(outDir, args.path).split('\\').join('/');
        return { contents: code.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`), loader: 'ts', resolveDir: dirname(args.path) };
      });
    },
  };
}

/**
 * server/dist/main.js: the server compiled to one ES module (esbuild), so production runs
 * `node server/dist/main.js` without tsx: less memory and a faster start.
 */
export async function buildServer({ root }: BuildContext): Promise<void> {
  const outDir = join(root, 'server/dist');
  await rm(outDir, { recursive: true, force: true });
  await build({
    stdin: {
      contents: "import { runUntilSignal } from './main.ts';\nawait runUntilSignal();\n",
      resolveDir: join(root, 'server/src'),
      sourcefile: 'server/src/main.prod.ts',
      loader: 'ts',
    },
    outfile: join(outDir, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['pathcraft-source'],
    sourcemap: true,
    legalComments: 'none',
    // Bundled CommonJS code may call require(); ES modules have none of their own.
    banner: { js: `import { createRequire as __pathcraftCreateRequire } from 'node:module'; const require = __pathcraftCreateRequire(import.meta.url);` },
    plugins: [externalPackages, sourceLocations(outDir)],
    logLevel: 'warning',
  });
}
