// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfirmReceivedForm, type ReceivedBody } from './confirm-received-form';
import type { ActionFailure } from './ops-action';

// Confirming a voucher with what actually arrived and when (issue 33 §2), as the operator fills it in.

const prefill = { amount: 16_110, on: '2026-11-20', earliest: '2026-09-01', latest: '2026-11-28' };

function show(failure: ActionFailure | null = null) {
  const run = vi.fn(async (_body: ReceivedBody) => undefined);
  render(
    <I18nProvider i18n={i18n}>
      <ConfirmReceivedForm
        prefill={prefill}
        asked={16_110}
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
