// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { HOME_PATH } from '../domain/home-path';
import { prerenderedPaths } from './lib/first-paint/prerendered-pages';
import { declaredFactsOf, routeFactsOfPath } from './lib/navigation/route-facts';
import { routeTree } from './routeTree.gen';

// The catalogs are .po files only the app's build compiles; the route tree needs none of them to be read.
vi.mock('./lib/i18n/i18n', async () => ({
  i18n: (await import('@lingui/core')).i18n,
  ensureCatalogs: async () => undefined,
  activateLanguage: async () => undefined,
}));

const router = createRouter({ routeTree, context: { queryClient: new QueryClient() } });
const routes = Object.values(router.routesById).filter((route) => !route.isRoot);

/** A route with its ancestors, root first: what a match of it would carry. */
function branchOf(route: (typeof routes)[number]) {
  const branch = [];
  for (let at: typeof route | undefined = route; at; at = at.parentRoute as typeof route | undefined)
    branch.unshift(at);
  return branch;
}

describe('route declarations (staticData)', () => {
  it.each(routes.map((route) => [route.id, route] as const))(
    '%s declares or inherits all it is',
    (_, route) => {
      const declared = declaredFactsOf(branchOf(route).map((at) => at.options.staticData));
      expect(declared.tab, 'tab').toBeDefined();
      expect(declared.access, 'access').toBeDefined();
      expect(declared.catalogs, 'catalogs').toContain('shell');
    },
  );

  it('renders at build time only public pages without parameters, the home page among them', () => {
    const pages = prerenderedPaths(router);
    expect(pages).toContain(HOME_PATH);
    expect(pages).toEqual(expect.arrayContaining(['/login', '/login?view=register', '/login?view=forgot']));
    for (const path of pages) {
      expect(path, path).toMatch(/^(\/[\w-]+)+(\?view=[a-z-]+)?$/);
      expect(routeFactsOfPath(router, path.split('?')[0] ?? path).access, path).toBe('public');
    }
  });

  it('keeps every page of the member area for members only', () => {
    const memberArea = /^\/(member|loan|account|apply)(\/|$)|^\/loan-contract$/;
    const open = routes
      .filter((route) => memberArea.test(route.fullPath))
      .filter((route) => routeFactsOfPath(router, route.fullPath).access !== 'member')
      .map((route) => route.fullPath);
    expect(open).toEqual([]);
    expect(routeFactsOfPath(router, '/login').access).toBe('public');
    expect(routeFactsOfPath(router, '/home').access).toBe('public');
  });

  it.each([
    ['/home', 'home', ['shell'], 'public'],
    ['/', 'home', ['shell'], 'public'],
    ['/help', 'service', ['shell', 'pages'], 'public'],
    ['/contact', 'service', ['shell', 'pages'], 'public'],
    ['/borrow/car-loan', 'booking', ['shell', 'pages'], 'public'],
    ['/booking', 'booking', ['shell', 'pages'], 'public'],
    ['/apply/submit', 'booking', ['shell', 'member', 'apply'], 'member'],
    ['/loan/detail', 'orders', ['shell', 'member'], 'member'],
    ['/loan-contract', 'orders', ['shell', 'member'], 'member'],
    ['/member/centre', 'mine', ['shell', 'member'], 'member'],
    ['/account/centre/settings/mail', 'mine', ['shell', 'member'], 'member'],
    ['/account/centre/credit-searches', 'mine', ['shell', 'member'], 'member'],
    ['/member/messages/7', 'mine', ['shell', 'member'], 'member'],
    ['/login', 'none', ['shell', 'member'], 'public'],
    ['/about/details', 'none', ['shell', 'pages'], 'public'],
    ['/no/such/page', 'none', ['shell'], 'public'],
  ])('%s → tab %s, catalogs %j, %s', (path, tab, catalogs, access) => {
    expect(routeFactsOfPath(router, path)).toEqual({ tab, catalogs, access });
  });
});
