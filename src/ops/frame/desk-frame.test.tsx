// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Member } from '../../../domain/api/members';
import { GUEST, userStore } from '../../lib/stores/session-store';
import { OpsConsole } from '../ops-console';

// The catalogs are .po files only the app's build compiles; the language picker needs none of them here.
vi.mock('../../lib/i18n/i18n', async () => ({
  i18n: (await import('@lingui/core')).i18n,
  ensureCatalogs: async () => undefined,
  activateLanguage: async () => undefined,
}));

// The desk's frame around the screen the path names: who is signed in and in which roles, the queues with
// their counts, the search that opens the borrowers' screen, and only the screens of the operator's roles.

const queues = {
  applications: { count: 3, oldestAt: '2026-11-26T10:00:00Z' },
  kyc: { count: 0, oldestAt: null },
  repayments: { count: 2, oldestAt: '2026-11-24T10:00:00Z' },
  payouts: { count: 1, oldestAt: '2026-11-26T11:00:00Z', overdue: 1 },
  arrears: { count: 4, oldestAt: '2026-10-01' },
  hardship: { count: 0, oldestAt: null },
};

function serve() {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const data =
      path === '/api/operator/queues'
        ? queues
        : path === '/api/operator/business-date'
          ? { businessDate: '2026-11-26', movable: true, movedBy: null, movedAt: null, lastCob: null }
          : undefined;
    if (data === undefined) return new Response('{}', { status: 404 });
    return new Response(JSON.stringify({ code: '0', msg: 'Success', data }), {
      headers: { 'content-type': 'application/json' },
    });
  });
}

function signIn(roles?: string[]) {
  const member = {
    id: 7,
    email: 'desk@quayside.example',
    role: 'operator',
    base: null,
    ...(roles ? { roles } : {}),
  };
  userStore.set({ id: 7, token: 't', member: member as unknown as Member });
}

function openDesk(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const root = createRootRoute();
  const ops = createRoute({ getParentRoute: () => root, path: '/ops/$', component: OpsConsole });
  const index = createRoute({ getParentRoute: () => root, path: '/ops', component: OpsConsole });
  const router = createRouter({
    routeTree: root.addChildren([index, ops]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return router;
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  userStore.set(GUEST);
});

describe('the desk frame', () => {
  it('says who is signed in — "Operator" while the session names no roles — and every queue with its count', async () => {
    serve();
    signIn();
    openDesk('/ops');
    const operator = await screen.findByTestId('desk-operator');
    expect(within(operator).getByTestId('desk-operator-name')).toHaveTextContent('desk@quayside.example');
    expect(within(operator).getByTestId('desk-operator-roles')).toHaveTextContent('Operator');
    const menu = screen.getByRole('navigation', { name: 'Console' });
    await waitFor(() =>
      expect(within(menu).getByRole('link', { name: /^Applications/ })).toHaveTextContent('3'),
    );
    expect(
      within(menu)
        .getByRole('link', { name: /^Payouts/ })
        .querySelector('.ops-count--urgent'),
    ).toHaveTextContent('1');
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent?.replace(/\d+$/, '')),
    ).toEqual([
      'Today’s work',
      'Borrowers',
      'Applications',
      'Identity checks',
      'Repayments',
      'Payouts',
      'Arrears',
      'Hardship',
      'Reports',
      'Complaints',
      'Settings',
      'Sign-in security',
      'Audit log',
    ]);
    expect(await screen.findByTestId('console-business-date')).toHaveTextContent('26 Nov 2026');
  });

  it('shows the screens of the operator’s roles only, and another role’s screen as not found', async () => {
    serve();
    signIn(['payments']);
    openDesk('/ops/applications');
    expect(await screen.findByTestId('desk-operator-roles')).toHaveTextContent('Payments');
    const menu = screen.getByRole('navigation', { name: 'Console' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent?.replace(/\d+$/, '')),
    ).toEqual([
      'Today’s work',
      'Borrowers',
      'Repayments',
      'Payouts',
      'Reports',
      'Complaints',
      'Sign-in security',
      'Audit log',
    ]);
    expect(screen.queryByTestId('ops-applications')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('Applications');
  });

  it('opens the borrowers’ screen with the words searched for', async () => {
    serve();
    signIn(['underwriter', 'administrator']);
    const router = openDesk('/ops');
    expect(await screen.findByTestId('desk-operator-roles')).toHaveTextContent('Underwriter · Administrator');
    const search = screen.getByLabelText('Search borrowers');
    fireEvent.change(search, { target: { value: ' Ada Lovelace ' } });
    fireEvent.submit(search.closest('form') as HTMLFormElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ops/borrowers'));
    expect(router.state.location.search).toEqual({ q: 'Ada Lovelace' });
  });

  it('leaves the search to the borrowers’ screen when it is open: one field, not two', async () => {
    serve();
    signIn();
    openDesk('/ops/borrowers?q=Ada');
    expect(await screen.findByLabelText('Search borrowers')).toHaveValue('Ada');
    expect(screen.getAllByLabelText('Search borrowers')).toHaveLength(1);
    expect(screen.queryByTestId('desk-search')).toBeNull();
  });

  it('folds the menu behind one button, which says whether it is open', async () => {
    serve();
    signIn();
    openDesk('/ops');
    const button = await screen.findByTestId('desk-menu-button');
    const menu = screen.getByTestId('desk-menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveClass('desk-side--open');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
