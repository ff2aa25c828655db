// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DecisionFacts } from './decision-facts';

// The facts an operator's decision rests on lead the application: the example of issue 38 §6, a referral for
// the automatic limit whose monthly cost (£423.96) is above what the income allows (£300.00).

type Props = Parameters<typeof DecisionFacts>[0];

const rules = [
  { rule: 'file.present', passed: true },
  { rule: 'amount.autoLimit', passed: false },
  { rule: 'affordability.amount', passed: false },
  { rule: 'affordability.residual', passed: true },
];

function show(figures: object, ruleResults = rules) {
  const policy = {
    outcome: 'REFER',
    reasons: ['amount.overAutoLimit'],
    figures: { amount: 1_600_000, termMonths: 48, ...figures },
    policyVersion: 'credit-policy-2',
    decidedBy: 'policy',
    rules: ruleResults,
  };
  const detail = { application: { amount: 1_600_000, termMonths: 48 }, decisions: [policy] };
  render(
    <I18nProvider i18n={i18n}>
      <DecisionFacts
        detail={detail as unknown as Props['detail']}
        policy={policy as unknown as Props['policy']}
      />
    </I18nProvider>,
  );
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
afterEach(cleanup);

describe('what the decision rests on', () => {
  it('says a referral for the automatic limit is also unaffordable, with the figures', () => {
    show({ monthlyCost: 42_396, monthlyIncome: 150_000, maxShare: '0.2', existingMonthlyCost: 0 });
    expect(screen.getByTestId('referral-reasons')).toHaveTextContent(
      'Amount above the automatic approval limit',
    );
    expect(screen.getByTestId('also-unaffordable')).toHaveTextContent(
      'Also unaffordable: £423.96 a month against the £300.00 this income allows.',
    );
    expect(screen.getByTestId('facts-share-limit')).toHaveTextContent('£300.00');
    expect(screen.getByTestId('facts-largest')).toHaveTextContent('Not worked out');
    const failed = screen.getByTestId('rules-failed');
    expect(
      within(failed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Failed Within the automatic approval limit',
      'Failed The amount asked fits the share of income allowed',
    ]);
    expect(screen.getByTestId('rules-passed')).toHaveTextContent('2 rules passed');
  });

  it('reads the server’s largest affordable amount when it sends one', () => {
    show({
      monthlyCost: 42_396,
      monthlyIncome: 150_000,
      maxShare: '0.2',
      existingMonthlyCost: 0,
      largestAffordableAmount: 1_130_000,
    });
    expect(screen.getByTestId('facts-largest')).toHaveTextContent('£11,300.00');
  });

  it('says nothing of unaffordability when the amount fits', () => {
    show({ monthlyCost: 20_000, monthlyIncome: 150_000, maxShare: '0.2', existingMonthlyCost: 0 }, [
      { rule: 'amount.autoLimit', passed: false },
      { rule: 'affordability.amount', passed: true },
    ]);
    expect(screen.queryByTestId('also-unaffordable')).toBeNull();
    expect(screen.getByTestId('facts-largest')).toHaveTextContent('£16,000.00');
  });
});
