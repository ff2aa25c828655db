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
import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { Member } from '../../domain/api/members';
import { loanKeys } from '../lib/queries/loan-queries';
import { memberKeys } from '../lib/queries/member-queries';
import { loadDraft, saveDraft } from '../offline/draft-store';
import { DRAFT_NAME } from './use-wizard-draft';
import { stepNames } from './wizard-labels';
import { newDraft, readDraft, type StepId, type WizardDraft, type WizardValues } from './wizard-model';
import type { LoanConfig } from './wizard-queries';
import { ApplyWizardScreen, type WizardSearch } from './wizard-screen';

// The wizard's component tests share this: /apply routed as the app routes it, over a fetch that answers as
// the API would (tests only; never imported by the app).

export const MEMBER = 7;
export const KEY = 'key-of-this-application';
export const config: LoanConfig = {
  minimumAmount: 100_000,
  maximumAmount: 2_500_000,
  rates: { ONE_TIME: '0.089', EQUAL_INSTALLMENT: '0.083', INTEREST_FIRST: '0.095' },
};

/** What the section routes answer: the member, with nothing the wizard reads back. */
export const member: Member = {
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

export const quote = {
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

/** The agreement as the server words it for the filled loan (`/loan/agreement-preview`), shortened. */
export const agreement = {
  contractNumber: '(numbered when we make the offer)',
  lang: 'en',
  title: 'Your agreement with Quayside, as it would read',
  parties: { lender: 'Quayside', borrower: 'Ada Lovelace' },
  amount: 500_000,
  termMonths: 36,
  method: 'EQUAL_INSTALLMENT',
  annualRate: '0.083',
  apr: '8.6',
  overdueRate: '0.24',
  schedule: [{ period: 1, dueDate: '2027-01-02', principal: 12_276, interest: 3_458, total: 15_734 }],
  schedulePayoutDate: '2026-12-02',
  totalInterest: 66_424,
  totalPayable: 566_424,
  withdrawalDays: 14,
  offerExpiresAt: '2026-12-16T12:00:00.000Z',
  sections: [
    {
      heading: 'Parties',
      text: 'Credit agreement (numbered when we make the offer) between Quayside (the lender) and Ada Lovelace (the borrower).',
    },
    { heading: 'Right to withdraw', text: 'You may withdraw within 14 days.' },
  ],
};

export function envelope(status: number, body: { code: string; msg: string; data: unknown }) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
export const ok = (data: unknown) => envelope(200, { code: '0', msg: 'ok', data });

export interface Call {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * The API as fetch sees it: no copy saved to the account (unless `accountCopy` gives one), the sections and the quote accepted, and
 * `/loan/apply` answered by `apply` (or failing when it returns null). Every call is recorded.
 */
export function serveApi(
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
    if (path === '/loan/agreement-preview') return ok(agreement);
    if (path === '/loan/apply') {
      const answer = await apply(call);
      if (!answer) throw new TypeError('Failed to fetch');
      return answer;
    }
    return envelope(404, { code: 'N404', msg: 'Not found', data: null });
  });
  return calls;
}

export async function storeDraft(step: StepId, values: WizardValues) {
  const draft: WizardDraft = { ...newDraft(KEY, Date.now()), step, values };
  await saveDraft(MEMBER, DRAFT_NAME, draft);
}

export async function storedDraft(): Promise<WizardDraft | null> {
  return readDraft((await loadDraft(MEMBER, DRAFT_NAME))?.value);
}

/** /apply as the app routes it, the profile, loans and loan config already read (the route warms them). */
export function showWizard(url = '/apply', profile: Member | null = null) {
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
  client.setQueryData(memberKeys.info(MEMBER), profile);
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

export const stepName = (step: StepId) => i18n._(stepNames[step]);
export const heading = () => screen.findByTestId('wizard-step');
export const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
