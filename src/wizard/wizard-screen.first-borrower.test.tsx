// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { i18n } from '@lingui/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Member } from '../../domain/api/members';
import { userStore } from '../lib/stores/session-store';
import { forgetOfflineDb } from '../offline/offline-db';
import { valuesFromProfile } from './wizard-model';
import {
  description,
  heading,
  MEMBER,
  member,
  serveApi,
  showWizard,
  stepName,
  storeDraft,
} from './wizard-screen.test-kit';
import { filledWizardValues } from './wizard-values.fixture';

// What a first-time borrower stumbled on in the wizard (issue 37), each pinned where it was seen.

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  // A browser that refuses to keep this site's data for good: the wizard warns about it.
  Object.defineProperty(navigator, 'storage', {
    configurable: true,
    value: { persisted: async () => false, persist: async () => false },
  });
});
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  forgetOfflineDb();
  sessionStorage.removeItem('quayside.apply.storageNoticeShown');
  userStore.set({ id: MEMBER, token: 'token-7', member: null });
});
afterEach(async () => {
  cleanup();
  // The wizard stores what is pending as it goes away: let that land before the next test's database.
  await new Promise((resolve) => setTimeout(resolve, 100));
  vi.restoreAllMocks();
});

const step = () => screen.getByTestId('wizard-step').closest('.wizard-step') as HTMLElement;

describe('the warning that this browser may clear saved data', () => {
  it('is said once, on the step where it was learnt, not again on the next steps', async () => {
    serveApi(() => null);
    await storeDraft('loan', filledWizardValues());
    showWizard('/apply?step=loan');
    await heading();
    // A change is saved, and saving asks the browser to keep the data.
    fireEvent.change(screen.getByLabelText('Loan amount (£)'), { target: { value: '6000' } });
    await screen.findByTestId('apply-storage-refused', {}, { timeout: 8000 });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByTestId('wizard-step').textContent).toBe(stepName('basic')), {
      timeout: 5000,
    });
    expect(screen.queryByTestId('apply-storage-refused')).toBeNull();
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ava' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 1200)));
    expect(screen.queryByTestId('apply-storage-refused')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(screen.getByTestId('wizard-step').textContent).toBe(stepName('loan')));
    expect(screen.queryByTestId('apply-storage-refused')).toBeNull();
  }, 20_000);
});

describe('eligibility, on the step that knows it', () => {
  it('says on the income field, as money, that an income of £4,000 stops the application, and keeps the step', async () => {
    serveApi(() => null);
    const values = filledWizardValues();
    values.employment.personalAnnualIncome = '4000';
    await storeDraft('employment', values);
    showWizard('/apply?step=employment');
    expect((await heading()).textContent).toBe(stepName('employment'));
    const income = screen.getByLabelText('Personal annual income (£)');
    expect(income.getAttribute('aria-invalid')).toBe('true');
    expect(description(income)).toContain('a fixed income above £16,000 a year is required');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('wizard-step').textContent).toBe(stepName('employment'));
  });

  it('on the review step, Submit says what stops it and where, and the link goes to that step', async () => {
    const calls = serveApi(() => null);
    const values = filledWizardValues();
    values.address.yearsAtAddress = '2';
    await storeDraft('review', values);
    showWizard('/apply?step=review');
    await heading();
    const blocked = screen.getByTestId('apply-ineligible');
    expect(blocked.textContent).toContain('you must have lived at your address for at least 3 years');
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    const link = within(blocked).getByRole('button', { name: `Go to ${stepName('address')}` });
    await waitFor(() => expect(document.activeElement).toBe(link));
    expect(calls.filter((call) => call.path === '/loan/apply')).toHaveLength(0);
    fireEvent.click(link);
    await waitFor(() => expect(screen.getByTestId('wizard-step').textContent).toBe(stepName('address')));
  });

  it('lists the steps still to complete with a link to each, rather than doing nothing', async () => {
    serveApi(() => null);
    const values = filledWizardValues();
    values.family.hasChildren = '';
    await storeDraft('review', values);
    showWizard('/apply?step=review');
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    const list = await screen.findByTestId('apply-incomplete');
    expect(within(list).getByTestId('problem-family').textContent).toMatch(/^Family: Please select/);
    expect(within(list).getByTestId('problem-family')).toContainElement(
      within(list).getByRole('button', { name: `Go to ${stepName('family')}` }),
    );
  });
});

