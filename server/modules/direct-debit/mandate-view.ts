import type { MandateView } from '../../../domain/api/direct-debit';
import { formatSortCode } from '../../../domain/bank/uk-bank-account';
import type { MandateRow } from './direct-debit-repository';

/** A mandate as the borrower and the console see it: the account number's last four digits only. */
export function mandateViewOf(row: MandateRow): MandateView {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    accountHolderName: row.accountHolderName,
    sortCode: formatSortCode(row.sortCode),
    accountNumberEnding: row.accountNumber.slice(-4),
    collectionDay: row.collectionDay,
    activeFrom: row.activeFrom,
    endedOn: row.endedOn,
    endReason: row.endReason,
    guaranteeVersion: row.guaranteeVersion,
  };
}
