import type { IsoDate } from '../../../../domain/loan/dates';
import type { LoanStatus } from '../../../../domain/loan/lifecycle';
import type { LedgerEntry } from '../../../../domain/servicing/ledger-entries';
import type { ServicingTerms } from '../../../../domain/servicing/servicing-terms';
import type { Executor } from '../../../db/client';
import { getServicingSettings } from '../../config/config-service';
import { entryOf } from '../../servicing/servicing-front-door';
import { entriesOf, instalmentLinesOf, loansAfter, type ReportLoan } from './reports-repository';

/** Loans read and replayed per round: three queries a chunk, whatever the size of the book. */
export const CHUNK = 500;

/** A loan with what its replay needs: the servicing terms and the ledger, as servicing's `bookOf` builds them. */
export interface WalkedLoan {
  loan: ReportLoan;
  terms: ServicingTerms;
  entries: LedgerEntry[];
  payoutOn: IsoDate;
}

/**
 * Every loan in `statuses` with a payout on its ledger, a chunk at a time by id, handed to `visit` — the
 * same terms and entries the one-loan path (servicing's `bookOf`) replays, read in three queries for a chunk
 * of loans instead of three a loan. The servicing settings are read once: a report is one moment's view.
 */
export async function walkBook(
  db: Executor,
  statuses: readonly LoanStatus[],
  visit: (walked: WalkedLoan) => void,
): Promise<number> {
  const settings = await getServicingSettings(db);
  let after = 0;
  let walked = 0;
  for (;;) {
    const chunk = await loansAfter(db, statuses, after, CHUNK);
    if (chunk.length === 0) return walked;
    const ids = chunk.map((loan) => loan.id);
    const lines = await instalmentLinesOf(db, ids);
    const rows = await entriesOf(db, ids);
    const linesOf = groupBy(lines, (line) => line.loanId);
    const rowsOf = groupBy(rows, (row) => row.loanId);
    for (const loan of chunk) {
      const own = rowsOf.get(loan.id) ?? [];
      const payout = own.find((row) => row.kind === 'PAYOUT');
      const schedule = linesOf.get(loan.id) ?? [];
      if (!payout || schedule.length === 0) continue;
      const terms: ServicingTerms = {
        method: loan.method,
        annualRate: loan.offerRate ?? loan.annualRate,
        overdueRate: loan.overdueRate,
        schedule: schedule.map(({ loanId: _, ...line }) => ({ ...line, dueDate: line.dueDate as IsoDate })),
        ...settings,
      };
      visit({ loan, terms, entries: own.map(entryOf), payoutOn: payout.on as IsoDate });
      walked += 1;
    }
    after = chunk[chunk.length - 1]!.id;
  }
}

function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const id = key(item);
    const group = groups.get(id);
    if (group) group.push(item);
    else groups.set(id, [item]);
  }
  return groups;
}
