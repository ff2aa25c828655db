// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RepaymentUsdt } from '../payouts/usdt-received';
import type { ActionFailure } from '../shared/ops-action';
import { ConfirmReceivedForm, type ReceivedBody } from './confirm-received-form';

// Confirming a voucher with what actually arrived and when (issue 33 §2), as the operator fills it in.

const prefill = { amount: 16_110, on: '2026-11-20', earliest: '2026-09-01', latest: '2026-11-28' };

function show(failure: ActionFailure | null = null, usdt: RepaymentUsdt | null = null) {
  const run = vi.fn(async (_body: ReceivedBody) => undefined);
  render(
    <I18nProvider i18n={i18n}>
      <ConfirmReceivedForm
        prefill={prefill}
        asked={16_110}
        usdt={usdt}
        action={{ run, pending: false, failure, reset: () => undefined }}
        onReload={() => undefined}
      />
    </I18nProvider>,
  );
  return run;
}

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

describe('confirming what arrived', () => {
  it('is filled in with what the borrower stated and the voucher’s day', () => {
    show();
    expect(screen.getByLabelText('Amount received (£)')).toHaveValue('161.10');
    expect(screen.getByLabelText('Received on')).toHaveValue('2026-11-20');
  });

  it('books less than was asked after saying the bills stay part paid', async () => {
    const run = show();
    fireEvent.change(screen.getByLabelText('Amount received (£)'), { target: { value: '100' } });
    fireEvent.click(screen.getByTestId('confirm-repayment'));
    expect(screen.getByTestId('confirm-panel')).toHaveTextContent('£61.10 less than was asked');
    fireEvent.click(screen.getByTestId('confirm-action'));
    await waitFor(() => expect(run).toHaveBeenCalledWith({ amount: 10_000, receivedOn: '2026-11-20' }));
  });

  it('says more than was asked is held as the borrower’s credit', () => {
    show();
    fireEvent.change(screen.getByLabelText('Amount received (£)'), { target: { value: '200.00' } });
    fireEvent.click(screen.getByTestId('confirm-repayment'));
    expect(screen.getByTestId('confirm-panel')).toHaveTextContent('£38.90 more than was asked');
  });

  it.each([
    ['0', 'above zero'],
    ['12.345', 'above zero'],
    ['-5', 'above zero'],
    ['', 'Enter the amount that arrived.'],
  ])('refuses the amount %j on its field, and books nothing', (typed, message) => {
    const run = show();
    fireEvent.change(screen.getByLabelText('Amount received (£)'), { target: { value: typed } });
    fireEvent.click(screen.getByTestId('confirm-repayment'));
    expect(screen.getByLabelText('Amount received (£)')).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
    expect(screen.queryByTestId('confirm-panel')).toBeNull();
    expect(run).not.toHaveBeenCalled();
  });

  it.each([
    ['2026-08-31', 'before the payout'],
    ['2026-11-29', 'after today’s business date'],
  ])('refuses a payment dated %s on its field', (day, message) => {
    const run = show();
    fireEvent.change(screen.getByLabelText('Received on'), { target: { value: day } });
    fireEvent.click(screen.getByTestId('confirm-repayment'));
    expect(screen.getByLabelText('Received on')).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
    expect(run).not.toHaveBeenCalled();
  });

  it("puts the server's refusal of a field on that field", () => {
    show({
      message: 'Please correct the amount received',
      changed: false,
      fields: { amount: 'Enter whole pence.' },
    });
    expect(screen.getByLabelText('Amount received (£)')).toHaveAccessibleDescription('Enter whole pence.');
    expect(screen.queryByTestId('action-failure')).toBeNull();
  });
});

// Confirming by the USDT that arrived (decision 098): £161.10 asked as 201.375000 USDT at 1.25.
const shown = {
  quoteId: 44,
  loanId: 3,
  kind: 'BILLS' as const,
  billIds: [11],
  amount: 16_110,
  usdtAmount: 201_375_000,
  rate: '1.250000',
  rateSetAt: '2026-11-20T09:00:00.000Z',
  quotedAt: '2026-11-20T14:05:00.000Z',
  validUntil: '2026-11-20T14:20:00.000Z',
  validMinutes: 15,
  lapsed: false,
};
const byQuote: RepaymentUsdt = {
  quote: shown,
  rate: '1.250000',
  rateSetAt: shown.rateSetAt,
  from: 'QUOTE',
  problem: null,
  prefill: '201.375000',
};
const STALE =
  'The GBP to USDT rate was set at 2026-11-19 09:00, more than 24 hours ago: set today’s rate in Settings first';

