import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// Two catalogs so that two people never edit the same file: `pages` holds the public content screens
// (src/pages), `app` everything else. The runtime loader merges both for the active locale.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh-CN', 'zh-TW'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/app',
      include: ['<rootDir>/src'],
      exclude: ['<rootDir>/src/pages/**', '**/*.test.ts', '**/*.test.tsx', '<rootDir>/src/routeTree.gen.ts'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/pages',
      include: ['<rootDir>/src/pages'],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
    },
  ],
});
