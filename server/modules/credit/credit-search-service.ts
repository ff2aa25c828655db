import {
  type CreditFile,
  type CreditPerson,
  creditFileSchema,
  creditPersonSchema,
} from '../../../domain/credit/credit-file';
import { creditFileFactsOf } from '../../../domain/decision/credit-file-facts';
import type { IsoDate } from '../../../domain/loan/dates';
import type { AppDeps } from '../../app-deps';
import { AgencyUnavailableError } from './credit-reference-agency';
import { type CreditSearchRow, findHardSearchForQuote, insertCreditSearch } from './credit-search-repository';

/** A hard search's file serves a repeated submit of the same quote for this long: one footprint, not two. */
export const HARD_SEARCH_REUSE_DAYS = 30;
const DAY_MS = 86_400_000;

/** What a soft search at quote tells the borrower before they apply (and leave a hard search on their file). */
export type CreditIndication = 'clear' | 'adverse' | 'unavailable' | 'notSearched';

/**
 * The person as an agency matches them: the name and date of birth of the applicant section and the
 * address they live at now; null while the profile does not hold them yet.
 */
export function creditPersonOf(profile: { base: unknown; contactAddress: unknown }): CreditPerson | null {
  const base = (profile.base ?? {}) as Record<string, unknown>;
  const address = (profile.contactAddress ?? {}) as Record<string, unknown>;
  const parsed = creditPersonSchema.safeParse({
    firstName: base.firstName,
    lastName: base.lastName,
    dateOfBirth: base.dateOfBirth,
    address: address.address,
    postcode: address.postcode,
  });
  return parsed.success ? parsed.data : null;
}

type Searched = { file: CreditFile } | { fault: AgencyUnavailableError['fault'] };

async function attempt(search: () => Promise<CreditFile>): Promise<Searched> {
  try {
    return { file: await search() };
  } catch (error) {
    if (error instanceof AgencyUnavailableError) return { fault: error.fault };
    throw error;
  }
}

async function record(
  deps: AppDeps,
  base: { memberId: number; kind: 'soft' | 'hard'; purpose: 'quote' | 'application' | 'review' },
  extra: { quoteId: number | null; operatorId?: number | null },
  searched: Searched,
): Promise<CreditSearchRow> {
  const now = deps.clock.now();
  return insertCreditSearch(deps.db, {
    ...base,
    quoteId: extra.quoteId,
    operatorId: extra.operatorId ?? null,
    searchedAt: now,
    ...('file' in searched
      ? {
          outcome: 'found' as const,
          agencyName: searched.file.agency.name,
          fileReference: searched.file.reference,
          file: searched.file,
        }
      : { outcome: 'failed' as const, fault: searched.fault }),
  });
}

/**
 * The soft search at quote: recorded whatever comes back, never a reason to refuse the quote — an
 * indication for the borrower, who may then choose not to apply. The agency down is no fault of theirs.
 */
export async function softSearchAtQuote(
  deps: AppDeps,
  input: {
    memberId: number;
    quoteId: number;
    profile: { base: unknown; contactAddress: unknown };
    asOf: IsoDate;
  },
): Promise<CreditIndication> {
  const person = creditPersonOf(input.profile);
  if (!person) return 'notSearched';
  const searched = await attempt(() => deps.creditAgency.softSearch(person, input.asOf));
  await record(
    deps,
    { memberId: input.memberId, kind: 'soft', purpose: 'quote' },
    { quoteId: input.quoteId },
    searched,
  );
  if (!('file' in searched)) return 'unavailable';
  const facts = creditFileFactsOf(searched.file, input.asOf);
  const adverse = facts.insolvencyWithin6Years || facts.judgmentWithin6Years || facts.defaultWithin12Months;
  return adverse ? 'adverse' : 'clear';
}

/**
 * The hard search for an application, made before the submit's transaction (a call to another service
 * must not hold the database) and recorded whatever comes back. A found file for the same quote in the
 * last 30 days is reused, so a submit repeated after a lost answer leaves one footprint. A failed search is
 * recorded too: the application is then referred, never decided without a file.
 */
export async function hardSearchForApplication(
  deps: AppDeps,
  input: {
    memberId: number;
    quote: { id: number; amount: number; termMonths: number };
    person: CreditPerson;
    asOf: IsoDate;
    purpose?: 'application' | 'review';
    operatorId?: number;
  },
): Promise<CreditSearchRow> {
  const purpose = input.purpose ?? 'application';
  if (purpose === 'application') {
    const since = new Date(deps.clock.now().getTime() - HARD_SEARCH_REUSE_DAYS * DAY_MS);
    const reusable = await findHardSearchForQuote(deps.db, input.memberId, input.quote.id, since);
    if (reusable) return reusable;
  }
  const application = {
    reference: `Q${input.quote.id}`,
    amount: input.quote.amount,
    termMonths: input.quote.termMonths,
  };
  const searched = await attempt(() => deps.creditAgency.hardSearch(input.person, application, input.asOf));
  return record(
    deps,
    { memberId: input.memberId, kind: 'hard', purpose },
    { quoteId: input.quote.id, operatorId: input.operatorId ?? null },
    searched,
  );
}

/** The file a search found, checked again on the way out of storage (a row is never trusted blind). */
export function fileOfSearch(search: CreditSearchRow | null): CreditFile | null {
  if (search?.outcome !== 'found' || !search.file) return null;
  const parsed = creditFileSchema.safeParse(search.file);
  return parsed.success ? parsed.data : null;
}
