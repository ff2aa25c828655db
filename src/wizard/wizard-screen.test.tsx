// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { i18n } from '@lingui/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { userStore } from '../lib/stores/session-store';
import { forgetOfflineDb } from '../offline/offline-db';
import { newDraft, type WizardDraft } from './wizard-model';
import {
  description,
  envelope,
  heading,
  KEY,
  MEMBER,
  quote,
  serveApi,
  showWizard,
  stepName,
  storeDraft,
  storedDraft,
} from './wizard-screen.test-kit';
import { filledWizardValues } from './wizard-values.fixture';

const filled = filledWizardValues;

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  forgetOfflineDb();
  userStore.set({ id: MEMBER, token: 'token-7', member: null });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('where the wizard opens', () => {
  it('a first application starts at the loan step, with no "welcome back"', async () => {
    serveApi(() => null);
    const router = showWizard();
    expect((await heading()).textContent).toBe(stepName('loan'));
    expect(screen.getByTestId('wizard-progress').textContent).toContain('Step 1 of 9');
    expect(screen.queryByTestId('apply-resume')).toBeNull();
    await waitFor(() => expect(router.state.location.search).toEqual({ step: 'loan' }));
  });

  it('a bare /apply resumes the draft on this device at its step, and puts that step in the address', async () => {
    serveApi(() => null);
    await storeDraft('address', filled());
    const router = showWizard();
    expect((await heading()).textContent).toBe(stepName('address'));
    expect(screen.getByTestId('wizard-progress').textContent).toContain('Step 3 of 9');
    expect(screen.getByTestId('apply-resume').textContent).toBe(
      'Welcome back: everything you entered on this device is here.',
    );
    await waitFor(() => expect(router.state.location.search).toEqual({ step: 'address' }));
  });
});

describe("the account's copy", () => {
  it('is not waited for when this device holds a draft; a newer one arriving later replaces it, untouched', async () => {
    let answer: (copy: { draft: WizardDraft; updatedAt: string }) => void = () => undefined;
    serveApi(
      () => null,
      () => new Promise((resolve) => (answer = resolve)),
    );
    await storeDraft('loan', filled());
    showWizard();
    // The device's copy shows while the account has not answered.
    expect((await heading()).textContent).toBe(stepName('loan'));
    expect(screen.getByLabelText('Loan amount (£)')).toHaveValue('5000');
    const values = filled();
    values.loan.amount = '7250';
    answer({
      draft: { ...newDraft(KEY, Date.now() + 60_000), step: 'loan', values },
      updatedAt: '2026-11-28T10:00:00.000Z',
    });
    await waitFor(() => expect(screen.getByLabelText('Loan amount (£)')).toHaveValue('7250'));
    expect(screen.getByTestId('apply-resume')).toHaveTextContent('newer than the one on this device');
  });

  it('arriving later and older, leaves the draft shown and says the device copy is the newer', async () => {
    let answer: (copy: { draft: WizardDraft; updatedAt: string }) => void = () => undefined;
    serveApi(
      () => null,
      () => new Promise((resolve) => (answer = resolve)),
    );
    await storeDraft('address', filled());
    showWizard();
    expect((await heading()).textContent).toBe(stepName('address'));
    const older: WizardDraft = {
      ...newDraft(KEY, Date.now() - 60_000),
      step: 'employment',
      values: filled(),
    };
    answer({ draft: older, updatedAt: '2026-11-27T10:00:00.000Z' });
    await waitFor(() =>
      expect(screen.getByTestId('apply-resume')).toHaveTextContent(
        'newer than the one saved to your account',
      ),
    );
    expect(screen.getByTestId('wizard-step')).toHaveTextContent(stepName('address'));
  });
});

