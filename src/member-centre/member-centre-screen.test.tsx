// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Member } from '../../domain/api/members';
import { clearUser, signIn } from '../lib/stores/session-store';

vi.mock('@tanstack/react-router', () => ({
  useNavigate: () => async () => {},
  useRouter: () => ({ navigate: async () => {} }),
  useRouterState: ({ select }: { select: (state: unknown) => unknown }) =>
    select({ location: { pathname: '/member/centre' } }),
  Link: ({ children, to, search }: { children: ReactNode; to: string; search?: { id?: number } }) => (
    <a href={search?.id ? `${to}?id=${search.id}` : to}>{children}</a>
  ),
  // A router link drawn by its own anchor (ui/menu-link.tsx): given the `href` the router would give it.
  createLink:
    (Anchor: (props: Record<string, unknown>) => ReactNode) =>
    ({ to, search, ...rest }: { to: string; search?: { id?: number } }) => (
      <Anchor {...rest} href={search?.id ? `${to}?id=${search.id}` : to} />
    ),
}));

const { MemberCentreScreen } = await import('./member-centre-screen');

const member: Member = {
  id: 41,
  email: 'ada@quayside.test',
  mobile: null,
  walletAddress: null,
  role: 'borrower',
  accountType: 2,
  kycStatus: 'PENDING',
  kycRejectReason: null,
  lang: 'en',
  registerTime: '2026-05-01T10:00:00.000Z',
  lastLoginTime: null,
  base: null,
  contactAddress: null,
  employment: null,
  family: null,
  estate: null,
  car: null,
  kyc: null,
  contacts: null,
};

const summary = {
  loanId: 9,
  amount: 1_000_000,
  termMonths: 12,
  method: 'EQUAL_INSTALLMENT',
  annualRate: '0.12',
  apr: '12.7',
  purpose: 'EDUCATION',
  contractNumber: 'QS-20260601-000009',
  submittedAt: '2026-06-01T10:00:00.000Z',
  offerAmount: null,
  offerExpiresAt: null,
};

function detailOf(status: string, extra: Record<string, unknown> = {}) {
  return {
    ...summary,
    status,
    overdueRate: '0.24',
    receivingAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    offer: null,
    rejectionReason: null,
    decision: null,
    review: { available: false, requestedAt: null },
    signedAt: null,
    disbursedAt: null,
    firstDueDate: null,
    nextBill: null,
    withdrawal: null,
    events: [],
    ...extra,
  };
}

function bill(period: number, overdueDays: number) {
  return {
    billId: 100 + period,
    kind: 'INSTALMENT',
    period,
    dueDate: `2026-0${period + 2}-01`,
    principal: 78_849,
    interest: 10_000,
    total: 88_849,
    status: 'TO_BE_REPAID',
    overdueDays,
    overdueInterest: overdueDays > 0 ? 584 : 0,
    totalDue: overdueDays > 0 ? 89_433 : 88_849,
    submittedAt: null,
    repaidAt: null,
    refusalReason: null,
  };
}

/** The API as the screen reads it, one answer per path. */
function serve(routes: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://app.test').pathname.replace(/^\/api/, '');
      if (!(path in routes)) {
        return new Response(JSON.stringify({ code: 'N404', msg: 'The record does not exist', data: null }), {
          status: 404,
        });
      }
      return new Response(JSON.stringify({ code: '0', msg: 'Success', data: routes[path] }), { status: 200 });
    }),
  );
}

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemberCentreScreen />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const page = (list: unknown[]) => ({ list, total: list.length, page: 1, pageSize: 20 });

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
afterEach(() => {
  cleanup();
  clearUser();
  vi.unstubAllGlobals();
});

