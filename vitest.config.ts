import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { linguiMacros } from './build/lingui-macros';

// Two projects: `unit` (pure domain and app code, fast) and `api` (server through app.inject() on a
// migrated database; PGlite always, PostgreSQL too when TEST_DATABASE_URL is set).
export default defineConfig({
  test: {
    projects: [
      {
        // Lingui's macros compiled as in the app's build (vite.config.ts), so screens and the messages they
        // define can be tested as they ship. Component tests (`*.test.tsx`) ask for happy-dom
        // with a `// @vitest-environment happy-dom` line at their top.
        plugins: [react(), linguiMacros()],
        test: {
          name: 'unit',
          include: [
            'domain/**/*.test.ts',
            'src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'build/**/*.test.ts',
          ],
          environment: 'node',
          setupFiles: ['tests/helpers/fail-on-console-error.ts', 'tests/helpers/dom-matchers.ts'],
          // Most of this project's time is importing and transforming, which two files at a time share
          // across both cores: 30 s against 44–48 s with vitest's default of one worker on two cores (an
          // idle machine, 2026-11-26; on one loaded by other runs, two were slower).
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'api',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          setupFiles: ['tests/helpers/fail-on-console-error.ts'],
          globalSetup: ['tests/helpers/pglite-template.ts'],
          // PGlite is single-connection and CPU bound; two files at a time suit two cores.
          maxWorkers: 2,
          // The files of a worker share one module registry instead of importing the server afresh for
          // each: 156 s against 242 s on PGlite (2026-11-27, an idle machine). Every file builds its own app
          // on its own database (tests/helpers/test-app.ts); the one that watches a module through vi.mock
          // imports the app itself after vi.resetModules().
          isolate: false,
        },
      },
      {
        // Real server processes on free ports of 127.0.0.1 (two copies behind a proxy, with PostgreSQL, Redis
        // and an S3 server): `npm test` runs it as a step of its own.
        test: {
          name: 'servers',
          include: ['tests/two-servers/**/*.test.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 150_000,
          setupFiles: ['tests/helpers/fail-on-console-error.ts'],
          maxWorkers: 1,
        },
      },
    ],
  },
});
