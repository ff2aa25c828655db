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
          include: ['domain/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/helpers/fail-on-console-error.ts'],
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
        },
      },
    ],
  },
});
