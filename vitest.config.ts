import { defineConfig } from 'vitest/config';

// Three projects: pure/unit code (sdk rules, widgets in happy-dom), the server
// through its real app on temporary SQLite files, and browser tests that
// share one Chromium and one running platform.
const resolve = { conditions: ['pathcraft-source'] };

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: ['sdk/src/**/*.test.ts', 'widgets/src/**/*.test.{ts,tsx}', 'hosted/src/**/*.test.ts', 'scripts/**/*.unit.test.ts'],
          environment: 'node',
        },
        esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
        // Widgets are written against the React API and run on preact/compat.
        ...{ resolve: { ...resolve, alias: { react: 'preact/compat', 'react-dom': 'preact/compat', 'react/jsx-runtime': 'preact/jsx-runtime' } } },
      },
      {
        resolve,
        test: { name: 'server', include: ['server/src/**/*.test.ts'], environment: 'node', pool: 'forks', testTimeout: 20_000 },
      },
      {
        resolve,
        test: {
          name: 'browser',
          include: ['scripts/browser/**/*.test.ts'],
          globalSetup: ['scripts/browser/global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
