import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, vi } from 'vitest';

// The API answering the arrears screens from a table, as the server's envelope sends it (for tests only).

export type Answer = { status?: number; code?: string; msg?: string; data?: unknown };
export interface Sent {
  url: string;
  query: URLSearchParams;
  method: string;
  body: unknown;
  key: string | null;
}

/** `METHOD /path` → answer (a function for answers that change); returns what was sent, in order. */
export function serve(table: Record<string, Answer | ((sent: Sent) => Answer)>): Sent[] {
  const sent: Sent[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = new Headers(init?.headers);
    const request: Sent = {
      url: url.pathname,
      query: url.searchParams,
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      key: headers.get('Idempotency-Key'),
    };
    sent.push(request);
    const entry = table[`${request.method} ${url.pathname}`];
    expect(entry, `${request.method} ${url.pathname}`).toBeDefined();
    if (!entry) return new Response('{}', { status: 404 });
    const answer = typeof entry === 'function' ? entry(request) : entry;
    return new Response(
      JSON.stringify({ code: answer.code ?? '0', msg: answer.msg ?? 'Success', data: answer.data ?? null }),
      { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } },
    );
  });
  return sent;
}

/** The screen inside the app's providers and a router (the console links by path). */
export function renderInApp(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <>{node}</> }),
    history: createMemoryHistory({ initialEntries: ['/ops'] }),
  });
  return render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

// ——— answers as the server sends them ———

export const BUSINESS_DATE = '2027-03-15';

export function arrearsRow(loanId: number, daysPastDue: number, extra: object = {}) {
  return {
    caseId: 100 + loanId,
    loanId,
    memberId: 40 + loanId,
    borrowerName: `Borrower ${loanId}`,
    contractNumber: `QS-2027-${String(loanId).padStart(4, '0')}`,
    arrears: 12_345 * daysPastDue,
    daysPastDue,
    pastDueSince: '2027-02-01',
    bucket: daysPastDue >= 30 ? 'DPD_30_59' : 'DPD_1_29',
    overdueInterestPerDay: 21,
    openedOn: '2027-02-01',
    lastContact: null,
    openPromise: null,
    nextActionOn: null,
    notices: [],
    chargeOffPending: false,
    claim: null,
    ...extra,
  };
}

const zeroParts = { overdueInterest: 0, interest: 0, principal: 0 };

export function arrearsCase(extra: object = {}) {
  return {
    loanId: 7,
    memberId: 47,
    borrowerName: 'Amelia Hart',
    contractNumber: 'QS-2027-0007',
    loanStatus: 'DISBURSED',
    businessDate: BUSINESS_DATE,
    case: {
      id: 107,
      loanId: 7,
      status: 'OPEN',
      openedOn: '2027-02-02',
      closedOn: null,
      closeReason: null,
      nextActionOn: null,
      nextActionNote: null,
    },
    earlierCases: [],
    book: {
      asOf: BUSINESS_DATE,
      payoutOn: '2027-01-01',
      principalLent: 500_000,
      principalOutstanding: 500_000,
      creditHeld: 0,
      arrears: { amount: 45_012, daysPastDue: 42, since: '2027-02-01', perDay: 21, bucket: 'DPD_30_59' },
      bills: [
        {
          period: 1,
          dueDate: '2027-02-01',
          principal: 40_000,
          interest: 4_500,
          total: 44_500,
          overdueInterest: 512,
          paid: zeroParts,
          waived: zeroParts,
          outstanding: { overdueInterest: 512, interest: 4_500, principal: 40_000 },
          outstandingTotal: 45_012,
          daysOverdue: 42,
          state: 'OVERDUE',
          paidOn: null,
        },
      ],
      payments: [],
      totals: { received: 0, allocated: 0, refunded: 0, waived: 0 },
    },
    entries: [
      {
        entryId: 1,
        kind: 'PAYOUT',
        on: '2027-01-01',
        amount: 500_000,
        channel: null,
        reference: null,
        repaymentId: null,
        component: null,
        period: null,
        mode: null,
        reverses: null,
        reversedBy: null,
        recordedBy: 1,
        reason: null,
        createdAt: '2027-01-01T10:00:00Z',
      },
    ],
    dpdHistory: [{ businessDate: '2027-03-14', daysPastDue: 41, bucket: 'DPD_30_59', arrears: 44_991 }],
    bucketHistory: [
      { bucket: 'DPD_1_29', from: '2027-02-02', to: '2027-03-02' },
      { bucket: 'DPD_30_59', from: '2027-03-03', to: null },
    ],
    contacts: [],
    promises: [],
    notices: [],
    nextActionOn: null,
    chargeOff: null,
    claim: null,
    ...extra,
  };
}
