// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendVisitorToLoginFirst } from './auth/require-login';
import { GUEST, userStore } from './lib/stores/session-store';
import { routeTree } from './routeTree.gen';

// The catalogs are .po files only the app's build compiles; the route tree needs none of them to be read.
vi.mock('./lib/i18n/i18n', async () => ({
  i18n: (await import('@lingui/core')).i18n,
  ensureCatalogs: async () => undefined,
  activateLanguage: async () => undefined,
}));

function routerAt(href: string) {
  return createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [href] }),
    context: { queryClient: new QueryClient() },
  });
}

afterEach(() => userStore.set(GUEST));

describe('a members-only page opened by a visitor, before the app starts', () => {
  it('is replaced by /login, which brings the visitor back to the page asked for', () => {
    const router = routerAt('/apply?step=address');
    sendVisitorToLoginFirst(router);
    expect(router.latestLocation.pathname).toBe('/login');
    expect(router.latestLocation.search).toEqual({ redirect: '/apply?step=address' });
    expect(router.history.location.pathname).toBe('/login');
  });

  it('is left alone for a member with a stored session, and a public page for anyone', () => {
    const publicPage = routerAt('/help');
    sendVisitorToLoginFirst(publicPage);
    expect(publicPage.latestLocation.pathname).toBe('/help');

    userStore.set({ id: 7, token: 'a-token', member: null });
    const member = routerAt('/apply');
    sendVisitorToLoginFirst(member);
    expect(member.latestLocation.pathname).toBe('/apply');
  });
});