describe('moving between steps', () => {
  it('Next with missing fields keeps the step, puts the messages on the fields and focuses the first', async () => {
    serveApi(() => null);
    showWizard();
    await heading();
    const amount = screen.getByLabelText('Loan amount (£)');
    // Nothing is called wrong before the borrower has tried to go on.
    expect(amount.getAttribute('aria-invalid')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('wizard-step').textContent).toBe(stepName('loan'));
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(description(amount)).toBe('Please enter the amount of the loan');
    expect(description(screen.getByLabelText('Loan purpose'))).toBe('Please select the loan purpose');
    await waitFor(() => expect(document.activeElement).toBe(amount));
  });

  it('what is typed and the step reached are saved to the draft on the device', async () => {
    serveApi(() => null);
    const values = filled();
    values.loan.amount = '';
    await storeDraft('loan', values);
    showWizard('/apply?step=loan');
    await heading();
    fireEvent.change(screen.getByLabelText('Loan amount (£)'), { target: { value: '7500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await heading()).textContent).toBe(stepName('basic'));
    // The new step's name takes the focus, not the button that was pressed.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('wizard-step')));
    await waitFor(async () => {
      const saved = await storedDraft();
      expect(saved?.step).toBe('basic');
      expect(saved?.values.loan.amount).toBe('7500');
    });

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(screen.getByTestId('wizard-step').textContent).toBe(stepName('loan')));
    await waitFor(async () => expect((await storedDraft())?.step).toBe('loan'));
  });
});

describe('submitting from the review step', () => {
  it('sends one application for a double tap, and a retry after a lost answer sends the same key and quote', async () => {
    let release: () => void = () => {};
    const calls = serveApi(
      () =>
        new Promise<null>((resolve) => {
          release = () => resolve(null);
        }),
    );
    await storeDraft('review', filled());
    const router = showWizard('/apply?step=review');
    await heading();
    const submit = screen.getByRole('button', { name: 'Submit application' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(calls.filter((call) => call.path === '/loan/apply')).toHaveLength(1));
    release();
    // The answer never came: the failure page, with the quote and key this attempt used kept in the draft.
    await waitFor(() => expect(router.state.location.pathname).toBe('/apply/error'));
    expect(router.state.location.search).toEqual({ cause: 'network' });
    const kept = await storedDraft();
    expect(kept?.idempotencyKey).toBe(KEY);
    expect(kept?.quote?.quoteId).toBe(quote.quoteId);

    await router.navigate({ to: '/apply', search: { step: 'review' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(calls.filter((call) => call.path === '/loan/apply')).toHaveLength(2));
    const applies = calls.filter((call) => call.path === '/loan/apply');
    expect(applies.map((call) => call.headers['Idempotency-Key'])).toEqual([KEY, KEY]);
    expect(applies.map((call) => (call.body as { quoteId: number }).quoteId)).toEqual([41, 41]);
    // The quote was asked for once: the retry is the same request body under the same key.
    expect(calls.filter((call) => call.path === '/loan/quote')).toHaveLength(1);
  });

  it("shows the server's refusal with its field messages and stays on the review step", async () => {
    const refused = 'The application was not accepted';
    const wallet = 'Wallet address supports USDT only';
    const calls = serveApi(() =>
      envelope(400, { code: 'V400', msg: refused, data: { fields: { receivingAddress: wallet } } }),
    );
    await storeDraft('review', filled());
    const router = showWizard('/apply?step=review');
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    const shown = await screen.findByTestId('apply-refused');
    expect(shown.textContent).toContain(refused);
    expect(shown.textContent).toContain(wallet);
    expect(shown.getAttribute('role')).toBe('alert');
    expect(router.state.location.pathname).toBe('/apply');
    expect(screen.getByTestId('wizard-step').textContent).toBe(stepName('review'));
    expect(calls.filter((call) => call.path === '/loan/apply')).toHaveLength(1);
    // Nothing was created: the draft, and its key, stay for the corrected submit.
    expect((await storedDraft())?.idempotencyKey).toBe(KEY);
  });
});
