// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KycStatus } from '../../domain/api/members';
import { memberKeys } from '../lib/queries/member-queries';
import { userStore } from '../lib/stores/session-store';
import { StateNotice } from './loan-state-notice';

// A signed loan waits for the identity check. The ID given with the application is that check (it is sent
// with the application): the loan says where it stands instead of asking for the photos again.

const MEMBER = 7;

const signed = {
  loanId: 3,
  status: 'SIGNED',
  amount: 300_000,
  termMonths: 12,
  method: 'EQUAL_INSTALLMENT',
  annualRate: '0.12',
  apr: '12.7',
  purpose: 'EDUCATION',
  contractNumber: 'QS-20260101-000003',
  submittedAt: '2026-01-01T10:00:00.000Z',
  offerAmount: 300_000,
  offerExpiresAt: null,
  overdueRate: '0.24',
  receivingAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  offer: null,
  rejectionReason: null,
  decision: null,
  review: { available: false, requestedAt: null },
  signedAt: '2026-01-02T10:00:00.000Z',
  disbursedAt: null,
  firstDueDate: null,
  nextBill: null,
  withdrawal: null,
  events: [],
} as unknown as ComponentProps<typeof StateNotice>['loan'];

function show(kycStatus: KycStatus) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  client.setQueryData(memberKeys.info(MEMBER), { id: MEMBER, kycStatus, kycRejectReason: null });
  const rootRoute = createRootRoute({
    component: () => <StateNotice loan={signed} today="2026-01-03" bills={[]} />,
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
beforeEach(() => {
  userStore.set({ id: MEMBER, token: 'token-7', member: null });
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no request expected'));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a signed loan and the identity check', () => {
  it('with the ID from the application under review: says it is with the team, and asks for nothing', async () => {
    show('PENDING');
    expect((await screen.findByTestId('identity-state')).textContent).toBe(
      'Identity check: with our team. We are checking the ID you gave with your application.',
    );
    expect(screen.queryByRole('link', { name: 'Confirm your identity' })).toBeNull();
  });

  it('refused by the team: says new photos are needed, and links the form for them', async () => {
    show('REJECTED');
    expect((await screen.findByTestId('identity-state')).textContent).toBe(
      'Identity check: we need new photos of your ID.',
    );
    expect(screen.getByRole('link', { name: 'Send new ID photos' }).getAttribute('href')).toBe(
      '/account/centre/verified',
    );
  });

  it('verified: says so beside the payout promise', async () => {
    show('VERIFIED');
    expect((await screen.findByTestId('identity-state')).textContent).toBe('Identity check: verified.');
  });
});
