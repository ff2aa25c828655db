// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoanBookView } from '../../domain/api/servicing';
import { userStore } from '../lib/stores/session-store';
import { ArrearsNotice } from './arrears-notice';
import { CreditHeldPanel } from './credit-held-panel';
import { PaymentsReceived } from './payments-received';

// What a borrower reads of their loan's replayed book (issue 33): arrears said plainly, every payment with
// where its pennies went, and the CCA s94 choice for credit held, with the new schedule shown first.

const MEMBER = 7;
const LOAN = 3;

const parts = (overdueInterest = 0, interest = 0, principal = 0) => ({
  overdueInterest,
  interest,
  principal,
});

function book(extra: Partial<LoanBookView> = {}): LoanBookView {
  return {
    asOf: '2026-04-20',
    payoutOn: '2026-01-15',
    principalLent: 1_000_000,
    principalOutstanding: 841_700,
    creditHeld: 0,
    arrears: { amount: 0, daysPastDue: 0, since: null, perDay: 0, bucket: null },
    bills: [],
    payments: [],
    totals: { received: 0, allocated: 0, refunded: 0, waived: 0 },
    ...extra,
  };
}

const sent: { path: string; method: string; body: unknown; key: string | null }[] = [];

function serve(table: Record<string, unknown>) {
  sent.length = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}`;
    sent.push({
      path: `${url.pathname}${url.search}`,
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      key: new Headers(init?.headers).get('Idempotency-Key'),
    });
    if (!(key in table)) return new Response('{}', { status: 404 });
    return new Response(JSON.stringify({ code: '0', msg: 'ok', data: table[key] }), {
      headers: { 'content-type': 'application/json' },
    });
  });
}

function show(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <>{node}</> }),
    history: createMemoryHistory({ initialEntries: ['/loan/detail'] }),
  });
  render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
beforeEach(() => userStore.set({ id: MEMBER, token: 'token-7', member: null }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('arrears', () => {
  it('say how much, since when, what a day adds, and offer to pay or to ask for help', async () => {
    show(
      <ArrearsNotice
        loanId={LOAN}
        book={book({
          arrears: { amount: 38_849, daysPastDue: 14, since: '2026-02-15', perDay: 16, bucket: 'DPD_1_29' },
        })}
      />,
    );
    expect(await screen.findByTestId('arrears-amount')).toHaveTextContent(
      '£388.49 is overdue, since 15 Feb 2026 (14 days).',
    );
    expect(screen.getByTestId('arrears-per-day')).toHaveTextContent('adds £0.16 a day');
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', `/loan/repay?id=${LOAN}`);
    expect(screen.getByRole('link', { name: 'I’m struggling to pay' })).toHaveAttribute(
      'href',
      `/loan/hardship?id=${LOAN}`,
    );
  });

  it('show nothing when the loan is up to date', async () => {
    show(<ArrearsNotice loanId={LOAN} book={book()} />);
    await waitFor(() => expect(document.body).toBeVisible());
    expect(screen.queryByTestId('arrears')).toBeNull();
  });
});

describe('payments received', () => {
  it('list each payment, newest first, with where each penny went and what is held', async () => {
    const payments: LoanBookView['payments'] = [
      {
        entryId: 11,
        kind: 'PAYMENT',
        on: '2026-02-15',
        amount: 50_000,
        channel: 'VOUCHER',
        reference: '0xabc',
        recordedAt: '2026-02-16T09:00:00Z',
        reversed: false,
        allocations: [
          { on: '2026-02-15', target: 'BILL', period: 1, component: 'INTEREST', amount: 10_000 },
          { on: '2026-02-15', target: 'BILL', period: 1, component: 'PRINCIPAL', amount: 40_000 },
        ],
        held: 0,
      },
      {
        entryId: 12,
        kind: 'PAYMENT',
        on: '2026-03-01',
        amount: 100_000,
        channel: 'RECORDED',
        reference: 'FPS 7781',
        recordedAt: '2026-03-02T09:00:00Z',
        reversed: false,
        allocations: [
          { on: '2026-03-01', target: 'BILL', period: 1, component: 'OVERDUE_INTEREST', amount: 224 },
          { on: '2026-03-01', target: 'BILL', period: 1, component: 'PRINCIPAL', amount: 38_849 },
        ],
        held: 60_927,
      },
      {
        entryId: 13,
        kind: 'PAYMENT',
        on: '2026-03-05',
        amount: 5_000,
        channel: 'VOUCHER',
        reference: null,
        recordedAt: '2026-03-05T09:00:00Z',
        reversed: true,
        allocations: [],
        held: 0,
      },
    ];
    show(<PaymentsReceived book={book({ payments })} />);
    const rows = await screen.findAllByTestId('payment');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('£50.00');
    expect(within(rows[0]!).getByTestId('payment-reversed')).toHaveTextContent('counts as never received');
    expect(rows[1]).toHaveTextContent('A transfer we received · FPS 7781');
    expect(rows[1]).toHaveTextContent('Instalment 1: overdue interest £2.24, principal £388.49');
    expect(within(rows[1]!).getByTestId('payment-held')).toHaveTextContent('Held as credit: £609.27');
    expect(rows[2]).toHaveTextContent('Instalment 1: interest £100.00, principal £400.00');
    expect(screen.queryByTestId('payment-usdt')).toBeNull();
  });

  it('say how much USDT arrived and the rate it was credited at (decision 098)', async () => {
    const payments: LoanBookView['payments'] = [
      {
        entryId: 21,
        kind: 'PAYMENT',
        on: '2026-02-15',
        amount: 88_849,
        channel: 'VOUCHER',
        reference: null,
        usdt: { amount: 1_110_612_500, rate: '1.250000' },
        recordedAt: '2026-02-16T09:00:00Z',
        reversed: false,
        allocations: [],
        held: 88_849,
      },
    ];
    show(<PaymentsReceived book={book({ payments })} />);
    expect(await screen.findByTestId('payment-usdt')).toHaveTextContent(
      '1110.612500 USDT received, credited at 1 GBP = 1.250000 USDT',
    );
  });
});

describe('credit held', () => {
  const plan = {
    loanId: LOAN,
    mode: 'SHORTER_TERM',
    amount: 200_000,
    on: '2026-04-20',
    creditHeld: 200_000,
    before: [
      { period: 4, dueDate: '2026-05-15', principal: 80_000, interest: 8_849, total: 88_849 },
      { period: 5, dueDate: '2026-06-15', principal: 80_000, interest: 8_849, total: 88_849 },
    ],
    after: [{ period: 4, dueDate: '2026-05-15', principal: 80_000, interest: 8_849, total: 88_849 }],
    instalmentBefore: 88_849,
    instalmentAfter: 88_849,
    interestBefore: 56_186,
    interestAfter: 36_984,
    interestSaved: 19_202,
  };
  const held = book({
    creditHeld: 200_000,
    bills: [
      {
        period: 4,
        dueDate: '2026-05-15',
        principal: 80_000,
        interest: 8_849,
        total: 88_849,
        overdueInterest: 0,
        paid: parts(),
        waived: parts(),
        outstanding: parts(0, 8_849, 80_000),
        outstandingTotal: 88_849,
        daysOverdue: 0,
        state: 'NOT_DUE',
        paidOn: null,
      },
    ],
  });

  it('is kept for the next bill unless the borrower chooses; paying off shows the new schedule first', async () => {
    serve({
      [`GET /loan/${LOAN}/prepayment-plan`]: plan,
      [`POST /loan/${LOAN}/prepayment`]: { loanId: LOAN, entryId: 30, book: book() },
    });
    show(<CreditHeldPanel loanId={LOAN} book={held} />);
    expect(await screen.findByText('You have £2,000.00 in credit')).toBeVisible();
    expect(screen.getByLabelText('Keep it for my next bill, due 15 May 2026')).toBeChecked();
    expect(screen.getByTestId('credit-kept')).toBeVisible();
    expect(sent).toEqual([]);

    fireEvent.click(screen.getByLabelText('Pay off principal now, and finish sooner (same monthly payment)'));
    expect(await screen.findByTestId('plan-saved')).toHaveTextContent('£192.02');
    expect(screen.getByTestId('plan-payments')).toHaveTextContent('2 → 1');
    expect(sent.map((call) => call.path)).toEqual([`/api/loan/${LOAN}/prepayment-plan?mode=SHORTER_TERM`]);

    fireEvent.click(screen.getByTestId('confirm-prepayment'));
    await waitFor(() => expect(sent.filter((call) => call.method === 'POST')).toHaveLength(1));
    const post = sent.find((call) => call.method === 'POST');
    expect(post).toMatchObject({ path: `/api/loan/${LOAN}/prepayment`, body: { mode: 'SHORTER_TERM' } });
    expect(post?.key).toMatch(/^[0-9a-f-]{36}$/);
  });
});
