import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildContext, Finishing } from './shared.ts';
import { hashInputs, readStamp, writeStamp } from './stale.ts';

export type { HostedManifest } from './hosted.ts';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

// biome-ignore lint/suspicious/noConfusingVoidType: most builds finish with nothing; void lets them end without `return undefined`.
type Build = (ctx: BuildContext) => Promise<Finishing | void>;

interface Target {
  name: string;
  dist: string;
  /** Files and folders (relative to the root) whose change makes the build stale. */
  inputs: string[];
  /** Imported only when the target is stale, so a no-op check stays fast. */
  load: () => Promise<Build>;
}

const common = ['package-lock.json', 'scripts/build'];

/**
 * In dependency order: sdk <- widgets <- hosted; the server (compiled for production) and the examples' React app use sdk.
 * The reference database comes before the server, whose build starts it once (from that database) to write its code cache.
 */
export const TARGETS: readonly Target[] = [
  {
    name: 'sdk',
    dist: 'sdk/dist',
    inputs: ['sdk/src', 'sdk/package.json', 'sdk/tsconfig.build.json', 'tsconfig.json', ...common],
    load: async () => (await import('./sdk.ts')).buildSdk,
  },
  {
    name: 'widgets',
    dist: 'widgets/dist',
    inputs: ['widgets/src', 'widgets/package.json', 'sdk/src', ...common],
    load: async () => (await import('./widgets.ts')).buildWidgets,
  },
  {
    name: 'hosted',
    dist: 'hosted/dist',
    inputs: ['hosted/src', 'hosted/package.json', 'widgets/src', 'sdk/src', ...common],
    load: async () => (await import('./hosted.ts')).buildHosted,
  },
  {
    name: 'reference database',
    dist: 'server/data-cache',
    inputs: [
      'server/drizzle',
      'server/data/occupations',
      'server/src/db',
      'server/src/features/occupations/load-occupation-data.ts',
      ...common,
    ],
    load: async () => (await import('./reference-db.ts')).buildReference,
  },
  {
    name: 'server',
    dist: 'server/dist',
    inputs: ['server/src', 'server/package.json', 'sdk/src', 'sdk/package.json', ...common],
    load: async () => (await import('./server.ts')).buildServer,
  },
  {
    name: 'examples',
    dist: 'examples/public/react/dist',
    inputs: ['examples/react', 'react/src', 'react/package.json', 'sdk/src', ...common],
    load: async () => (await import('./examples.ts')).buildExamples,
  },
];

export interface EnsureBuiltOptions {
  /** Rebuild even when the stamp says the inputs did not change. */
  force?: boolean;
  log?: (line: string) => void;
}

/**
 * Builds every bundle whose inputs changed since its last build (a hash of
 * paths, sizes and mtimes kept in `<dist>/.build-stamp`), one after another;
 * only work a build hands back as Finishing (tsc) overlaps the next build.
 * A stamp is written when its build has completely finished.
 */
export async function ensureBuilt({
  force = false,
  log = console.log,
}: EnsureBuiltOptions = {}): Promise<{ built: string[] }> {
  const built: string[] = [];
  const finishing: Promise<unknown>[] = [];
  let failure: unknown;
  try {
    for (const target of TARGETS) {
      const dist = join(ROOT, target.dist);
      // Hashed before building, so an edit made during the build makes the next run rebuild.
      const hash = await hashInputs(ROOT, target.inputs);
      if (!force && (await readStamp(dist)) === hash) continue;
      const started = performance.now();
      const build = await target.load();
      const result = await build({ root: ROOT, log });
      const done = (async () => {
        await result?.done;
        await writeStamp(dist, hash);
        log(`built ${target.name} in ${Math.round(performance.now() - started)} ms`);
      })();
      // Settled here so a failure is reported once, after the other builds.
      finishing.push(done.catch((error: unknown) => (failure ??= error)));
      built.push(target.name);
    }
  } finally {
    await Promise.all(finishing);
  }
  if (failure) throw failure;
  return { built };
}
