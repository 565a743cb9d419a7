import { nodeResolve } from '@rollup/plugin-node-resolve';
import type { RollupLog } from 'rollup';

/** Work a build started that the next build need not wait for (tsc in its own process). */
export interface Finishing {
  done: Promise<void>;
}

export interface BuildContext {
  /** The repository root. */
  root: string;
  log: (line: string) => void;
}

/** Our packages resolve to their sources through the `pathcraft-source` export condition. */
export function resolveSources() {
  return nodeResolve({
    exportConditions: ['pathcraft-source', 'browser', 'module', 'import', 'default'],
    browser: true,
    extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'],
  });
}

/**
 * Warnings about our code are printed; third-party annotation, cycle and directive notices (zod has the
 * first two, libraries' "use client" the last) are not ours to fix.
 */
export function onLog(log: (line: string) => void) {
  return (level: string, entry: RollupLog) => {
    if (level !== 'warn') return;
    const thirdParty = (entry.ids ?? [entry.id ?? '']).every((id) => id.includes('node_modules'));
    const notOurs = ['INVALID_ANNOTATION', 'CIRCULAR_DEPENDENCY', 'MODULE_LEVEL_DIRECTIVE'];
    if (notOurs.includes(entry.code ?? '') && thirdParty) return;
    log(`  warning: ${entry.message}`);
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
