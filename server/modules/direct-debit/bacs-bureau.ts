import type {
  CollectionAnswer,
  LodgeMandate,
  MandateAnswer,
  SubmitCollection,
} from '../../../domain/direct-debit/bureau-contract';

/**
 * A Bacs bureau: lodges and cancels our borrowers' mandates and takes our collections. The HTTP driver
 * (bureau-http-driver.ts) speaks to the one at BACS_BUREAU_URL — our simulated bureau outside production
 * (server/bacs-bureau/), a real bureau in production.
 */
export interface BacsBureau {
  lodgeMandate(mandate: LodgeMandate): Promise<MandateAnswer>;
  cancelMandate(reference: string): Promise<MandateAnswer>;
  /** Takes a collection; the same reference and body again is the same collection, never a second one. */
  submitCollection(collection: SubmitCollection): Promise<CollectionAnswer>;
  /** The collection as the bureau reports it on the business date `asOf`; null when it never took it. */
  collectionReport(reference: string, asOf: string): Promise<CollectionAnswer | null>;
}

/** Why the bureau gave no usable answer: nothing was done on our side, and the caller may try again later. */
export class BureauUnavailableError extends Error {
  constructor(
    readonly fault: 'timeout' | 'unreachable' | 'serverError' | 'badAnswer' | 'notConfigured',
    detail: string,
  ) {
    super(`Bacs bureau unavailable (${fault}): ${detail}`);
    this.name = 'BureauUnavailableError';
  }
}
