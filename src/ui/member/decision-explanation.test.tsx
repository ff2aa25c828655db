// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DecisionView } from '../../../domain/api/loans';
import { clearUser, signIn } from '../../lib/stores/session-store';
import { AffordabilityNote, DecidedBy, DecisionReasons, ReviewRequest } from './decision-explanation';

function wrap(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>{node}</QueryClientProvider>
    </I18nProvider>,
  );
}

const base: DecisionView = {
  outcome: 'COUNTER_OFFER',
  reasons: ['affordability.counterOffer'],
  figures: {
    amount: 1_000_000,
    termMonths: 12,
    monthlyCost: 87_870,
    monthlyIncome: 350_000,
    maxShare: '0.20',
    existingMonthlyCost: 0,
    minimumAmount: 100_000,
    minimumMonthlyCost: 8_787,
    autoApproveMax: 1_500_000,
    offerAmount: 790_000,
    offerMonthlyCost: 69_417,
  },
  policyVersion: 'credit-policy-1',
  decidedBy: 'policy',
  decidedAt: '2026-11-26T10:00:00.000Z',
  onReview: false,
};

const reasonsText = () => screen.getByTestId('decision-reasons').textContent;

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
afterEach(() => {
  cleanup();
  clearUser();
  vi.unstubAllGlobals();
});

describe('a decision in plain words, with the figures the rule used', () => {
  it('a counter-offer: what the amount asked for would cost against the share of income, and what the offer costs', () => {
    wrap(<DecisionReasons decision={base} />);
    expect(reasonsText()).toBe(
      'The monthly cost of £878.70 would be more than 20% of your monthly income of £3,500.00. Averaged over its term (the total repayable divided by the number of months), £7,900.00 costs £694.17 a month.',
    );
  });

  it('what the borrower already repays us is named when it counts', () => {
    wrap(
      <DecisionReasons
        decision={{
          ...base,
          figures: { ...base.figures, existingMonthlyCost: 88_000, offerAmount: 130_000 },
        }}
      />,
    );
    expect(reasonsText()).toContain('with the £880.00 a month you already repay us');
  });

  it('a decline: even the smallest loan costs more than the share allows', () => {
    wrap(
      <DecisionReasons
        decision={{
          ...base,
          outcome: 'DECLINE',
          reasons: ['affordability.unaffordable'],
          figures: { ...base.figures, maxShare: '0.05', monthlyIncome: 141_667 },
        }}
      />,
    );
    expect(reasonsText()).toBe(
      'Even our smallest loan, £1,000.00 over 12 months, would cost £87.87 a month: more than 5% of your monthly income of £1,416.67.',
    );
  });

  it('a referral lists every reason a person decides', () => {
    wrap(
      <DecisionReasons
        decision={{
          ...base,
          outcome: 'REFER',
          reasons: ['amount.overAutoLimit', 'employment.selfEmployedUnder2Years', 'mode.manual'],
        }}
      />,
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'You asked for more than £15,000.00: a person looks at every application above that amount.',
      'You have been self-employed for less than 2 years: a person looks at your income before we decide.',
      'At the moment a person looks at every application.',
    ]);
  });

  it('an operator’s decision has no policy reasons to put into words', () => {
    const { container } = wrap(
      <DecisionReasons decision={{ ...base, reasons: ['operator.declined'], decidedBy: 'operator' }} />,
    );
    expect(container.textContent).toBe('');
  });

  it('explains the monthly cost only under reasons that use it, and says who decided', () => {
    wrap(
      <>
        <AffordabilityNote decision={base} />
        <DecidedBy decision={base} />
      </>,
    );
    expect(screen.getByText(/The monthly cost is the total you would repay/)).toBeVisible();
    expect(screen.getByTestId('decided-by').textContent).toMatch(/^Decided by our automatic assessment on /);
    cleanup();
    wrap(<AffordabilityNote decision={{ ...base, reasons: ['mode.manual'] }} />);
    expect(screen.queryByText(/The monthly cost is the total you would repay/)).toBeNull();
  });
});

describe('asking for a person to look again', () => {
  it('posts the request once and tells the borrower; a refusal shows the server’s words', async () => {
    signIn('token', {
      id: 41,
      email: 'ada@quayside.test',
      mobile: null,
      walletAddress: null,
      role: 'borrower',
      accountType: 0,
      kycStatus: 'UNVERIFIED',
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
    });
    const calls: string[] = [];
    let answer: { status: number; body: object } = {
      status: 200,
      body: { code: '0', msg: 'ok', data: { loanId: 9, status: 'PENDING_REVIEW' } },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${new URL(url, 'http://app.test').pathname}`);
        return new Response(JSON.stringify(answer.body), { status: answer.status });
      }),
    );
    const requested = vi.fn();
    wrap(<ReviewRequest loanId={9} onRequested={requested} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a person to look again' }));
    await waitFor(() => expect(requested).toHaveBeenCalledTimes(1));
    expect(calls).toEqual(['POST /api/loan/9/review']);

    answer = {
      status: 409,
      body: {
        code: 'C409',
        msg: 'You have already asked for a person to look at this application again',
        data: null,
      },
    };
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a person to look again' }));
    expect(
      await screen.findByText('You have already asked for a person to look at this application again'),
    ).toBeVisible();
  });
});
