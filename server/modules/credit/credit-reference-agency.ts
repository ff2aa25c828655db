import type { CreditApplication, CreditFile, CreditPerson } from '../../../domain/credit/credit-file';
import type { IsoDate } from '../../../domain/loan/dates';

/**
 * A credit reference agency, as the lender uses one (DESIGN §4 "Credit file"): a soft search at quote,
 * which no other lender sees, and a hard search at submit, which is recorded on the person's file.
 * Either answers the person's file or throws `AgencyUnavailableError` — never a made-up file.
 */
export interface CreditReferenceAgency {
  /** `asOf` is the lender's business date (see `searchRequestSchema`). */
  softSearch(person: CreditPerson, asOf: IsoDate): Promise<CreditFile>;
  hardSearch(person: CreditPerson, application: CreditApplication, asOf: IsoDate): Promise<CreditFile>;
}

/** Why no file came back: the application is then referred to a person, never decided without one. */
export type AgencyFault = 'timeout' | 'unreachable' | 'serverError' | 'badAnswer' | 'notConfigured';

export class AgencyUnavailableError extends Error {
  constructor(
    readonly fault: AgencyFault,
    detail?: string,
  ) {
    super(`credit reference agency unavailable (${fault})${detail ? `: ${detail}` : ''}`);
    this.name = 'AgencyUnavailableError';
  }
}
