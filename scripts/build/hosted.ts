import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import { rollup, type OutputChunk } from 'rollup';
import esbuild, { minify } from 'rollup-plugin-esbuild';
import { compilePattern } from '../../hosted/src/match-path.ts';
import { cssString } from './css-plugin.ts';
import { precompress } from './precompress.ts';
import { onLog, resolveSources, type BuildContext } from './shared.ts';

const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/** What the server needs to write the HTML shell; paths are relative to hosted/dist. */
export interface HostedManifest {
  entry: string;
  css: string[];
  /** Chunks the entry imports statically, for `<link rel="modulepreload">`. */
  preload: string[];
  /**
   * Per route (routes.tsx order, first match wins): its path as a case-insensitive regex
   * (match-path.ts) and its page's chunk with every chunk that imports statically, less the
   * entry's. The server preloads them in the HTML shell, so the page arrives with the entry.
   */
  routes: { pattern: string; files: string[] }[];
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
    // Small chunks without side effects are merged into the chunks that import them: a page then
    // asks for about 6–18 files instead of 12–27. Over HTTP/1.1 a browser opens 6 connections to a
    // host, so each further 6 files cost one more round trip (150 ms on a slow phone). Not above 2 KB:
    // at 8 KB rollup merged the material sheet's reader into the draft generator's chunk, so a reader
    // downloaded the editing code (scripts/browser/material-sheet.test.ts).
    experimentalMinChunkSize: 2048,
    plugins: [minify({ target: 'es2020' })],
  });
  await bundle.close();

  const entry = output.find((file): file is OutputChunk => file.type === 'chunk' && file.isEntry);
  if (!entry) throw new Error('hosted build produced no entry chunk');
  const manifest: HostedManifest = {
    entry: entry.fileName,
    css: output.filter((file) => file.type === 'asset' && file.fileName.endsWith('.css')).map((file) => file.fileName),
    preload: entry.imports,
    routes: await routeChunks(
      root,
      output.filter((file): file is OutputChunk => file.type === 'chunk'),
      entry,
    ),
  };
  await writeFile(join(dist, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await precompress(dist);
}

/**
 * Routes whose page often sends the visitor on to another route at once: its chunks are preloaded
 * too. A page behind a page link with an access code sends a first-time visitor to the link's
 * code screen (docs/rules.md#invitations-and-access-codes), which would otherwise start loading only after the page's data said so.
 */
const LEADS_TO: Record<string, string[]> = { '/o/:orgSlug/page/:pageId': ['/link/:pageLinkId?'] };

/** Each route of hosted/src/routes.tsx with the chunks its page needs (see HostedManifest.routes). */
async function routeChunks(root: string, chunks: OutputChunk[], entry: OutputChunk): Promise<HostedManifest['routes']> {
  const source = await readFile(join(root, 'hosted/src/routes.tsx'), 'utf8');
  // A page's chunk is the one that holds its module: rollup names a chunk after one module (its facade)
  // and merges into it, or into a shared chunk, pages that other modules import statically too.
  const byModule = new Map(chunks.flatMap((c) => c.moduleIds.map((id) => [id, c] as const)));
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const loaded = new Set([entry.fileName, ...entry.imports]);
  const withImports = (fileName: string, seen: Set<string>) => {
    if (seen.has(fileName) || loaded.has(fileName)) return;
    seen.add(fileName);
    for (const dep of byName.get(fileName)?.imports ?? []) withImports(dep, seen);
  };
  const routes: HostedManifest['routes'] = [];
  const found: { path: string; files: Set<string> }[] = [];
  for (const [, path, module] of source.matchAll(
    /path:\s*'([^']+)',\s*component:\s*page\(\(\)\s*=>\s*import\('([^']+)'\)\)/g,
  )) {
    const chunk = byModule.get(resolve(root, 'hosted/src', module!));
    if (!chunk) throw new Error(`hosted build: no chunk holds ${module} (route ${path})`);
    const files = new Set<string>();
    withImports(chunk.fileName, files);
    found.push({ path: path!, files });
  }
  for (const { path, files } of found) {
    for (const to of LEADS_TO[path] ?? []) {
      const next = found.find((r) => r.path === to);
      if (!next) throw new Error(`hosted build: ${path} leads to ${to}, which is not a route`);
      for (const file of next.files) files.add(file);
    }
    routes.push({ pattern: compilePattern(path).regex.source, files: [...files] });
  }
  // Every route gets its preloads: a route written in another form would silently get none.
  const declared = source.match(/\bpath:\s*'/g)?.length ?? 0;
  if (declared !== routes.length)
    throw new Error(
      `hosted build: ${declared} routes in routes.tsx, ${routes.length} with preloads (write each as { path: '…', component: page(() => import('…')) })`,
    );
  return routes;
}
