import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { BorrowerPage, BorrowerSearchItem } from '../../../domain/api/borrowers';

// The borrower desk's screens under a router at a given address, and answers as the server sends them
// (for tests only).

export function renderAt(path: string, node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <>{node}</> }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const view = render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { ...view, router };
}

export function searchItem(memberId: number, extra: Partial<BorrowerSearchItem> = {}): BorrowerSearchItem {
  return {
    memberId,
    name: 'Winifred Quaysearch',
    email: `w${memberId}@example.org`,
    phone: '+447700911222',
    kycStatus: 'VERIFIED',
    locked: false,
    loans: [{ loanId: 77, contractNumber: 'QS-20270101-000077', status: 'DISBURSED' }],
    createdAt: '2027-01-02T10:00:00.000Z',
    ...extra,
  };
}

export function borrowerPage(extra: Partial<BorrowerPage> = {}): BorrowerPage {
  return {
    member: {
      memberId: 9,
      name: 'Winifred Quaysearch',
      email: 'w9@example.org',
      mobile: '+447700911222',
      locked: false,
      kycStatus: 'VERIFIED',
      kycRejectReason: null,
      lang: 'en',
      createdAt: '2027-01-02T10:00:00.000Z',
      lastLoginAt: '2027-03-01T09:30:00.000Z',
      payoutMethod: 'BANK',
      walletAddress: null,
      bankAccount: { accountHolderName: 'W Quaysearch', sortCode: '089999', accountNumberLast4: '4958' },
    },
    profile: {
      base: null,
      contactAddress: null,
      employment: null,
      family: null,
      estate: null,
      car: null,
      contacts: null,
      kyc: null,
    },
    loans: [
      {
        loanId: 77,
        status: 'PENDING_REVIEW',
        amount: 250_000,
        termMonths: 12,
        method: 'EQUAL_INSTALLMENT',
        annualRate: '0.2',
        apr: '0.2194',
        purpose: 'EDUCATION',
        contractNumber: 'QS-20270101-000077',
        submittedAt: '2027-01-03T10:00:00.000Z',
        offerAmount: null,
        offerExpiresAt: null,
        disbursedOn: null,
      },
    ],
    creditSearches: [
      {
        id: 1,
        kind: 'hard',
        purpose: 'application',
        searchedAt: '2027-01-03T10:00:00.000Z',
        agencyName: 'Simulated bureau',
        answered: true,
      },
    ],
    messages: {
      sent: [
        {
          id: 5,
          channel: 'email',
          subject: 'Your application',
          status: 'sent',
          createdAt: '2027-01-03T10:00:00.000Z',
          sentAt: '2027-01-03T10:00:05.000Z',
        },
      ],
      inApp: [],
    },
    arrears: [],
    hardship: [],
    ...extra,
  };
}