describe('the loan step', () => {
  it('asks to choose a term, and names terms in years, one year singular', async () => {
    serveApi(() => null);
    showWizard();
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(description(screen.getByLabelText('Loan term'))).toBe('Choose a term');
    const options = Array.from(screen.getByLabelText('Loan term').querySelectorAll('option')).map(
      (option) => option.textContent,
    );
    expect(options).toContain('1 year (12 months)');
    expect(options).toContain('2 years (24 months)');
    expect(options.join(' ')).not.toContain('1 years');
  });
});

describe('the address step', () => {
  it('opens with the address from the basic step and no message on any field', async () => {
    serveApi(() => null);
    const values = filledWizardValues();
    values.address = { address: '', city: '', postcode: '', country: '', yearsAtAddress: '' };
    await storeDraft('basic', values);
    showWizard('/apply?step=basic');
    await heading();
    // Fields of the basic step left behind: they share their names with the address step's.
    for (const label of ['City', 'Postcode', 'Country']) fireEvent.focusOut(screen.getByLabelText(label));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByTestId('wizard-step').textContent).toBe(stepName('address')));
    expect(screen.getByLabelText('Address')).toHaveValue('1 Quay Street');
    expect(screen.getByLabelText('City')).toHaveValue('London');
    expect(step().querySelector('[aria-invalid="true"]')).toBeNull();
    expect(screen.getByLabelText('Years at this address')).toHaveValue('');
  });

  it('shows what the profile already holds as given, with a way to change it', async () => {
    serveApi(() => null);
    const profile: Member = {
      ...member,
      contactAddress: {
        country: 'United Kingdom',
        city: 'Bristol',
        address: '4 Harbour Walk',
        postcode: 'BS1 5TY',
        yearsAtAddress: 6,
      },
    };
    const values = filledWizardValues();
    values.address = valuesFromProfile(profile).address;
    await storeDraft('address', values);
    showWizard('/apply?step=address', profile);
    await heading();
    const given = screen.getByTestId('step-from-profile');
    expect(given.textContent).toContain('4 Harbour Walk');
    expect(screen.queryByLabelText('City')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Change these details' }));
    expect(screen.getByLabelText('City')).toHaveValue('Bristol');
  });
});

describe('the review step', () => {
  it('shows the repayment figures, and opens the agreement itself, with the figures and the name typed', async () => {
    const calls = serveApi(() => null);
    await storeDraft('review', filledWizardValues());
    showWizard('/apply?step=review');
    await heading();
    // £5,000 over 3 years, equal payments at 8.3%: the figures the quote would give.
    expect(screen.getByTestId('wizard-monthly').textContent).toBe('£157.37');
    expect(screen.getByTestId('wizard-first').textContent).toMatch(/^£157\.37 · /);
    expect(screen.getByTestId('wizard-last').textContent).toMatch(/^£157\.\d\d · /);
    expect(screen.getByTestId('wizard-apr').textContent).toMatch(/^\d+\.\d%$/);
    expect(screen.getByTestId('wizard-total').textContent).toMatch(/^£5,6\d\d\.\d\d$/);

    const agreement = screen.getByTestId('agreement-preview') as HTMLDetailsElement;
    expect(calls.filter((call) => call.path === '/loan/agreement-preview')).toHaveLength(0);
    agreement.open = true;
    fireEvent(agreement, new Event('toggle'));
    expect(await within(agreement).findByText('Parties')).toBeVisible();
    expect(agreement.textContent).toContain(
      'Credit agreement (numbered when we make the offer) between Quayside (the lender) and Ada Lovelace',
    );
    expect(within(agreement).getByRole('region', { name: 'Repayment schedule' })).toBeVisible();
    const asked = calls.find((call) => call.path === '/loan/agreement-preview');
    expect(asked?.body).toEqual({
      amount: 500_000,
      termMonths: 36,
      method: 'EQUAL_INSTALLMENT',
      borrower: 'Ada Lovelace',
    });
  });
});
