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
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BillView } from '../../domain/api/loans';
import { loanKeys } from '../lib/queries/loan-queries';
import { userStore } from '../lib/stores/session-store';
import { LoanDetailScreen } from './loan-detail-screen';

// The loan page as a borrower reads it: the bills in SPEC §3's terms — the due amount, what was repaid and
// when it was settled, the business id a borrower quotes — and, before payout, the offer's planned
// schedule, which has no bills yet and so neither ids nor repayments.

const MEMBER = 7;
const LOAN = 3;

const bill = (period: number, extra: Partial<BillView> = {}): BillView => ({
  billId: 40 + period,
  kind: 'INSTALMENT',
  period,
  dueDate: `2026-0${period + 1}-01`,
  principal: 80_000,
  interest: 10_000,
  total: 90_000,
  status: 'REPAID',
  overdueDays: 0,
  overdueInterest: 0,
  totalDue: 90_000,
  submittedAt: `2026-0${period + 1}-01T09:00:00.000Z`,
  repaidAt: `2026-0${period + 1}-02T15:00:00.000Z`,
  refusalReason: null,
  ...extra,
});

function loan(status: string, extra: Record<string, unknown> = {}) {
  return {
    loanId: LOAN,
    status,
    amount: 180_000,
    termMonths: 2,
    method: 'EQUAL_INSTALLMENT',
    annualRate: '0.12',
    apr: '12.7',
    purpose: 'EDUCATION',
    contractNumber: 'QS-20260101-000003',
    submittedAt: '2026-01-01T10:00:00.000Z',
    offerAmount: null,
    offerExpiresAt: null,
    overdueRate: '0.24',
    receivingAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    offer: null,
    rejectionReason: null,
    decision: null,
    review: { available: false, requestedAt: null },
    signedAt: '2026-01-02T10:00:00.000Z',
    disbursedAt: '2026-01-03T10:00:00.000Z',
    firstDueDate: '2026-02-01',
    nextBill: null,
    withdrawal: null,
    events: [],
    ...extra,
  };
}

async function show(detail: unknown, bills?: BillView[]) {
  const rootRoute = createRootRoute();
  const detailRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/loan/detail',
    validateSearch: (search: Record<string, unknown>) => ({ id: Number(search.id) }),
    component: LoanDetailScreen,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([detailRoute]),
    history: createMemoryHistory({ initialEntries: [`/loan/detail?id=${LOAN}`] }),
  });
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  client.setQueryData(loanKeys.detail(MEMBER, LOAN), detail);
  if (bills)
    client.setQueryData(loanKeys.bills(MEMBER, LOAN), {
      asOf: '2026-04-01',
      repaymentAddress: 'T',
      list: bills,
    });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return screen.findByTestId('bill-schedule');
}

