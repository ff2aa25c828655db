import type { IsoDate } from '../../../domain/loan/dates';
import type { AppDeps } from '../../app-deps';
import { movedOrClockBusinessDate } from './business-date-service';

/**
 * Today's business date, the one "today" servicing reads: the latest day a payment may be dated, and the
 * day a book is replayed to. For now it is the brand's calendar date; when the business date is kept of
 * its own (issue 33 §3) this function reads it instead, and nothing else changes.
 */
export async function businessDateOf(deps: Pick<AppDeps, 'clock' | 'db'>): Promise<IsoDate> {
  return movedOrClockBusinessDate(deps);
}
