// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DecisionView } from '../../../domain/api/loans';
import { AffordabilityNote, DecisionReasons } from './decision-explanation';

// Decisions of the credit policy's version 2, which reads the credit file (domain/decision/policy-v2.ts).

function wrap(node: ReactNode) {
  return render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
}

const agency = {
  name: 'Northgate Credit Records Ltd',
  address: 'Consumer Services, 4 Ropewalk Yard, Bristol BS0 4NC',
  phone: '0117 496 0412',
  website: 'https://northgate-credit.example',
};

/** £3,000 a month before tax, £2,400 take-home, £1,100 essentials for two, £450 of credit: £850 left. */
const v2Figures: DecisionView['figures'] = {
  amount: 1_000_000,
  termMonths: 24,
  monthlyCost: 46_000,
  monthlyIncome: 300_000,
  maxShare: '0.2',
  existingMonthlyCost: 0,
  minimumAmount: 100_000,
  minimumMonthlyCost: 4_600,
  autoApproveMax: 1_500_000,
  creditCommitments: 45_000,
  netMonthlyIncome: 240_000,
  householdSize: 2,
  essentialSpending: 110_000,
  residualMonthly: 85_000,
};

const decline: DecisionView = {
  outcome: 'DECLINE',
  reasons: ['credit.recentDefault'],
  figures: v2Figures,
  policyVersion: 'credit-policy-2',
  decidedBy: 'policy',
  decidedAt: '2026-11-26T10:00:00.000Z',
  onReview: false,
  agency,
};

const items = () => screen.getAllByRole('listitem').map((item) => item.textContent);

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a decline on what the credit file holds', () => {
  it('says what the file shows, for each record we do not lend past', () => {
    wrap(
      <DecisionReasons
        decision={{ ...decline, reasons: ['credit.insolvency', 'credit.judgment', 'credit.recentDefault'] }}
      />,
    );
    expect(items()).toEqual([
      'Your credit file shows a bankruptcy, an individual voluntary arrangement, a debt relief order or a trust deed in the last 6 years. We do not lend while one is on your file.',
      'Your credit file shows a county court judgment in the last 6 years. We do not lend while one is on your file, even once it has been paid.',
      'Your credit file shows a default on a credit agreement in the last 12 months. We do not lend until a year has passed since a default.',
    ]);
  });

  it('names the agency and how to reach it, to get the file (CCA s157)', () => {
    wrap(<DecisionReasons decision={decline} />);
    const block = screen.getByTestId('decision-agency');
    expect(block.textContent).toContain(
      'This decision used information on your credit file from Northgate Credit Records Ltd, a credit reference agency.',
    );
    expect(block.textContent).toContain('section 157');
    expect(block.textContent).toContain('Consumer Services, 4 Ropewalk Yard, Bristol BS0 4NC');
    expect(within(block).getByRole('link', { name: '0117 496 0412' }).getAttribute('href')).toBe(
      'tel:01174960412',
    );
    expect(within(block).getByRole('link', { name: 'northgate-credit.example' }).getAttribute('href')).toBe(
      'https://northgate-credit.example',
    );
  });

  it('makes a link of a web address only', () => {
    wrap(
      <DecisionReasons decision={{ ...decline, agency: { ...agency, website: 'javascript:alert(1)' } }} />,
    );
    const block = screen.getByTestId('decision-agency');
    expect(block.textContent).toContain('javascript:alert(1)');
    expect(
      within(block)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['0117 496 0412']);
  });

  it('names no agency for a decline on affordability alone, nor for a referral', () => {
    wrap(
      <DecisionReasons
        decision={{ ...decline, reasons: ['affordability.unaffordable'], figures: v2Figures }}
      />,
    );
    expect(screen.queryByTestId('decision-agency')).toBeNull();
    cleanup();
    wrap(<DecisionReasons decision={{ ...decline, outcome: 'REFER', reasons: ['credit.manySearches'] }} />);
    expect(screen.queryByTestId('decision-agency')).toBeNull();
  });

  it('says from when a new application is possible, while the wait runs', () => {
    vi.useFakeTimers({ now: new Date('2026-12-01T10:00:00Z'), toFake: ['Date'] });
    wrap(<DecisionReasons decision={decline} />);
    expect(screen.getByTestId('decision-reapply').textContent).toBe(
      'If this decision stands, you can apply again from 26 Feb 2027: a new application is possible 3 months after a decline.',
    );
    cleanup();
    vi.setSystemTime(new Date('2027-02-26T10:00:00Z'));
    wrap(<DecisionReasons decision={decline} />);
    expect(screen.queryByTestId('decision-reapply')).toBeNull();
  });
});

