/**
 * Every page a visitor can open without signing in: the public routes of SPEC §2 (redirects excluded: they
 * land on one of these), the footer's legal pages, the sign-in views and a path that does not exist.
 */
export const publicRoutes = [
  '/home',
  '/service',
  '/booking',
  '/borrow/personal-loan',
  '/borrow/debt-consolidation-loan',
  '/borrow/car-loan',
  '/borrow/home-improvement-loan',
  '/help',
  '/help/money-worries',
  '/contact',
  '/about',
  '/about/details?id=1',
  '/about/press',
  '/blog',
  '/bank',
  '/learn-more',
  '/privacy',
  '/terms',
  '/complaints',
  '/login',
  '/login?view=register',
  '/login?view=forgot',
  '/no-such-page',
] as const;

export const languages = ['en', 'cn', 'tw'] as const;
export type Language = (typeof languages)[number];

export const viewports = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;
