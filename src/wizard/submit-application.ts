import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { QuoteResponse } from '../../domain/api/loans';
import type { Member } from '../../domain/api/members';
import { canonicalJson } from '../../domain/canonical-json';
import type { RepaymentMethod } from '../../domain/loan/methods';
import { isApiError } from '../lib/api/api-error';
import { loanKeys } from '../lib/queries/loan-queries';
import { memberKeys } from '../lib/queries/member-queries';
import { type PhotoRef, resolvePhotoRefs } from '../offline/member/photo-field';
import type { ProfileSection } from '../profile/profile-section';
import {
  loanInput,
  type ProfileStepId,
  payoutToOf,
  profileSteps,
  type QuoteRef,
  type WizardDraft,
} from './wizard-model';
import {
  isConnectionFailure,
  requestQuote,
  type SectionName,
  saveSection,
  submitApplication,
  topUpQuoteQuery,
} from './wizard-queries';

/** The member's section each profile step writes. */
const sectionNames: Record<ProfileStepId, SectionName> = {
  basic: 'base',
  address: 'contactAddress',
  employment: 'employment',
  family: 'family',
  property: 'estate',
  vehicle: 'car',
  contacts: 'contacts',
};

type QuoteInput = { amount: number; termMonths: number; method: RepaymentMethod };

export type SubmitOutcome =
  | { kind: 'submitted'; loanId: number; decisionBy: string }
  /** Photos still in the outbox: nothing was sent; the borrower sees them upload, then submits. */
  | { kind: 'waitingForUploads'; pending: number; blocked: number }
  /** The server refused something the borrower can fix: fields by section, or a message. */
  | { kind: 'refused'; message: string; fields: Record<string, string>; section: SectionName | null }
  | { kind: 'failed'; cause: 'network' | 'system' | 'other'; message: string }
  /**
   * The quote taken for this submit found records on the credit file we do not lend past: nothing was sent,
   * so the borrower reads that before an application leaves a hard search (the quote is kept: submitting
   * again goes ahead).
   */
  | { kind: 'creditAdverse' };

async function idsOf(refs: readonly PhotoRef[], tally: { pending: number; blocked: number }) {
  const resolved = await resolvePhotoRefs(refs);
  tally.pending += resolved.pending;
  tally.blocked += resolved.blocked;
  return resolved.ids;
}

/** The sections this application writes back, with the uploads resolved to their server ids. */
async function sectionsOf(draft: WizardDraft) {
  const v = draft.values;
  const tally = { pending: 0, blocked: 0 };
  const photo = new Map<readonly PhotoRef[], number[]>();
  // A borrower without a vehicle sends no car section.
  const steps = (Object.keys(profileSteps) as ProfileStepId[]).filter(
    (step) => step !== 'vehicle' || v.vehicle.hasVehicle === 'yes',
  );
  const sectionOf = (step: ProfileStepId) =>
    profileSteps[step] as unknown as ProfileSection<Record<string, unknown>, unknown>;
  const valuesOf = (step: ProfileStepId) => v[step] as unknown as Record<string, unknown>;
  for (const step of steps) {
    for (const field of sectionOf(step).photoFields) {
      const refs = valuesOf(step)[field] as readonly PhotoRef[];
      photo.set(refs, await idsOf(refs, tally));
    }
  }
  // A photo not uploaded yet leaves its field empty, which the contract would refuse: nothing is built.
  if (tally.pending > 0 || tally.blocked > 0) return { sections: [], tally };
  const ids = (list: readonly PhotoRef[]) => photo.get(list) ?? [];
  const sections = steps.map((step) => ({
    name: sectionNames[step],
    body: sectionOf(step).schema.parse(sectionOf(step).bodyOf(valuesOf(step), ids)),
  }));
  return { sections, tally };
}

/** What the profile holds for a section, in the shape of the section's route body. */
function storedSection(member: Member | null, name: SectionName): unknown {
  if (!member) return undefined;
  if (name === 'contacts') return member.contacts ? { contacts: member.contacts } : undefined;
  if (name === 'base') return member.base;
  return member[name];
}

/**
 * Same data, whatever the key order: only changed sections are written back. No section stored is never
 * the same as a body, not even a null one.
 */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === undefined || b === undefined) return a === b;
  return canonicalJson(a) === canonicalJson(b);
}

function failure(error: unknown): SubmitOutcome {
  if (isConnectionFailure(error)) {
    const network = isApiError(error) && error.code === 'NETWORK';
    return {
      kind: 'failed',
      cause: network ? 'network' : 'system',
      message: isApiError(error) ? error.msg : '',
    };
  }
  if (isApiError(error) && (error.code === 'V400' || error.code === 'C409' || error.code === 'N404')) {
    return { kind: 'refused', message: error.msg, fields: error.fields, section: null };
  }
  return { kind: 'failed', cause: 'other', message: isApiError(error) ? error.msg : '' };
}

