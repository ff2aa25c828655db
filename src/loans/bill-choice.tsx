import { Trans } from '@lingui/react/macro';
import type { BillView } from '../../domain/api/loans';
import { formatAmount, formatDate } from '../lib/i18n/format';
import { useLanguage } from '../lib/i18n/language';
import { BillName } from './bill-schedule';
import { BillStatus, isOverdue } from './status-chip';

/** One open bill to tick on the Repay screen: its name and amount due, its due date and its state. */
export function BillChoice({
  bill,
  checked,
  onChange,
}: {
  bill: BillView;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const lang = useLanguage();
  const amount = formatAmount(bill.totalDue, lang);
  const due = formatDate(bill.dueDate, lang);
  return (
    <label
      className={['checkbox', 'bill-choice__item', isOverdue(bill) ? 'bill-choice__item--overdue' : ''].join(
        ' ',
      )}
    >
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span className="bill-choice__text">
        <strong>
          <BillName bill={bill} /> · {amount}
        </strong>
        <small>
          <Trans>Due {due}</Trans>
        </small>
        <BillStatus bill={bill} />
      </span>
    </label>
  );
}
