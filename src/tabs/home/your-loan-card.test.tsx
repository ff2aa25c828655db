// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearUser, signIn } from '../../lib/stores/session-store';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, to, search }: { children: ReactNode; to: string; search?: { id?: number } }) => (
    <a href={search?.id ? `${to}?id=${search.id}` : to}>{children}</a>
  ),
}));

const { default: YourLoanCard } = await import('./your-loan-card');
const { bill, detailOf, member, page, serve, summary } = await import('../../ui/member/loan-detail.fixture');

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <YourLoanCard />
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

describe("a signed-in borrower's home tab", () => {
  it('starts with the running loan: the next payment and the way to repay it', async () => {
    signIn('token', member);
    serve({
      '/loan/list': page([{ ...summary, status: 'DISBURSED' }]),
      '/loan/9/detail': detailOf('DISBURSED', { nextBill: bill(1, 0) }),
    });
    renderCard();
    expect((await screen.findByTestId('home-your-loan-state')).textContent).toBe(
      'Next payment: £888.49 on 1 Mar 2026.',
    );
    expect(screen.getByRole('link', { name: 'Repay' })).toHaveAttribute('href', '/loan/detail?id=9');
  });

  it('says when the loan is behind, before anything else', async () => {
    signIn('token', member);
    serve({
      '/loan/list': page([{ ...summary, status: 'DISBURSED' }]),
      '/loan/9/detail': detailOf('DISBURSED', {
        nextBill: bill(1, 12),
        arrears: { amount: 89_433, daysPastDue: 12, since: '2026-03-01', perDay: 25, bucket: 'DPD_1_29' },
      }),
    });
    renderCard();
    expect((await screen.findByTestId('home-your-loan-state')).textContent).toBe(
      'You are behind: £894.33 overdue.',
    );
    expect(screen.getByRole('link', { name: 'I’m struggling to pay' })).toHaveAttribute(
      'href',
      '/loan/hardship?id=9',
    );
  });

  it('offers help with a bill due within a week, and not with one further off', async () => {
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    signIn('token', member);
    serve({
      '/loan/list': page([{ ...summary, status: 'DISBURSED' }]),
      '/loan/9/detail': detailOf('DISBURSED', { nextBill: { ...bill(1, 0), dueDate: day(5) } }),
    });
    const near = renderCard();
    await screen.findByTestId('home-your-loan-state');
    expect(screen.getByRole('link', { name: 'I’m struggling to pay' })).toHaveAttribute(
      'href',
      '/loan/hardship?id=9',
    );
    near.unmount();
    serve({
      '/loan/list': page([{ ...summary, status: 'DISBURSED' }]),
      '/loan/9/detail': detailOf('DISBURSED', { nextBill: { ...bill(1, 0), dueDate: day(20) } }),
    });
    renderCard();
    await screen.findByTestId('home-your-loan-state');
    expect(screen.queryByRole('link', { name: 'I’m struggling to pay' })).toBeNull();
  });

  it('shows an offer with the day it lapses and the one action: read and sign it', async () => {
    const expiresAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    signIn('token', member);
    serve({
      '/loan/list': page([{ ...summary, status: 'APPROVED', offerExpiresAt: expiresAt }]),
      '/loan/9/detail': detailOf('APPROVED', { offerExpiresAt: expiresAt }),
    });
    renderCard();
    expect((await screen.findByTestId('home-your-loan-state')).textContent).toBe(
      '£10,000.00: Offer ready to sign',
    );
    expect(screen.getByRole('link', { name: 'Read and sign the offer' })).toHaveAttribute(
      'href',
      '/loan/detail?id=9',
    );
  });

  it('shows nothing to a borrower with no loan: the page stays the lender’s', async () => {
    signIn('token', member);
    serve({ '/loan/list': page([]) });
    const { container } = renderCard();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.innerHTML).toBe('');
  });
});
