// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BillView } from '../../domain/api/loans';
import { BillStatus, isOverdue, LoanStateChip, RepaymentStateChip } from './status-chip';

function wrap(children: ReactNode) {
  return render(<I18nProvider i18n={i18n}>{children}</I18nProvider>);
}

const bill = (over: Partial<BillView>): BillView => ({
  billId: 1,
  kind: 'INSTALMENT',
  period: 3,
  dueDate: '2026-06-02',
  principal: 78_849,
  interest: 10_000,
  total: 88_849,
  status: 'TO_BE_REPAID',
  overdueDays: 0,
  overdueInterest: 0,
  totalDue: 88_849,
  submittedAt: null,
  repaidAt: null,
  refusalReason: null,
  ...over,
});

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
afterEach(cleanup);

describe('state chips', () => {
  it.each([
    ['PENDING_REVIEW', 'Pending review', 'info'],
    ['APPROVED', 'Offer ready to sign', 'warning'],
    ['REJECTED', 'Rejected', 'danger'],
    ['DISBURSED', 'Repayment in progress', 'info'],
    ['SETTLED', 'Settled', 'success'],
    ['WITHDRAWN', 'Withdrawn', 'neutral'],
  ] as const)('a %s loan reads "%s" in the %s tone', (status, words, tone) => {
    wrap(<LoanStateChip status={status} />);
    const chip = screen.getByTestId('loan-state');
    expect(chip.textContent).toBe(words);
    expect(chip.className).toContain(`state-chip--${tone}`);
  });

  it.each([
    ['PENDING', 'To be confirmed'],
    ['CONFIRMED', 'Repayment success'],
    ['REFUSED', 'Repayment failed'],
  ] as const)('a %s repayment reads "%s"', (status, words) => {
    wrap(<RepaymentStateChip status={status} />);
    expect(screen.getByTestId('repayment-state').textContent).toBe(words);
  });
});

describe('a bill’s status', () => {
  it('an open bill past its due date shows its days in red and the overdue interest', () => {
    wrap(<BillStatus bill={bill({ overdueDays: 5, overdueInterest: 1_217, totalDue: 90_066 })} />);
    expect(screen.getByTestId('bill-status')).toHaveTextContent(/^To be repaid/);
    const days = screen.getByTestId('bill-overdue');
    expect(days.textContent).toBe('Overdue 5 days');
    expect(days.className).toBe('overdue');
    expect(screen.getByTestId('bill-overdue-interest').textContent).toBe('Overdue interest £12.17');
  });

  it('one day overdue is singular', () => {
    wrap(<BillStatus bill={bill({ overdueDays: 1, overdueInterest: 243 })} />);
    expect(screen.getByTestId('bill-overdue').textContent).toBe('Overdue 1 day');
  });

  it('a bill paid late and waiting for review is not flagged overdue', () => {
    const paid = bill({ status: 'TO_BE_CONFIRMED', overdueDays: 5, overdueInterest: 1_217 });
    wrap(<BillStatus bill={paid} />);
    expect(isOverdue(paid)).toBe(false);
    expect(screen.getByTestId('bill-status')).toHaveTextContent(/^To be confirmed$/);
    expect(screen.queryByTestId('bill-overdue')).toBeNull();
  });

  it('a repaid bill reads Repaid; a cancelled one "No longer owed"', () => {
    wrap(
      <>
        <BillStatus bill={bill({ status: 'REPAID' })} />
        <BillStatus bill={bill({ billId: 2, status: 'CANCELLED' })} />
      </>,
    );
    const [repaid, cancelled] = screen.getAllByTestId('bill-status');
    expect(repaid).toHaveTextContent(/^Repaid$/);
    expect(cancelled).toHaveTextContent(/^No longer owed$/);
  });

  it('a refused voucher’s reason stays on the open bill', () => {
    wrap(<BillStatus bill={bill({ refusalReason: 'The amount does not match' })} />);
    expect(screen.getByTestId('bill-refusal').textContent).toBe('Voucher refused: The amount does not match');
  });
});
