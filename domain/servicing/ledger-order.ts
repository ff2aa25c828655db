import { DomainError } from '../domain-error';
import { toEpochDay } from '../loan/dates';
import { assertAmount, type EntryOf, type LedgerEntry, type LedgerEntryKind } from './ledger-entries';
import { servicingErrors } from './servicing-errors';

/**
 * The order of kinds within one business date. Money received that day lands first, so a waiver, a
 * prepayment or a refund decided that day sees it; a charge-off comes after the day's payments (they were
 * payments, not recoveries) and recoveries after it.
 */
const kindRank: Record<Exclude<LedgerEntryKind, 'REVERSAL'>, number> = {
  PAYOUT: 0,
  PAYMENT: 1,
  WAIVER: 2,
  ARRANGEMENT: 3,
  PREPAYMENT: 4,
  REFUND: 5,
  CHARGE_OFF: 6,
  RECOVERY: 7,
};

export type ReplayedEntry = Exclude<LedgerEntry, { kind: 'REVERSAL' }>;

export interface OrderedLedger {
  payout: EntryOf<'PAYOUT'>;
  /** The entries in force (reversals and what they reversed left out), in replay order, payout included. */
  entries: ReplayedEntry[];
  /** Each entry's business date as an epoch day, beside it. */
  days: number[];
}

function textKey(entry: ReplayedEntry): string {
  switch (entry.kind) {
    case 'PAYMENT':
      return `${entry.channel} ${entry.reference ?? ''}`;
    case 'WAIVER':
      return `${entry.component} ${entry.period ?? 0}`;
    case 'PREPAYMENT':
      return entry.mode;
    default:
      return '';
  }
}

/**
 * Replay order: business date, then kind, then what the entry says (amount, channel, reference…), and its id
 * only between entries that say the same. Entries recorded in any order therefore replay in one order, and a
 * payment received last Tuesday and recorded today takes its place on Tuesday.
 */
function compareEntries(a: ReplayedEntry, aDay: number, b: ReplayedEntry, bDay: number): number {
  if (aDay !== bDay) return aDay - bDay;
  if (a.kind !== b.kind) return kindRank[a.kind] - kindRank[b.kind];
  const aAmount = 'amount' in a ? (a.amount ?? 0) : 0;
  const bAmount = 'amount' in b ? (b.amount ?? 0) : 0;
  if (aAmount !== bAmount) return aAmount - bAmount;
  const aText = textKey(a);
  const bText = textKey(b);
  if (aText !== bText) return aText < bText ? -1 : 1;
  return a.id - b.id;
}

function checkAmount(entry: LedgerEntry): void {
  switch (entry.kind) {
    case 'PAYOUT':
    case 'PAYMENT':
    case 'WAIVER':
    case 'REFUND':
    case 'RECOVERY':
      assertAmount(entry.amount, entry.id);
      return;
    case 'PREPAYMENT':
      if (entry.amount !== undefined) assertAmount(entry.amount, entry.id);
      return;
    default:
      return;
  }
}

/**
 * Checks every entry and puts those in force in replay order. A reversed entry counts as never made,
 * whatever the reversal's own date; the reversal itself is kept in the ledger for the record only.
 */
export function orderLedger(entries: readonly LedgerEntry[], asOfDay: number): OrderedLedger {
  const byId = new Map<number, LedgerEntry>();
  const dayOf = new Map<number, number>();
  for (const entry of entries) {
    if (!Number.isSafeInteger(entry.id) || entry.id <= 0 || byId.has(entry.id)) {
      throw new DomainError(servicingErrors.duplicateId, { id: entry.id });
    }
    byId.set(entry.id, entry);
    const day = toEpochDay(entry.on);
    if (day > asOfDay) throw new DomainError(servicingErrors.afterAsOf, { id: entry.id, on: entry.on });
    dayOf.set(entry.id, day);
    checkAmount(entry);
  }

  const reversed = new Set<number>();
  for (const entry of entries) {
    if (entry.kind !== 'REVERSAL') continue;
    const target = byId.get(entry.reverses);
    if (!target)
      throw new DomainError(servicingErrors.reversalUnknown, { id: entry.id, reverses: entry.reverses });
    if (reversed.has(target.id)) {
      throw new DomainError(servicingErrors.reversalRepeated, { id: entry.id, reverses: target.id });
    }
    // A payout is undone by cancelling the loan, not by a ledger line; a reversal is never itself reversed
    // (record the entry again instead), so "reversed" always means "never made".
    if (
      target.kind === 'PAYOUT' ||
      target.kind === 'REVERSAL' ||
      target.kind === 'ARRANGEMENT' ||
      (dayOf.get(entry.id) ?? 0) < (dayOf.get(target.id) ?? 0)
    ) {
      throw new DomainError(servicingErrors.reversalNotAllowed, { id: entry.id, reverses: target.id });
    }
    reversed.add(target.id);
  }

  const inForce: { entry: ReplayedEntry; day: number }[] = [];
  let payout: EntryOf<'PAYOUT'> | undefined;
  for (const entry of entries) {
    if (entry.kind === 'REVERSAL' || reversed.has(entry.id)) continue;
    if (entry.kind === 'PAYOUT') {
      if (payout) throw new DomainError(servicingErrors.payoutRepeated, { id: entry.id });
      payout = entry;
    }
    inForce.push({ entry, day: dayOf.get(entry.id) ?? 0 });
  }
  if (!payout) throw new DomainError(servicingErrors.noPayout);
  const payoutDay = dayOf.get(payout.id) ?? 0;
  for (const entry of entries) {
    if ((dayOf.get(entry.id) ?? 0) < payoutDay) {
      throw new DomainError(servicingErrors.beforePayout, { id: entry.id, on: entry.on });
    }
  }

  inForce.sort((a, b) => compareEntries(a.entry, a.day, b.entry, b.day));
  return { payout, entries: inForce.map((item) => item.entry), days: inForce.map((item) => item.day) };
}
