import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// Three catalogs, split by when their messages are first needed, because the app paints nothing before the
// catalogs it waits for have arrived (src/lib/i18n/i18n.ts; each route declares its `catalogs` in staticData):
// - `shell`: the frame of every page (header, tab bar, footer, toasts), the shared pieces of lib/ and ui/
//   (the quote calculator, the lending cards) and the home tab — the only one loaded before a visitor's
//   first paint of /home, and counted in its JavaScript budget;
// - `pages`: the public content screens (help, borrow, about, legal, news), the service and booking tabs, and
//   /complaints (src/complaints), which anyone may open;
// - `member`: sign-in and the member area;
// - `apply`: the application wizard (src/wizard), the largest set of member messages, loaded only on /apply;
// - `hardship`: a borrower in difficulty's request for help and the arrangement offered (src/loans/hardship),
//   loaded only on /loan/hardship, so the other member screens do not wait for its words;
// - `ops`: the operators' console (src/ops), loaded only once an operator opens /ops (decision 080).
// `npm run check:catalogs` (scripts/check-catalogs.mjs) fails when a file that uses a macro belongs to no catalog.
const shellOnly = [
  '<rootDir>/src/tabs/shell',
  '<rootDir>/src/lib',
  '<rootDir>/src/ui',
  '<rootDir>/src/offline',
];
const homeTab = ['<rootDir>/src/tabs/home'];
const tests = ['**/*.test.ts', '**/*.test.tsx'];
// Shared pieces only the member area shows (form messages, the photo control): their text stays out of the
// shell catalog, which /home waits for and counts in its budget.
// The profile's sections (src/profile) are shown by the wizard, the account centre and the console alike.
const memberShared = ['<rootDir>/src/ui/member', '<rootDir>/src/offline/member', '<rootDir>/src/profile'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh-CN', 'zh-TW'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/shell',
      include: [...shellOnly, ...homeTab],
      exclude: [...memberShared.map((entry) => `${entry}/**`), ...tests],
    },
    {
      path: '<rootDir>/src/locales/{locale}/pages',
      include: [
        '<rootDir>/src/pages',
        '<rootDir>/src/tabs/service',
        '<rootDir>/src/tabs/booking',
        '<rootDir>/src/complaints',
      ],
      exclude: tests,
    },
    {
      path: '<rootDir>/src/locales/{locale}/member',
      include: [
        '<rootDir>/src/auth',
        '<rootDir>/src/account',
        '<rootDir>/src/security',
        '<rootDir>/src/member-centre',
        '<rootDir>/src/messages',
        '<rootDir>/src/loans',
        ...memberShared,
      ],
      exclude: ['<rootDir>/src/loans/hardship/**', ...tests],
    },
    {
      path: '<rootDir>/src/locales/{locale}/hardship',
      include: ['<rootDir>/src/loans/hardship'],
      exclude: tests,
    },
    {
      path: '<rootDir>/src/locales/{locale}/apply',
      include: ['<rootDir>/src/wizard'],
      exclude: tests,
    },
    {
      path: '<rootDir>/src/locales/{locale}/ops',
      include: ['<rootDir>/src/ops'],
      exclude: tests,
    },
  ],
});
