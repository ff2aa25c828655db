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
const { bill, detailOf, member, page, summary, serve } = await import('../ui/member/loan-detail.fixture');

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

  it('greets by first name once given, never by a name made from the e-mail address', async () => {
    signIn('token', member);
    serve({
      '/member/41/info': member,
      '/notification/unreadCount': { count: 0 },
      '/loan/list': page([]),
      '/loan/draft': { draft: null, updatedAt: null },
    });
    renderScreen();
    expect(screen.getByTestId('member-greeting').textContent).toBe('Hello');
    cleanup();
    const named = { ...member, base: { firstName: 'Ada' } } as unknown as Member;
    signIn('token', named);
    serve({
      '/member/41/info': named,
      '/notification/unreadCount': { count: 0 },
      '/loan/list': page([]),
      '/loan/draft': { draft: null, updatedAt: null },
    });
    renderScreen();
    expect(screen.getByTestId('member-greeting').textContent).toBe('Hello, Ada');
  });

  it('offers "Apply for a loan" once when nothing is running', async () => {
    signIn('token', member);
    serve({
      '/member/41/info': member,
      '/notification/unreadCount': { count: 0 },
      '/loan/list': page([]),
      '/loan/draft': { draft: null, updatedAt: null },
    });
    renderScreen();
    await screen.findByRole('link', { name: 'Apply for a loan' });
    expect(screen.getAllByRole('link', { name: 'Apply for a loan' })).toHaveLength(1);
  });

  it("puts the right to withdraw on the running loan's card, not on a second card for the same loan", async () => {
    const signedAt = new Date(Date.now() - 2 * 86_400_000).toISOString();
    signIn('token', { ...member, kycStatus: 'VERIFIED', accountType: 0 });
    serve({
      '/member/41/info': { ...member, kycStatus: 'VERIFIED', accountType: 0 },
      '/notification/unreadCount': { count: 0 },
      '/loan/list': page([{ ...summary, status: 'DISBURSED' }]),
      '/loan/9/detail': detailOf('DISBURSED', { signedAt, disbursedAt: signedAt, nextBill: bill(1, 0) }),
      '/loan/9/bills': { asOf: '2026-06-13', repaymentAddress: null, list: [bill(1, 0)] },
      '/loan/draft': { draft: null, updatedAt: null },
    });
    renderScreen();
    const withdraw = await screen.findByTestId('next-step-withdraw');
    expect(withdraw.closest('.member-loan')).not.toBeNull();
    expect(screen.queryByText('Your application')).toBeNull();
    expect(screen.getAllByText('Your loan')).toHaveLength(1);
  });
});