/**
 * Submits the application: the changed profile sections first (the server reads the profile when it
 * decides), a quote for the chosen loan when the draft holds no valid one — stopping there when its soft
 * search found records we do not lend past, which the borrower had not been told — then `loan/apply` with the key
 * kept in the draft, so a double tap, a retry after a lost answer or a retry from /apply/error is one
 * application. `remember` stores the quote (and its key) in the draft before the application is sent.
 */
export async function submitDraft(
  draft: WizardDraft,
  member: Member | null,
  remember: (quote: QuoteRef, idempotencyKey: string) => void,
  /** The quote for these figures the review step may already be asking for (its soft search): one search, not two. */
  quoteFor: (input: QuoteInput) => Promise<QuoteResponse> = requestQuote,
): Promise<SubmitOutcome> {
  let key = draft.idempotencyKey;
  const { sections, tally } = await sectionsOf(draft);
  if (tally.pending > 0 || tally.blocked > 0) return { kind: 'waitingForUploads', ...tally };

  let saved = false;
  for (const section of sections) {
    if (sameJson(section.body, storedSection(member, section.name))) continue;
    saved = true;
    try {
      await saveSection(section.name, section.body);
    } catch (error) {
      const outcome = failure(error);
      return outcome.kind === 'refused' ? { ...outcome, section: section.name } : outcome;
    }
  }

  const input = loanInput(draft.values);
  let quote = draft.quote;
  const usable =
    quote &&
    quote.amount === input.amount &&
    quote.termMonths === input.termMonths &&
    quote.method === input.method &&
    Date.parse(quote.validUntil) > Date.now() + 60_000;
  if (!usable) {
    try {
      const figures = {
        amount: input.amount as number,
        termMonths: input.termMonths as number,
        method: input.method as QuoteInput['method'],
      };
      let answer = await quoteFor(figures);
      // A quote taken before the profile named the person searched nothing; now that it is saved, it can.
      const stale = Date.parse(answer.validUntil) <= Date.now() + 60_000;
      if (stale || (saved && answer.creditCheck === 'notSearched')) answer = await requestQuote(figures);
      quote = {
        quoteId: answer.quoteId,
        amount: answer.amount,
        termMonths: answer.termMonths,
        method: answer.method,
        validUntil: answer.validUntil,
        ...(answer.creditCheck ? { creditCheck: answer.creditCheck } : {}),
      };
      // A new quote is a new request body: under the old key the server would refuse it as a mismatch.
      if (draft.quote) key = crypto.randomUUID();
      remember(quote, key);
      if (answer.creditCheck === 'adverse') return { kind: 'creditAdverse' };
    } catch (error) {
      return failure(error);
    }
  }

  try {
    const answer = await submitApplication(
      {
        quoteId: (quote as QuoteRef).quoteId,
        purpose: draft.values.loan.purpose,
        // A borrower paid into their bank account sends no address (decision 099).
        ...(payoutToOf(member) === 'BANK'
          ? {}
          : { receivingAddress: draft.values.loan.receivingAddress.trim() }),
        consentTerms: true,
        consentAgreement: true,
      },
      key,
    );
    return { kind: 'submitted', loanId: answer.loanId, decisionBy: answer.decisionBy };
  } catch (error) {
    return failure(error);
  }
}

interface SubmitInput {
  draft: WizardDraft;
  member: Member | null;
  remember(quote: QuoteRef, idempotencyKey: string): void;
}

/**
 * The one submit of an application, from the review step and from the retry on /apply/error: `submitDraft`
 * as a mutation. Once the application exists, the draft goes, every copy of this member's loans and profile
 * is refreshed (nothing may show them as they were) and the result page opens; any other outcome is the
 * caller's to show. It runs whatever the connection says: offline, the failure is an outcome to show (the
 * failure page), not a mutation to hold.
 */
export function useSubmitApplication(memberId: number, discard: () => Promise<void>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: [...loanKeys.member(memberId), 'apply'],
    networkMode: 'always',
    mutationFn: ({ draft, member, remember }: SubmitInput) =>
      submitDraft(draft, member, remember, (input) =>
        queryClient.fetchQuery(topUpQuoteQuery(memberId, input)),
      ),
    onSuccess: async (result) => {
      if (result.kind !== 'submitted') return;
      await discard();
      void queryClient.invalidateQueries({ queryKey: loanKeys.member(memberId) });
      void queryClient.invalidateQueries({ queryKey: memberKeys.info(memberId) });
      void navigate({
        to: '/apply/submit',
        search: { loan: result.loanId, by: result.decisionBy },
        replace: true,
      });
    },
  });
}