describe('member centre', () => {
  it('shows the account type, the identity check and an offer with its countdown', async () => {
    const expiresAt = new Date(Date.now() + (3 * 24 + 5) * 3_600_000 + 30 * 60_000).toISOString();
    signIn('token', member);
    serve({
      '/member/41/info': member,
      '/notification/unreadCount': { count: 120 },
      '/loan/list': page([{ ...summary, status: 'APPROVED', offerExpiresAt: expiresAt }]),
      '/loan/9/detail': detailOf('APPROVED', { offerExpiresAt: expiresAt }),
      '/loan/draft': { draft: null, updatedAt: null },
    });
    renderScreen();
    expect(screen.getByTestId('member-account-type').textContent).toBe('Trial user');
    expect(screen.getByTestId('member-kyc').textContent).toBe('Being checked');
    expect((await screen.findByTestId('application-state')).textContent).toBe('Offer ready to sign');
    expect((await screen.findByTestId('offer-countdown')).textContent).toMatch(
      /^Valid for 3 days 5 h (29|30) min/,
    );
    expect((await screen.findByTestId('messages-badge')).textContent).toBe('99+120 unread');
  });

  it('shows the running loan with its next bill, its overdue days and how many bills are overdue', async () => {
    signIn('token', { ...member, kycStatus: 'VERIFIED', accountType: 0 });
    serve({
      '/member/41/info': { ...member, kycStatus: 'VERIFIED', accountType: 0 },
      '/notification/unreadCount': { count: 0 },
      '/loan/list': page([{ ...summary, status: 'DISBURSED' }]),
      '/loan/9/detail': detailOf('DISBURSED', {
        signedAt: '2026-01-01T10:00:00.000Z',
        disbursedAt: '2026-01-01T12:00:00.000Z',
        nextBill: bill(1, 12),
      }),
      '/loan/9/bills': {
        asOf: '2026-06-13',
        repaymentAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
        list: [bill(1, 12), bill(2, 3), bill(3, 0)],
      },
      '/loan/draft': { draft: null, updatedAt: null },
    });
    renderScreen();
    expect(screen.getByTestId('member-kyc').textContent).toBe('Verified');
    expect((await screen.findByTestId('overdue-count')).textContent).toBe('You have 2 bills overdue');
    const next = await screen.findByTestId('next-bill');
    expect(next.textContent).toContain('£894.33');
    expect(next.querySelector('.overdue')?.textContent).toBe('Overdue 12 days');
    expect(screen.queryByTestId('messages-badge')).toBeNull();
  });

  it('says plainly when the loan is behind, from its book: how much, since when, what a day adds', async () => {
    signIn('token', { ...member, kycStatus: 'VERIFIED', accountType: 0 });
    serve({
      '/member/41/info': { ...member, kycStatus: 'VERIFIED', accountType: 0 },
      '/notification/unreadCount': { count: 0 },
      '/loan/list': page([{ ...summary, status: 'DISBURSED' }]),
      '/loan/9/detail': detailOf('DISBURSED', {
        signedAt: '2026-01-01T10:00:00.000Z',
        disbursedAt: '2026-01-01T12:00:00.000Z',
        nextBill: bill(1, 12),
        arrears: { amount: 38_279, daysPastDue: 40, since: '2026-12-28', perDay: 25, bucket: 'DPD_30_59' },
      }),
      '/loan/9/bills': {
        asOf: '2027-02-06',
        repaymentAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
        list: [bill(1, 40), bill(2, 9), bill(3, 0)],
      },
      '/loan/draft': { draft: null, updatedAt: null },
    });
    renderScreen();
    const behind = await screen.findByTestId('member-arrears');
    expect(behind).toHaveTextContent(
      'You are behind: £382.79 overdue since 28 Dec 2026 (40 days), adding £0.25 a day.',
    );
    expect(screen.getByRole('link', { name: 'What you can do' })).toHaveAttribute(
      'href',
      '/loan/detail?id=9',
    );
    expect(screen.queryByTestId('overdue-count')).toBeNull();
  });

  it('asks to resubmit a rejected application, giving the reason', async () => {
    signIn('token', member);
    serve({
      '/member/41/info': member,
      '/notification/unreadCount': { count: 1 },
      '/loan/list': page([{ ...summary, status: 'REJECTED' }]),
      '/loan/9/detail': detailOf('REJECTED', { rejectionReason: 'Income could not be verified' }),
      '/loan/draft': { draft: null, updatedAt: null },
    });
    renderScreen();
    expect((await screen.findByTestId('application-state')).textContent).toBe('Rejected');
    const step = await screen.findByTestId('next-step-resubmit');
    expect(step.textContent).toContain('Reason: Income could not be verified');
    expect(screen.getByRole('link', { name: 'Resubmit your application' }).getAttribute('href')).toBe(
      '/apply',
    );
  });
});
