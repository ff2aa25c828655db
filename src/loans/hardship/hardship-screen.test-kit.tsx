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
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { BorrowerHardshipView } from '../../../domain/api/hardship';
import { hardshipKey } from '../hardship-queries';
import { HardshipScreen } from './hardship-screen';

/** The help screen of loan 9 for member 7, as its component tests open it. */
export const MEMBER = 7;
export const LOAN = 9;

export function envelope(status: number, body: { code: string; msg: string; data: unknown }) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** fetch as the server answers: the help view for a GET, `post` for anything sent. */
export function serve(
  view: () => BorrowerHardshipView | null,
  post: (body: unknown) => Response | Promise<Response>,
) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
    if (!init?.method || init.method === 'GET') {
      const current = view();
      return current
        ? envelope(200, { code: '0', msg: 'Success', data: current })
        : envelope(503, { code: 'E500', msg: '', data: null });
    }
    return post(init.body ? JSON.parse(String(init.body)) : undefined);
  });
}

/**
 * A service worker in control that takes the outbox's sends and does nothing with them: the tests send
 * with their own fetch, and a page send started by one test must not reach the next test's fetch.
 */
export function quietWorker(online = true) {
  const controller = {
    postMessage: (_message: unknown, ports: MessagePort[] = []) => ports[0]?.postMessage('sending'),
  };
  vi.stubGlobal('navigator', {
    ...navigator,
    onLine: online,
    serviceWorker: { controller, ready: new Promise(() => undefined) },
  });
}

/** Sends made to the server (not the view's reads): url, Idempotency-Key and body. */
export function sends(spy: ReturnType<typeof serve>) {
  return spy.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => ({
      url: String(url),
      key: new Headers(init?.headers).get('Idempotency-Key'),
      body: JSON.parse(String(init?.body)),
    }));
}

/** Opens /loan/hardship?id=9, the view already read when `view` is given (as the route's loader would). */
export function showHardship(view?: BorrowerHardshipView) {
  const rootRoute = createRootRoute();
  const hardshipRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/loan/hardship',
    validateSearch: (search: Record<string, unknown>) => ({ id: Number(search.id) || undefined }),
    component: HardshipScreen,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([hardshipRoute]),
    history: createMemoryHistory({ initialEntries: [`/loan/hardship?id=${LOAN}`] }),
  });
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  if (view) client.setQueryData(hardshipKey(MEMBER, LOAN, 'en'), view);
  const result = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { ...result, client };
}
