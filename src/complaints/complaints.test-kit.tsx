import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, vi } from 'vitest';

// The API answering /complaints from a table, as the server's envelope sends it (for tests only).

export type Answer = { status?: number; code?: string; msg?: string; data?: unknown };
export interface Sent {
  url: string;
  method: string;
  body: unknown;
  key: string | null;
}

export function serve(table: Record<string, Answer | ((sent: Sent) => Answer)>): Sent[] {
  const sent: Sent[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const request: Sent = {
      url: url.pathname,
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      key: new Headers(init?.headers).get('Idempotency-Key'),
    };
    sent.push(request);
    const entry = table[`${request.method} ${url.pathname}`];
    expect(entry, `${request.method} ${url.pathname}`).toBeDefined();
    const answer = typeof entry === 'function' ? entry(request) : (entry ?? {});
    return new Response(
      JSON.stringify({ code: answer.code ?? '0', msg: answer.msg ?? 'Success', data: answer.data ?? null }),
      { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } },
    );
  });
  return sent;
}

export function renderPage(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <>{node}</> }),
    history: createMemoryHistory({ initialEntries: ['/complaints'] }),
  });
  return render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

export const receipt = {
  reference: 'CMP-000031',
  receivedOn: '2026-11-30',
  summaryBy: '2026-12-03',
  finalBy: '2027-01-25',
};

export function memberComplaints(list: object[] = []) {
  return {
    list,
    loans: [{ id: 7, contractNumber: 'QS-2026-000007' }],
    name: 'Ada Lovelace',
    email: 'ada@quayside.example',
    phone: '07700 900123',
  };
}

export const answered = {
  id: 31,
  reference: 'CMP-000031',
  channel: 'APP',
  status: 'ANSWERED',
  whatHappened: 'A payment was taken twice.',
  wanted: 'Refund it.',
  contractNumber: 'QS-2026-000007',
  receivedOn: '2026-11-30',
  acknowledgedOn: '2026-11-30',
  summaryBy: '2026-12-03',
  finalBy: '2027-01-25',
  finalDaysLeft: null,
  answer: {
    kind: 'FINAL',
    outcome: 'UPHELD',
    redress: 2_500,
    answeredOn: '2026-12-07',
    ombudsmanBy: '2027-06-07',
    textVersion: 'CR-1',
    sections: [
      { heading: 'Our final response', text: 'We uphold your complaint.' },
      { heading: 'What we found and what we will do', text: 'We refunded the second payment.' },
      { heading: 'Your right to go to the Financial Ombudsman Service', text: 'Contact it by 7 Jun 2027.' },
    ],
  },
};
