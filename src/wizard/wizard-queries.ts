import { queryOptions } from '@tanstack/react-query';
import { configValues } from '../../domain/api/config';
import {
  agreementPreviewResponse,
  applyResponse,
  draftResponse,
  quoteResponse,
} from '../../domain/api/loans';
import { memberSchema } from '../../domain/api/members';
import { type RepaymentMethod, rateConfigCodeOf, repaymentMethods } from '../../domain/loan/methods';
import { isMinor, isRateString } from '../../domain/money';
import { apiRequest } from '../lib/api/api-client';
import { isApiError, SavedCopyError } from '../lib/api/api-error';
import { loanKeys } from '../lib/queries/loan-queries';

/** What the loan step needs from config: the amount range and each method's rate. */
export interface LoanConfig {
  minimumAmount: number;
  maximumAmount: number;
  rates: Record<RepaymentMethod, string>;
}

const loanConfigCodes = [
  'LOAN_MINIMUM_AMOUNT',
  'LOAN_MAXIMUM_AMOUNT',
  ...repaymentMethods.map((method) => rateConfigCodeOf[method]),
];

/** Anything missing or malformed makes the whole config unusable: no figure is ever shown on a guess. */
export function parseLoanConfig(items: readonly { configCode: string; configValue: string }[]) {
  const values = new Map(items.map((item) => [item.configCode, item.configValue]));
  const amount = (code: string) => {
    const raw = values.get(code) ?? '';
    return /^\d+$/.test(raw) && isMinor(Number(raw)) ? Number(raw) : null;
  };
  const minimumAmount = amount('LOAN_MINIMUM_AMOUNT');
  const maximumAmount = amount('LOAN_MAXIMUM_AMOUNT');
  if (minimumAmount === null || maximumAmount === null || maximumAmount < minimumAmount) return null;
  const rates = {} as Record<RepaymentMethod, string>;
  for (const method of repaymentMethods) {
    const rate = values.get(rateConfigCodeOf[method]);
    if (!isRateString(rate)) return null;
    rates[method] = rate;
  }
  return { minimumAmount, maximumAmount, rates } satisfies LoanConfig;
}

export function loanConfigQuery() {
  return queryOptions({
    queryKey: ['config', 'wizard-loan'] as const,
    queryFn: async ({ signal }) => {
      try {
        const items = await apiRequest('/config/getValue', {
          query: { configCodes: loanConfigCodes.join(',') },
          schema: configValues,
          signal,
        });
        return parseLoanConfig(items);
      } catch (error) {
        // Offline, the worker answers with the last rates it saw: good enough to show figures on the way.
        if (error instanceof SavedCopyError) return parseLoanConfig(error.copy as never);
        throw error;
      }
    },
    staleTime: 5 * 60 * 1000,
    meta: { silent: true },
  });
}

export function serverDraftQuery(memberId: number) {
  return queryOptions({
    queryKey: loanKeys.draft(memberId),
    queryFn: ({ signal }) => apiRequest('/loan/draft', { schema: draftResponse, signal }),
    enabled: memberId > 0,
    retry: false,
    staleTime: 0,
    meta: { silent: true },
  });
}

export function putServerDraft(draft: Record<string, unknown>) {
  return apiRequest('/loan/draft', { method: 'PUT', body: { draft }, schema: draftResponse });
}

export function requestQuote(
  input: { amount: number; termMonths: number; method: string },
  signal?: AbortSignal,
) {
  return apiRequest('/loan/quote', {
    method: 'POST',
    body: input,
    schema: quoteResponse,
    ...(signal ? { signal } : {}),
  });
}

/**
 * The server's quote for the loan step's figures, for a borrower with a loan running: it is a top-up of that
 * loan, and only the server knows the loan's settlement figure (its book). Kept a minute per amount, term
 * and method; a refusal (an amount not above the settlement) is the answer to show, not to retry.
 */
export function topUpQuoteQuery(
  memberId: number,
  input: { amount: number; termMonths: number; method: RepaymentMethod },
) {
  return queryOptions({
    queryKey: [...loanKeys.member(memberId), 'top-up-quote', input.amount, input.termMonths, input.method],
    queryFn: ({ signal }) => requestQuote(input, signal),
    staleTime: 60_000,
    retry: false,
    meta: { silent: true },
  });
}

export function submitApplication(
  body: {
    quoteId: number;
    purpose: string;
    receivingAddress?: string;
    consentTerms: true;
    consentAgreement: true;
  },
  idempotencyKey: string,
) {
  return apiRequest('/loan/apply', {
    method: 'POST',
    body,
    schema: applyResponse,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** Profile routes the wizard writes back through (each section whole, as the account centre does). */
export const sectionRoutes = {
  base: '/member/updateBase',
  contactAddress: '/member/saveOrUpdateContactAddress',
  employment: '/member/saveOrUpdateEmploymentInfo',
  family: '/member/saveOrUpdateFamilyInfo',
  estate: '/member/saveOrUpdateEstateInfo',
  car: '/member/saveOrUpdateCarInfo',
  contacts: '/member/saveOrUpdateContactInfo',
} as const;
export type SectionName = keyof typeof sectionRoutes;

export function saveSection(section: SectionName, body: unknown) {
  return apiRequest(sectionRoutes[section], { method: 'PUT', body, schema: memberSchema });
}

/** A call that never reached the server or whose answer was lost: the same key may be sent again. */
export function isConnectionFailure(error: unknown): boolean {
  return isApiError(error) && (error.code === 'NETWORK' || error.status >= 500 || error.code === 'S500');
}

/**
 * The agreement as it would read for these figures, in the reader's language (the server words it): asked
 * for when the borrower opens it, and kept while the figures and the name stay the same.
 */
export function agreementPreviewQuery(
  memberId: number,
  input: { amount: number; termMonths: number; method: RepaymentMethod; borrower: string },
  lang: string,
) {
  return queryOptions({
    queryKey: ['loan', memberId, 'agreement-preview', input, lang] as const,
    queryFn: ({ signal }) =>
      apiRequest('/loan/agreement-preview', {
        method: 'POST',
        body: input.borrower === '' ? { ...input, borrower: undefined } : input,
        schema: agreementPreviewResponse,
        signal,
      }),
    staleTime: 10 * 60 * 1000,
  });
}