describe('a referral on the credit file says what a person waits for', () => {
  it('never names a fraud marker or the shared details, and says it once', () => {
    wrap(
      <DecisionReasons
        decision={{ ...decline, outcome: 'REFER', reasons: ['credit.fraudMarker', 'fraud.sharedDetails'] }}
      />,
    );
    expect(items()).toEqual([
      'We need to check some details with you before we decide; a person will be in touch.',
    ]);
    expect(document.body.textContent).not.toMatch(/fraud|shared|marker/i);
  });

  it('shared details alone are told in the same words', () => {
    wrap(<DecisionReasons decision={{ ...decline, outcome: 'REFER', reasons: ['fraud.sharedDetails'] }} />);
    expect(items()).toEqual([
      'We need to check some details with you before we decide; a person will be in touch.',
    ]);
  });

  it('identity, searches, no answer from the agency, and proof of income', () => {
    wrap(
      <DecisionReasons
        decision={{
          ...decline,
          outcome: 'REFER',
          reasons: [
            'credit.identityNotMatched',
            'credit.manySearches',
            'credit.agencyUnavailable',
            'income.proofNeeded',
          ],
        }}
      />,
    );
    expect(items()).toEqual([
      'The credit reference agency could not match your name, date of birth or address to its records. A person checks your details before we decide, and may ask you for proof of your address.',
      'Your credit file shows several applications for credit in the last 3 months. A person looks at your application before we decide.',
      'The credit reference agency did not answer when we searched your credit file. We never decide without it: a person searches again and decides.',
      "The income you gave is more than the credit reference agency's records show. Please send us proof of your income for the last 60 days, such as payslips or bank statements, from your loan's page: a person decides once they have it.",
    ]);
    expect(screen.queryByTestId('decision-reapply')).toBeNull();
  });
});

describe('affordability by version 2: the share of income and what is left of take-home pay', () => {
  it('a counter-offer over both limits names both, with the credit already repaid', () => {
    wrap(
      <DecisionReasons
        decision={{
          ...decline,
          outcome: 'COUNTER_OFFER',
          reasons: ['affordability.counterOffer'],
          figures: { ...v2Figures, monthlyCost: 90_000, offerAmount: 400_000, offerMonthlyCost: 18_400 },
        }}
      />,
    );
    expect(items()).toEqual([
      'The monthly cost of £900.00, with the £450.00 a month you already repay on credit, would be more than 20% of your monthly income before tax of £3,000.00. It would also be more than the £850.00 a month left of your take-home pay after essential spending and other credit. Averaged over its term (the total repayable divided by the number of months), £4,000.00 costs £184.00 a month.',
    ]);
  });

  it('a counter-offer over the residual limit only names that one', () => {
    wrap(
      <DecisionReasons
        decision={{
          ...decline,
          outcome: 'COUNTER_OFFER',
          reasons: ['affordability.counterOffer'],
          figures: {
            ...v2Figures,
            creditCommitments: 0,
            monthlyIncome: 600_000,
            residualMonthly: 40_000,
            offerAmount: 800_000,
            offerMonthlyCost: 36_800,
          },
        }}
      />,
    );
    expect(items()).toEqual([
      'The monthly cost of £460.00 would be more than the £400.00 a month left of your take-home pay after essential spending and other credit. Averaged over its term (the total repayable divided by the number of months), £8,000.00 costs £368.00 a month.',
    ]);
  });

  it('a decline when nothing is left after essentials and credit', () => {
    wrap(
      <DecisionReasons
        decision={{
          ...decline,
          reasons: ['affordability.unaffordable'],
          figures: { ...v2Figures, monthlyIncome: 1_000_000, residualMonthly: -12_000 },
        }}
      />,
    );
    expect(items()).toEqual([
      'Even our smallest loan, £1,000.00 over 24 months, would cost £46.00 a month. After essential spending and the credit you already repay, nothing is left of your take-home pay to repay a loan.',
    ]);
  });

  it('the note names every figure of both limits', () => {
    wrap(
      <AffordabilityNote
        decision={{ ...decline, outcome: 'COUNTER_OFFER', reasons: ['affordability.counterOffer'] }}
      />,
    );
    const note = screen.getByTestId('affordability-note');
    expect(note.textContent).toContain(
      'First, with the £450.00 a month you already repay on credit, it must be no more than 20% of your monthly income before tax, £3,000.00. That is the income you gave us in your application.',
    );
    const rows = within(screen.getByTestId('affordability-residual'))
      .getAllByRole('definition')
      .map((cell) => cell.textContent);
    expect(rows).toEqual(['£2,400.00', '−£1,100.00', '−£450.00', '£850.00']);
    expect(note.textContent).toContain('Essential spending for a household of 2 people');
  });

  it('says the income used may be the agency’s when it had an estimate', () => {
    wrap(
      <AffordabilityNote
        decision={{
          ...decline,
          outcome: 'COUNTER_OFFER',
          reasons: ['affordability.counterOffer'],
          figures: { ...v2Figures, verifiedMonthlyIncome: 300_000 },
        }}
      />,
    );
    expect(screen.getByTestId('affordability-note').textContent).toContain(
      "We use the lower of the income you gave us and the income the credit reference agency's records show.",
    );
  });

  it('keeps version 1’s words for a decision made before the file was read', () => {
    const { residualMonthly: _, ...v1Figures } = v2Figures;
    wrap(
      <AffordabilityNote
        decision={{
          ...decline,
          policyVersion: 'credit-policy-1',
          outcome: 'COUNTER_OFFER',
          reasons: ['affordability.counterOffer'],
          figures: v1Figures,
        }}
      />,
    );
    expect(screen.queryByTestId('affordability-note')).toBeNull();
    expect(screen.getByText(/We compare it with your personal income before tax/)).toBeVisible();
  });
});