const headings = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
beforeEach(() => {
  userStore.set({ id: MEMBER, token: 'token-7', member: null });
  // Everything the page shows is in the cache: a request would be a page fetching what it already has.
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no request expected'));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the bills of a loan', () => {
  it('show the due amount, what was repaid, when each was settled and its business id', async () => {
    const table = await show(loan('SETTLED'), [
      bill(1),
      bill(2, { overdueDays: 3, overdueInterest: 150, totalDue: 90_150 }),
    ]);
    expect(headings(table)).toEqual([
      'Period',
      'Due date',
      'Total due',
      'Status',
      'Due amount',
      'Principal',
      'Interest',
      'Overdue interest',
      'Repaid principal and interest',
      'Settled on',
      'Business ID',
    ]);
    const second = within(table).getAllByTestId('bill-row')[1] as HTMLElement;
    expect(within(second).getByTestId('bill-repaid').textContent).toBe('£901.50');
    expect(within(second).getByTestId('bill-settled').textContent).toBe('2 Mar 2026');
    expect(within(second).getByTestId('bill-id').textContent).toBe('42');
    expect(within(table).getByTestId('bills-repaid').textContent).toBe('£1,801.50');
  });

  it('say a bill not yet repaid has nothing repaid and no settle time', async () => {
    const table = await show(loan('SETTLED'), [bill(1, { status: 'TO_BE_CONFIRMED', repaidAt: null })]);
    const row = within(table).getByTestId('bill-row');
    expect(within(row).getByTestId('bill-repaid').textContent).toBe('—');
    expect(within(row).getByTestId('bill-settled').textContent).toBe('—');
    expect(within(row).getByTestId('bill-id').textContent).toBe('41');
  });

  it('before payout, the planned schedule has no business ids and nothing repaid', async () => {
    const offer = {
      amount: 180_000,
      annualRate: '0.12',
      apr: '12.7',
      expiresAt: '2026-01-15T10:00:00.000Z',
      totalPayable: 181_500,
      schedule: [1, 2].map((period) => ({
        period,
        dueDate: `2026-0${period + 1}-01`,
        principal: 90_000,
        interest: 750,
        total: 90_750,
        remainingPrincipal: period === 1 ? 90_000 : 0,
      })),
    };
    const table = await show(loan('APPROVED', { offer, signedAt: null, disbursedAt: null }));
    expect(within(table).getByText('Planned repayment schedule')).toBeVisible();
    expect(headings(table)).not.toContain('Business ID');
    expect(headings(table)).not.toContain('Settled on');
    expect(within(table).getAllByTestId('bill-row')).toHaveLength(2);
  });
});

describe('the bills of a loan on a phone', () => {
  it('are a card each: due date, total due and status first, the rest of the fields one tap away', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    try {
      const list = await show(loan('SETTLED'), [
        bill(1),
        bill(2, { overdueDays: 3, overdueInterest: 150, totalDue: 90_150 }),
      ]);
      expect(within(list).queryByRole('table')).toBeNull();
      const second = within(list).getAllByTestId('bill-row')[1] as HTMLElement;
      expect(second.tagName).toBe('LI');
      expect(second.querySelector('.bill-card__main')?.textContent).toBe(
        'Due date1 Mar 2026Total due£901.50',
      );
      const details = second.querySelector('details') as HTMLDetailsElement;
      expect(details.open).toBe(false);
      expect(within(details).getByText('Details')).toBeVisible();
      expect(within(second).getByTestId('bill-id').textContent).toBe('42');
      expect(within(list).getByTestId('bills-repaid').textContent).toBe('£1,801.50');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('a top-up and the loan it settled', () => {
  const offer = {
    amount: 1_000_000,
    annualRate: '0.12',
    apr: '12.7',
    expiresAt: '2026-09-17T10:00:00.000Z',
    totalPayable: 1_129_760,
    schedule: [1, 2].map((period) => ({
      period,
      dueDate: `2026-1${period - 1}-04`,
      principal: 500_000,
      interest: 10_000,
      total: 510_000,
    })),
  };

  it('the top-up shows what settles the loan it replaces and what is paid to the borrower, as an estimate', async () => {
    await show(
      loan('SIGNED', {
        amount: 1_000_000,
        offer,
        disbursedAt: null,
        topUp: {
          replacesLoanId: 2,
          replacesContractNumber: 'QS-20260302-000002',
          settlement: 260_038,
          toBorrower: 739_962,
          payoutOn: '2026-09-04',
          estimate: true,
        },
      }),
    );
    const parts = screen.getByTestId('top-up-parts');
    expect(within(parts).getByText('A top-up of loan QS-20260302-000002')).toBeVisible();
    expect(within(parts).getByText('Settles loan QS-20260302-000002 (as at 4 Sept 2026)')).toBeVisible();
    expect(within(parts).getByTestId('top-up-settlement').textContent).toBe('£2,600.38');
    expect(within(parts).getByTestId('top-up-to-borrower').textContent).toBe('£7,399.62');
  });

  it('the settled loan says the top-up settled it, with the way to that loan', async () => {
    await show(
      loan('SETTLED', {
        settledBy: { loanId: 9, contractNumber: 'QS-20260903-000009', on: '2026-09-04' },
      }),
      [bill(1), bill(2)],
    );
    const notice = screen.getByTestId('settled-by-top-up');
    expect(notice.textContent).toContain(
      'Settled by top-up loan QS-20260903-000009 on 4 Sept 2026: its payout paid off what was left',
    );
    expect(within(notice).getByRole('link', { name: 'See loan QS-20260903-000009' })).toBeVisible();
  });
});
