// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type ReactElement, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { londonDateOf } from '../../../domain/loan/london-date';
import { generateSchedule } from '../../../domain/loan/schedule';
import { formatAmount } from '../../lib/i18n/format';
import { loanKeys } from '../../lib/queries/loan-queries';
import { wizardMessageText } from '../wizard-labels';
import { checkStep, newDraft, type StepId, type WizardValues } from '../wizard-model';
import { type LoanConfig, topUpQuoteQuery } from '../wizard-queries';
import { LoanStep } from './loan-step';
import { profileStepComponents } from './profile-steps';
import type { StepProps } from './step-props';

const config: LoanConfig = {
  minimumAmount: 100_000,
  maximumAmount: 2_500_000,
  rates: { ONE_TIME: '0.089', EQUAL_INSTALLMENT: '0.083', INTEREST_FIRST: '0.095' },
};

/** The queries a step reads, answered from this cache: by default the member has no loan. */
function queryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  client.setQueryData(loanKeys.list(7, 1), { list: [], total: 0, page: 1, pageSize: 20 });
  return client;
}

/** A step as the wizard shows it after "Next" was pressed: every message on its field. */
function Harness({
  step,
  render: body,
  client = queryClient(),
}: {
  step: StepId;
  render(props: StepProps): ReactElement;
  client?: QueryClient;
}) {
  const [draft, setDraft] = useState(() => newDraft('key', 0));
  const errors = checkStep(step, draft.values, config);
  const props: StepProps = {
    draft,
    values: draft.values,
    memberId: 7,
    member: null,
    error: (path) => (errors[path] ? wizardMessageText(i18n, errors[path], 'en') : null),
    update: (change: (values: WizardValues) => void) =>
      setDraft((current) => {
        const next = structuredClone(current);
        change(next.values);
        return next;
      }),
  };
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>{body(props)}</QueryClientProvider>
    </I18nProvider>
  );
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
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

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
    expect(screen.getByText('A valid USDT address on TRON (TRC-20).')).toBeVisible();

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

describe('the loan step of a top-up (a loan running)', () => {
  const running = {
    list: [{ loanId: 3, status: 'DISBURSED', contractNumber: 'QS-20260302-000003' }],
    total: 1,
    page: 1,
    pageSize: 20,
  };
  const choose = (pounds: string) => {
    act(() => void fireEvent.change(screen.getByLabelText('Loan amount (£)'), { target: { value: pounds } }));
    act(() => void fireEvent.change(screen.getByLabelText('Loan term'), { target: { value: '24' } }));
    act(() => void fireEvent.click(screen.getByLabelText(/^Equal principal and interest/)));
  };

  it("shows the server quote's two parts: what settles the running loan and what is paid to the borrower", async () => {
    const client = queryClient();
    client.setQueryData(loanKeys.list(7, 1), running);
    const input = { amount: 1_000_000, termMonths: 24, method: 'EQUAL_INSTALLMENT' as const };
    client.setQueryData(topUpQuoteQuery(7, input).queryKey, {
      topUp: {
        replacesLoanId: 3,
        replacesContractNumber: 'QS-20260302-000003',
        settlement: 260_038,
        toBorrower: 739_962,
        payoutOn: '2026-09-04',
        estimate: true,
      },
      eligibility: { eligible: true, reasons: [] },
    } as never);
    render(
      <Harness step="loan" client={client} render={(props) => <LoanStep {...props} config={config} />} />,
    );
    expect(screen.getByTestId('wizard-top-up').textContent).toContain('this application is a top-up');
    choose('10000');
    const parts = await screen.findByTestId('wizard-top-up-parts');
    expect(parts.textContent).toContain('Settles loan QS-20260302-000003 (as at 4 Sept 2026)');
    expect(screen.getByTestId('top-up-settlement').textContent).toBe('£2,600.38');
    expect(screen.getByTestId('top-up-to-borrower').textContent).toBe('£7,399.62');
    expect(parts.textContent).toContain('An estimate for a payout on 4 Sept 2026, valid until then.');
  });

  it("says why an amount is too small, in the server's words on the amount", async () => {
    const client = queryClient();
    client.setQueryData(loanKeys.list(7, 1), running);
    const words = 'The amount must be more than £2,600.38, the figure that settles your current loan';
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ code: 'V400', msg: words, data: { fields: { amount: words } } }), {
        status: 400,
      }),
    );
    render(
      <Harness step="loan" client={client} render={(props) => <LoanStep {...props} config={config} />} />,
    );
    choose('2500');
    expect((await screen.findByTestId('wizard-top-up-refusal')).textContent).toBe(words);
    expect(screen.queryByTestId('wizard-top-up-parts')).toBeNull();
  });

  it('shows nothing of a top-up to a borrower with no loan running', () => {
    render(<Harness step="loan" render={(props) => <LoanStep {...props} config={config} />} />);
    choose('10000');
    expect(screen.queryByTestId('wizard-top-up')).toBeNull();
  });
});

describe('profile steps', () => {
  // The fields and their messages are the profile's sections (src/profile tests each once); a step adds
  // only the vehicle question and writes what is typed into the draft.
  it('asks about a vehicle first and shows the vehicle section only to a borrower who has one', () => {
    const Vehicle = profileStepComponents.vehicle;
    render(<Harness step="vehicle" render={(props) => <Vehicle {...props} />} />);
    expect(description(screen.getByRole('group', { name: 'Do you have a vehicle?' }))).toBe(
      'Please select whether you have a vehicle',
    );
    expect(screen.queryByLabelText('Licence plate')).toBeNull();
    act(() => void fireEvent.click(screen.getByLabelText('Yes')));
    expect(description(screen.getByLabelText('Licence plate'))).toBe('Please enter licence plate');
    act(
      () => void fireEvent.change(screen.getByLabelText('Licence plate'), { target: { value: 'BD51 SMR' } }),
    );
    expect(screen.getByLabelText('Licence plate').getAttribute('aria-invalid')).toBeNull();
  });

  it("writes a section's fields into the draft", () => {
    const Contacts = profileStepComponents.contacts;
    render(<Harness step="contacts" render={(props) => <Contacts {...props} />} />);
    expect(screen.getByText(/at least one, at most 5/)).toBeVisible();
    act(() => void fireEvent.click(screen.getByText('Add another contact')));
    expect(screen.getAllByLabelText('Relationship')).toHaveLength(2);
  });
});
