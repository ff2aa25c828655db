// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Member } from '../../domain/api/members';
import { loanKeys } from '../lib/queries/loan-queries';
import { memberKeys } from '../lib/queries/member-queries';
import { userStore } from '../lib/stores/session-store';
import { loadDraft, saveDraft } from '../offline/draft-store';
import { forgetOfflineDb } from '../offline/offline-db';
import { DRAFT_NAME } from './use-wizard-draft';
import { stepNames } from './wizard-labels';
import { newDraft, readDraft, type StepId, type WizardDraft, type WizardValues } from './wizard-model';
import type { LoanConfig } from './wizard-queries';
import { ApplyWizardScreen, type WizardSearch } from './wizard-screen';
import { filledWizardValues } from './wizard-values.fixture';

const MEMBER = 7;
const KEY = 'key-of-this-application';
const config: LoanConfig = {
  minimumAmount: 100_000,
  maximumAmount: 2_500_000,
  rates: { ONE_TIME: '0.089', EQUAL_INSTALLMENT: '0.083', INTEREST_FIRST: '0.095' },
};

const filled = filledWizardValues;

/** What the section routes answer: the member, with nothing the wizard reads back. */
const member: Member = {
  id: MEMBER,
  email: 'ada@example.com',
  mobile: null,
  walletAddress: null,
  role: 'borrower',
  accountType: 0,
  kycStatus: 'UNVERIFIED',
  kycRejectReason: null,
  lang: 'en',
  registerTime: '2026-01-01T00:00:00.000Z',
  lastLoginTime: null,
  base: null,
  contactAddress: null,
  employment: null,
  family: null,
  estate: null,
  car: null,
  kyc: null,
  contacts: null,
};

const quote = {
  quoteId: 41,
  amount: 500_000,
  termMonths: 36,
  method: 'EQUAL_INSTALLMENT',
  annualRate: '0.083',
  apr: '0.086',
  instalment: 15_734,
  totalInterest: 66_424,
  totalPayable: 566_424,
  validUntil: new Date(Date.now() + 86_400_000).toISOString(),
  schedule: [],
  eligibility: { eligible: true, reasons: [] },
};

function envelope(status: number, body: { code: string; msg: string; data: unknown }) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
const ok = (data: unknown) => envelope(200, { code: '0', msg: 'ok', data });

interface Call {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * The API as fetch sees it: no copy saved to the account (unless `accountCopy` gives one), the sections and the quote accepted, and
 * `/loan/apply` answered by `apply` (or failing when it returns null). Every call is recorded.
 */
function serveApi(
  apply: (call: Call) => Promise<Response | null> | Response | null,
  accountCopy: () => Promise<{ draft: WizardDraft | null; updatedAt: string | null }> = async () => ({
    draft: null,
    updatedAt: null,
  }),
) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '');
    const call: Call = {
      method: init?.method ?? 'GET',
      path,
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    if (path === '/loan/draft') return ok(await accountCopy());
    if (path.startsWith('/member/')) return ok(member);
    if (path === '/loan/quote') return ok(quote);
    if (path === '/loan/apply') {
      const answer = await apply(call);
      if (!answer) throw new TypeError('Failed to fetch');
      return answer;
    }
    return envelope(404, { code: 'N404', msg: 'Not found', data: null });
  });
  return calls;
}

async function storeDraft(step: StepId, values: WizardValues) {
  const draft: WizardDraft = { ...newDraft(KEY, Date.now()), step, values };
  await saveDraft(MEMBER, DRAFT_NAME, draft);
}

async function storedDraft(): Promise<WizardDraft | null> {
  return readDraft((await loadDraft(MEMBER, DRAFT_NAME))?.value);
}

/** /apply as the app routes it, the profile, loans and loan config already read (the route warms them). */
function showWizard(url = '/apply') {
  const rootRoute = createRootRoute();
  const applyRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/apply',
    validateSearch: (search: Record<string, unknown>): WizardSearch => ({
      step: typeof search.step === 'string' ? (search.step as StepId) : undefined,
    }),
    component: function Apply() {
      return <ApplyWizardScreen search={applyRoute.useSearch()} />;
    },
  });
  const stub = (path: string) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path,
      component: () => <p data-testid="left-wizard">{path}</p>,
    });
  const router = createRouter({
    routeTree: rootRoute.addChildren([applyRoute, stub('/apply/error'), stub('/apply/submit')]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  client.setQueryData(memberKeys.info(MEMBER), null);
  client.setQueryData(loanKeys.list(MEMBER, 1), { list: [], total: 0 });
  client.setQueryData(['config', 'wizard-loan'], config);
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return router;
}

const stepName = (step: StepId) => i18n._(stepNames[step]);
const heading = () => screen.findByTestId('wizard-step');
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

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