describe('confirming by the USDT received', () => {
  it('starts from the figure the borrower was shown and books it at their rate', async () => {
    const run = show(null, byQuote);
    expect(screen.getByLabelText('USDT received')).toHaveValue('201.375000');
    expect(screen.getByTestId('usdt-facts')).toHaveTextContent(
      'The borrower was asked to send 201.375000 USDT for £161.10 at 1 GBP = 1.250000 USDT',
    );
    expect(screen.getByTestId('usdt-conversion')).toHaveTextContent(
      'Converted at the borrower’s rate, 1 GBP = 1.250000 USDT. That is £161.10, rounded down to the penny.',
    );
    fireEvent.click(screen.getByTestId('confirm-repayment'));
    expect(screen.getByTestId('confirm-panel')).toHaveTextContent(
      'Book 201.375000 USDT, £161.10 at 1.250000, received on 20 Nov 2026? That is what was asked',
    );
    fireEvent.click(screen.getByTestId('confirm-action'));
    await waitFor(() =>
      expect(run).toHaveBeenCalledWith({ usdtReceived: '201.375000', receivedOn: '2026-11-20' }),
    );
  });

  it('a few micro-USDT short is pence short of what was asked, said before booking', () => {
    show(null, byQuote);
    fireEvent.change(screen.getByLabelText('USDT received'), { target: { value: '201.36' } });
    expect(screen.getByTestId('usdt-conversion')).toHaveTextContent('That is £161.08');
    fireEvent.click(screen.getByTestId('confirm-repayment'));
    expect(screen.getByTestId('confirm-panel')).toHaveTextContent('£0.02 less than was asked');
  });

  it.each([
    ['201.3750001', 'A USDT amount has at most six decimals.'],
    ['0', 'Enter the USDT that arrived, above zero, such as 161.100000.'],
    ['abc', 'Enter the USDT that arrived, above zero, such as 161.100000.'],
  ])('refuses %j on the USDT field and books nothing', (typed, message) => {
    const run = show(null, byQuote);
    fireEvent.change(screen.getByLabelText('USDT received'), { target: { value: typed } });
    fireEvent.click(screen.getByTestId('confirm-repayment'));
    expect(screen.getByLabelText('USDT received')).toHaveAccessibleDescription(message);
    expect(screen.queryByTestId('confirm-panel')).toBeNull();
    expect(run).not.toHaveBeenCalled();
  });

  it('a lapsed quote and no usable rate: says why on the field, and pounds can still be booked', async () => {
    const run = show(null, {
      quote: { ...shown, lapsed: true },
      rate: null,
      rateSetAt: null,
      from: null,
      problem: STALE,
      prefill: '201.375000',
    });
    expect(screen.getByTestId('usdt-facts')).toHaveTextContent(
      'They reported the payment after that, so the rate of the day applies.',
    );
    expect(screen.getByLabelText('USDT received')).toHaveAccessibleDescription(STALE);
    fireEvent.click(screen.getByTestId('confirm-repayment'));
    expect(screen.queryByTestId('confirm-panel')).toBeNull();
    fireEvent.click(screen.getByLabelText('Pounds'));
    fireEvent.click(screen.getByTestId('confirm-repayment'));
    fireEvent.click(screen.getByTestId('confirm-action'));
    await waitFor(() => expect(run).toHaveBeenCalledWith({ amount: 16_110, receivedOn: '2026-11-20' }));
  });

  it('puts the server’s refusal of the USDT on its field', () => {
    show({ message: STALE, changed: false, fields: { usdtReceived: STALE } }, byQuote);
    expect(screen.getByLabelText('USDT received')).toHaveAccessibleDescription(STALE);
    expect(screen.queryByTestId('action-failure')).toBeNull();
  });
});
