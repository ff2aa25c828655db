import { compareDates, type IsoDate } from '../../../domain/loan/dates';
import type { PaymentChannel } from '../../../domain/servicing/ledger-entries';
import { replayLoan } from '../../../domain/servicing/replay';
import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { receivedBetween } from './collection-cases';
import { closeCase, defaultNoticesOf, openCaseOf } from './collections-repository';
import type { LoadedBook } from './ledger-repository';
import { bookOf, lockServicedLoan } from './ledger-repository';
import { appendChecked, bookPayment, type FieldNames, type Recorded } from './ledger-service';

const refused = (code: string, params?: Record<string, string | number>) =>
  new AppError('C409', code, params ? { params } : {});

/**
 * Whether the loan may be charged off on `date`: running, and a default notice of it whose remedy date has
 * passed (it is before `date`) without its sum being paid between the notice and the remedy date, with the
 * loan still in arrears. Refuses with the reason otherwise; answers the book and what a charge-off writes
 * off (everything owed that day, bills not yet due without their interest).
 */
export async function chargeOffCheck(
  tx: Executor,
  loanId: number,
  date: IsoDate,
): Promise<{ loaded: LoadedBook; amount: number }> {
  const loan = await lockServicedLoan(tx, loanId);
  if (!loan) throw notFound();
  if (loan.status === 'CHARGED_OFF') throw refused('chargeOff.already');
  if (loan.status !== 'DISBURSED') throw refused('chargeOff.notRunning');
  const loaded = await bookOf(tx, loan, date);
  if (!loaded) throw refused('servicing.noPayout');
  const notices = await defaultNoticesOf(tx, loanId);
  if (notices.length === 0) throw refused('chargeOff.noDefaultNotice');
  const lapsed = notices.filter(
    (notice) =>
      notice.remedyDate !== null &&
      compareDates(notice.remedyDate as IsoDate, date) < 0 &&
      receivedBetween(loaded.entries, notice.businessDate as IsoDate, notice.remedyDate as IsoDate, date) <
        Number(notice.sum ?? 0),
  );
  if (lapsed.length === 0) {
    const latest = notices[notices.length - 1]!;
    if (latest.remedyDate !== null && compareDates(latest.remedyDate as IsoDate, date) >= 0) {
      throw refused('chargeOff.remedyNotPassed', { remedyDate: latest.remedyDate });
    }
    throw refused('chargeOff.remedied');
  }
  if (loaded.book.arrears === 0) throw refused('chargeOff.noArrears');
  const trial = replayLoan(
    loaded.terms,
    [
      ...loaded.entries,
      { id: Math.max(0, ...loaded.rows.map((row) => row.id)) + 1, kind: 'CHARGE_OFF', on: date },
    ],
    date,
  );
  return { loaded, amount: trial.chargedOff?.writtenOff.total ?? loaded.book.arrears };
}

/**
 * The CHARGE_OFF entry, dated the business date, checked against the replayed book like every entry; the
 * open collection case closes with it. The caller holds the loan's lock and has run `chargeOffCheck`.
 */
export async function bookChargeOff(
  tx: Executor,
  input: { loanId: number; recorded: Recorded; businessDate: IsoDate },
) {
  const loan = await lockServicedLoan(tx, input.loanId);
  if (!loan) throw notFound();
  const booked = await appendChecked(
    tx,
    loan,
    { kind: 'CHARGE_OFF', on: input.businessDate },
    { recorded: input.recorded },
    input.businessDate,
  );
  const open = await openCaseOf(tx, loan.id);
  if (open) {
    await closeCase(tx, open.id, {
      closedOn: input.businessDate,
      closedAt: input.recorded.now,
      closeReason: 'CHARGED_OFF',
    });
  }
  return booked;
}

/**
 * Money received on a loan: a PAYMENT, or a RECOVERY once the loan has been charged off (allocated to the
 * written-off bills like a payment). A recovery keeps no channel of its own on the ledger, so the
 * transfer's reference goes with the reason.
 */
export async function bookReceived(
  tx: Executor,
  input: {
    loanId: number;
    amount: number;
    on: IsoDate;
    channel: PaymentChannel;
    reference?: string | null;
    repaymentId?: number;
    recorded: Recorded;
    businessDate: IsoDate;
    fields?: FieldNames;
  },
) {
  const loan = await lockServicedLoan(tx, input.loanId);
  if (!loan) throw notFound();
  if (loan.status !== 'CHARGED_OFF') return bookPayment(tx, input);
  const reason = [input.recorded.reason, input.reference].filter(Boolean).join(' · ') || null;
  return appendChecked(
    tx,
    loan,
    { kind: 'RECOVERY', on: input.on, amount: input.amount },
    { recorded: { ...input.recorded, reason } },
    input.businessDate,
    input.fields,
  );
}
