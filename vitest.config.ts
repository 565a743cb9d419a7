import { defineConfig } from 'vitest/config';

// Three projects: pure/unit code (sdk rules, widgets in happy-dom), the server
// through its real app on temporary SQLite files, and browser tests that
// share one Chromium and one running platform.
const resolve = { conditions: ['pathcraft-source'] };
// Tests in node run in Vite's SSR environment, which has its own conditions.
const ssr = { resolve: { conditions: ['pathcraft-source'], externalConditions: ['pathcraft-source'] } };

export default defineConfig({
  test: {
    projects: [
      {
        // Widgets are written against the React API and run on preact/compat.
        resolve: {
          ...resolve,
          alias: { react: 'preact/compat', 'react-dom': 'preact/compat', 'react/jsx-runtime': 'preact/jsx-runtime' },
        },
        ssr,
        test: {
          name: 'unit',
          include: [
            'sdk/src/**/*.test.ts',
            'widgets/src/**/*.test.{ts,tsx}',
            'hosted/src/**/*.test.{ts,tsx}',
            'scripts/**/*.unit.test.ts',
          ],
          environment: 'node',
        },
        esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
      },
      {
        resolve,
        ssr,
        // The global setup migrates and seeds one template that every test app copies
        // (server/src/test/template.ts). It builds it in a tsx child process: vite loads global setups
        // without the pathcraft-source condition, and a fresh clone has no sdk/dist to fall back on.
        // Hooks get the tests' time: some beforeAll load the bundled data sets (~4 s alone on PostgreSQL).
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts'],
          globalSetup: ['server/src/test/global-setup.ts'],
          environment: 'node',
          pool: 'forks',
          // Files share a worker's loaded modules: importing the app again for each of the ~130
          // files was over half the pass (SQLite 306 s → 140 s, PostgreSQL 521 s → 235 s). Each
          // file still gets its own database; module state is keyed by database or is a pure cache.
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 20_000,
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'browser',
          include: ['scripts/browser/**/*.test.ts'],
          globalSetup: ['scripts/browser/global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // One retry on CI only: a real regression still fails twice. Seen once, not reproduced in
          // four further runs: 'edits the General tab, fills the Private tab and sees the SSN masked'.
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
