// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type ReactElement, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { londonDateOf } from '../../../domain/loan/london-date';
import { generateSchedule } from '../../../domain/loan/schedule';
import { formatAmount } from '../../lib/format';
import { wizardMessageText } from '../wizard-labels';
import { checkStep, newDraft, type StepId, type WizardValues } from '../wizard-model';
import type { LoanConfig } from '../wizard-queries';
import { LoanStep } from './loan-step';
import { ContactsStep, FamilyStep } from './profile-steps';
import type { StepProps } from './step-props';

const config: LoanConfig = {
  minimumAmount: 100_000,
  maximumAmount: 2_500_000,
  rates: { ONE_TIME: '0.089', EQUAL_INSTALLMENT: '0.083', INTEREST_FIRST: '0.095' },
};

/** A step as the wizard shows it after "Next" was pressed: every message on its field. */
function Harness({ step, render: body }: { step: StepId; render(props: StepProps): ReactElement }) {
  const [draft, setDraft] = useState(() => newDraft('key', 0));
  const errors = checkStep(step, draft.values, config);
  const props: StepProps = {
    draft,
    values: draft.values,
    memberId: 7,
    error: (path) => (errors[path] ? wizardMessageText(i18n, errors[path], 'en') : null),
    update: (change: (values: WizardValues) => void) =>
      setDraft((current) => {
        const next = structuredClone(current);
        change(next.values);
        return next;
      }),
  };
  return <I18nProvider i18n={i18n}>{body(props)}</I18nProvider>;
}

const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

beforeAll(() => {
  i18n.load('en', {});
  i18n.activate('en');
});
afterEach(cleanup);

describe('the loan step', () => {
  it('puts the SPEC §5 messages on their fields, tied to them for assistive technology', () => {
    render(<Harness step="loan" render={(props) => <LoanStep {...props} config={config} />} />);
    const amount = screen.getByLabelText('Loan amount (£)');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(description(amount)).toBe('Please enter the amount of the loan');
    expect(description(screen.getByLabelText('Loan purpose'))).toBe('Please select the loan purpose');
    expect(description(screen.getByLabelText('USDT receiving address'))).toBe(
      'Please enter the wallet address',
    );
  });

  it('checks the amount against the range and the address as it is typed, and shows live figures', () => {
    render(<Harness step="loan" render={(props) => <LoanStep {...props} config={config} />} />);
    const amount = screen.getByLabelText('Loan amount (£)');
    act(() => void fireEvent.change(amount, { target: { value: '50' } }));
    expect(description(amount)).toBe('The loan amount cannot be less than £1,000.00');
    const wallet = screen.getByLabelText('USDT receiving address');
    act(() => void fireEvent.change(wallet, { target: { value: '0xabc' } }));
    expect(description(wallet)).toBe('Wallet address supports USDT only');
    act(() => void fireEvent.change(wallet, { target: { value: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' } }));
    expect(wallet.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('A valid USDT address on TRON (TRC-20).')).toBeTruthy();

    act(() => void fireEvent.change(amount, { target: { value: '10000' } }));
    act(() => void fireEvent.change(screen.getByLabelText('Loan term'), { target: { value: '60' } }));
    act(() => void fireEvent.click(screen.getByLabelText(/^Equal principal and interest/)));
    // The figures are the domain's schedule for the same loan, never worked out again here.
    const schedule = generateSchedule({
      principal: 1_000_000,
      annualRate: '0.083',
      termMonths: 60,
      method: 'EQUAL_INSTALLMENT',
      startDate: londonDateOf(new Date()),
    });
    expect(screen.getByTestId('wizard-monthly').textContent).toBe(formatAmount(schedule.instalment, 'en'));
    expect(screen.getByTestId('wizard-total').textContent).toBe(formatAmount(schedule.totalPayable, 'en'));
    expect(screen.getByTestId('wizard-apr').textContent).toMatch(/^\d+\.\d%$/);
  });
});

describe('choices and contacts', () => {
  it('names a radio group by its legend and gives it its message', () => {
    render(<Harness step="family" render={(props) => <FamilyStep {...props} />} />);
    const group = screen.getByRole('group', { name: 'Marital status' });
    expect(description(group)).toBe('Please select marital status');
    act(() => void fireEvent.click(screen.getByLabelText('Married')));
    expect(screen.getByRole('group', { name: 'Marital status' }).getAttribute('aria-invalid')).toBeNull();
  });

  it('asks for the complete contact, and adds and removes contacts up to five', () => {
    render(<Harness step="contacts" render={(props) => <ContactsStep {...props} />} />);
    expect(description(screen.getByLabelText('Name'))).toBe(
      'Please fill in the complete contact information',
    );
    for (let i = 0; i < 4; i++) act(() => void fireEvent.click(screen.getByText('Add another contact')));
    expect(screen.getAllByLabelText('Relationship')).toHaveLength(5);
    expect(screen.queryByText('Add another contact')).toBeNull();
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Remove contact 2' })));
    expect(screen.getAllByLabelText('Relationship')).toHaveLength(4);
  });
});
