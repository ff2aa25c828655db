// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { QuoteResponse } from '../../../domain/api/loans';
import type { Member } from '../../../domain/api/members';
import { submitDraft } from '../submit-application';
import { newDraft, type QuoteRef, type WizardDraft } from '../wizard-model';
import { filledWizardValues } from '../wizard-values.fixture';
import { CreditSearchNotice } from './credit-search-notice';

const MEMBER = 7;
const KEY = 'key-of-this-application';

const quote = (creditCheck: QuoteResponse['creditCheck'], quoteId = 41): QuoteResponse => ({
  quoteId,
  amount: 500_000,
  termMonths: 36,
  method: 'EQUAL_INSTALLMENT',
  annualRate: '0.083',
  apr: '8.6',
  instalment: 15_734,
  totalInterest: 66_424,
  totalPayable: 566_424,
  validUntil: new Date(Date.now() + 14 * 86_400_000).toISOString(),
  schedule: [],
  eligibility: { eligible: true, reasons: [] },
  creditCheck,
});

/** The API: every quote answered with the next of `answers`; every call recorded as METHOD /path. */
function serve(answers: QuoteResponse[], other: (path: string) => unknown = () => null) {
  const calls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '');
    calls.push(`${init?.method ?? 'GET'} ${path}`);
    const data = path === '/loan/quote' ? answers.shift() : other(path);
    return new Response(JSON.stringify({ code: '0', msg: 'ok', data }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

function draftWith(quoteRef: QuoteRef | null = null): WizardDraft {
  return { ...newDraft(KEY, Date.now()), step: 'review', values: filledWizardValues(), quote: quoteRef };
}

function show(draft: WizardDraft, remember = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <CreditSearchNotice draft={draft} values={draft.values} memberId={MEMBER} remember={remember} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return remember;
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the review step tells what the quote’s soft search found, before anything is sent', () => {
  it('a clear file: a soft search no other lender sees; the quote is kept for the submit', async () => {
    const calls = serve([quote('clear')]);
    const remember = show(draftWith());
    expect((await screen.findByTestId('credit-check-clear')).textContent).toContain(
      'Your quote made a soft search of your credit file: no other lender can see it',
    );
    await waitFor(() => expect(remember).toHaveBeenCalledTimes(1));
    expect(remember).toHaveBeenCalledWith(
      expect.objectContaining({ quoteId: 41, creditCheck: 'clear' }),
      KEY,
    );
    expect(calls).toEqual(['POST /loan/quote']);
  });

  it('an adverse file: said plainly, with the hard search an application would leave', async () => {
    serve([quote('adverse')]);
    show(draftWith());
    const warning = await screen.findByTestId('credit-check-adverse');
    expect(warning.getAttribute('role')).toBe('alert');
    expect(warning.textContent).toContain('Your credit file shows records we do not lend past.');
    expect(warning.textContent).toContain('If you submit, your application is likely to be declined');
    expect(warning.textContent).toContain(
      'its hard search stays on your credit file where other lenders can see it',
    );
  });

  it('near the submit button: submitting makes a hard search other lenders can see', () => {
    serve([]);
    show(draftWith({ ...quote('clear'), method: 'EQUAL_INSTALLMENT', creditCheck: 'clear' }));
    expect(screen.getByTestId('credit-check-hard').textContent).toBe(
      'Submitting your application makes a hard search of your credit file with the credit reference agency. Other lenders can see a hard search on your file.',
    );
  });

  it('a quote kept in the draft for these figures is not asked for again', () => {
    const calls = serve([]);
    show(draftWith({ ...quote('adverse'), creditCheck: 'adverse' }));
    expect(screen.getByTestId('credit-check-adverse')).toBeVisible();
    expect(calls).toEqual([]);
  });

  it('a profile that does not name the person yet: searched at submit, and the quote is not kept', async () => {
    serve([quote('notSearched')]);
    const remember = show(draftWith());
    expect((await screen.findByTestId('credit-check-later')).textContent).toContain(
      'if your file shows records we do not lend past, we stop and tell you before anything is sent',
    );
    expect(remember).not.toHaveBeenCalled();
  });

  it('no answer from the agency', async () => {
    serve([quote('unavailable')]);
    show(draftWith());
    expect((await screen.findByTestId('credit-check-unavailable')).textContent).toContain(
      'a person looks at your application before we decide',
    );
  });
});

describe('a submit whose own quote finds an adverse file', () => {
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
  const decision = {
    outcome: 'DECLINE',
    reasons: ['credit.recentDefault'],
    figures: { amount: 500_000, termMonths: 36 },
    policyVersion: 'credit-policy-2',
    decidedBy: 'policy',
    decidedAt: '2026-11-28T10:00:00.000Z',
    onReview: false,
  };

  it('stops before applying, keeps the quote, and goes ahead when submitted again', async () => {
    const calls = serve([quote('notSearched', 40), quote('adverse', 41)], (path) =>
      path === '/loan/apply'
        ? { loanId: 9, status: 'REJECTED', decisionBy: '2026-12-01', decision }
        : { ...member },
    );
    let kept: WizardDraft = draftWith();
    const remember = (quoteRef: QuoteRef, idempotencyKey: string) => {
      kept = { ...kept, quote: quoteRef, idempotencyKey };
    };
    // The sections are saved first (the member held none), so the quote asked for before is searched anew.
    const first = await submitDraft(kept, member, remember);
    expect(first).toEqual({ kind: 'creditAdverse' });
    expect(calls.filter((call) => call === 'POST /loan/apply')).toEqual([]);
    expect(kept.quote).toMatchObject({ quoteId: 41, creditCheck: 'adverse' });
    expect(kept.idempotencyKey).toBe(KEY);

    expect(await submitDraft(kept, member, remember)).toEqual({
      kind: 'submitted',
      loanId: 9,
      decisionBy: '2026-12-01',
    });
    expect(calls.filter((call) => call === 'POST /loan/quote')).toHaveLength(2);
    expect(calls.filter((call) => call === 'POST /loan/apply')).toHaveLength(1);
  });
});
