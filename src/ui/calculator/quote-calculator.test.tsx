// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { aprOfSchedule } from '../../../domain/loan/apr';
import type { RepaymentMethod } from '../../../domain/loan/methods';
import { generateSchedule } from '../../../domain/loan/schedule';
import { formatMoney, type MoneyLanguage } from '../../../domain/money';
import { languageStore } from '../../lib/i18n/language';
import { configKeys } from '../../lib/queries/config-queries';
import { parseQuoteConfig } from '../../lib/quote/quote-config';
import { todayInLondon } from '../../lib/quote/quote-figures';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, search }: { children: ReactNode; search?: Record<string, unknown> }) => (
    <a href={`/apply?${new URLSearchParams(search as Record<string, string>)}`} data-testid="calc-apply">
      {children}
    </a>
  ),
}));

const { QuoteCalculator } = await import('./quote-calculator');

const config = parseQuoteConfig(
  Object.entries({
    LOAN_YEAR_RATE: '0.089',
    LOAN_MINIMUM_AMOUNT: '100000',
    LOAN_MAXIMUM_AMOUNT: '2500000',
    LOAN_SETTLEMENT_YEAR_RATE: '0.119',
    LOAN_EQUAL_AMOUNT_YEAR_RATE: '0.099',
    LOAN_INTEREST_FIRST_YEAR_RATE: '0.109',
    CUSTOMER_SERVICE_ADDRESS: '',
  }).map(([configCode, configValue]) => ({ configCode, configValue })),
)!;

/** What the screen must show: the domain's own schedule and APR for these terms, formatted for `lang`. */
function domainFigures(amount: number, termMonths: number, method: RepaymentMethod, lang: MoneyLanguage) {
  const schedule = generateSchedule({
    principal: amount,
    annualRate: config.rates[method],
    termMonths,
    method,
    startDate: todayInLondon(),
  });
  const money = (minor: number) => formatMoney(minor, lang, { currency: 'GBP' });
  return {
    headline: money(method === 'ONE_TIME' ? schedule.lines.at(-1)!.total : schedule.instalment),
    total: money(schedule.totalPayable),
    interest: money(schedule.totalInterest),
    apr: `${aprOfSchedule(schedule)}%`,
  };
}

function renderCalculator(
  rates: typeof config | null = config,
  preset?: Parameters<typeof QuoteCalculator>[0]['preset'],
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (rates) queryClient.setQueryData(configKeys.quote(), rates);
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <QuoteCalculator {...(preset ? { preset } : {})} />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

const text = (testId: string) => screen.getByTestId(testId).textContent;

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
afterEach(() => {
  cleanup();
  languageStore.set('en');
  vi.unstubAllGlobals();
});

describe('the quote calculator shows the domain figures for what is chosen', () => {
  const cases: [number, number, RepaymentMethod][] = [
    [500_000, 36, 'EQUAL_INSTALLMENT'],
    [190_000, 12, 'INTEREST_FIRST'],
    [1_000_000, 60, 'ONE_TIME'],
    [100_000, 24, 'EQUAL_INSTALLMENT'],
    [2_500_000, 48, 'INTEREST_FIRST'],
  ];
  it.each(cases)('amount %i over %i months, %s', (amount, termMonths, method) => {
    renderCalculator();
    fireEvent.change(screen.getByTestId('calc-amount'), { target: { value: String(amount) } });
    fireEvent.click(screen.getByTestId(`calc-term-${termMonths}`).querySelector('input')!);
    fireEvent.click(screen.getByTestId(`calc-method-${method}`).querySelector('input')!);
    const figures = domainFigures(amount, termMonths, method, 'en');
    expect(text('calc-monthly')).toBe(figures.headline);
    expect(text('calc-total')).toBe(figures.total);
    expect(text('calc-interest')).toBe(figures.interest);
    expect(text('calc-apr')).toBe(figures.apr);
    expect(screen.getByTestId('calc-apply').getAttribute('href')).toBe(
      `/apply?amount=${amount}&term=${termMonths}&method=${method}`,
    );
  });

  it('names the headline by method, and shows a final payment only when interest comes first', () => {
    renderCalculator();
    expect(screen.getByTestId('calc-results').textContent).toContain('Monthly repayment');
    expect(screen.queryByTestId('calc-final')).toBeNull();
    fireEvent.click(screen.getByTestId('calc-method-INTEREST_FIRST').querySelector('input')!);
    expect(screen.getByTestId('calc-results').textContent).toContain('Monthly interest payment');
    expect(screen.getByTestId('calc-final')).toHaveTextContent(/^£[\d,]+\.\d\d$/);
    fireEvent.click(screen.getByTestId('calc-method-ONE_TIME').querySelector('input')!);
    expect(screen.getByTestId('calc-results').textContent).toContain('One repayment at the end');
    expect(screen.queryByTestId('calc-final')).toBeNull();
  });

  it('starts from a loan page preset, and keeps an amount outside the configured range inside it', () => {
    renderCalculator(config, { amount: 9_000_000, termMonths: 48, method: 'EQUAL_INSTALLMENT' });
    expect((screen.getByTestId('calc-amount') as HTMLInputElement).value).toBe('2500000');
    expect(text('calc-monthly')).toBe(domainFigures(2_500_000, 48, 'EQUAL_INSTALLMENT', 'en').headline);
  });

  it('writes the same figures the Traditional Chinese way', () => {
    languageStore.set('tw');
    renderCalculator(config, { amount: 800_000, termMonths: 48, method: 'EQUAL_INSTALLMENT' });
    const figures = domainFigures(800_000, 48, 'EQUAL_INSTALLMENT', 'tw');
    expect(text('calc-monthly')).toBe(figures.headline);
    expect(text('calc-apr')).toBe(figures.apr);
  });

  it('with no rates shows no figure at all, only why', () => {
    // The rates never arrive: the screen must not wait for them to say so.
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    renderCalculator(null);
    expect(screen.getByTestId('calculator-unavailable')).toHaveTextContent("Loading today's rates…");
    expect(screen.queryByTestId('calc-monthly')).toBeNull();
  });
});
