import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { formatAmount, formatDate } from '../../lib/format';
import { useLanguage } from '../../lib/language';
import { loanBillsQuery } from '../../lib/loan-queries';
import { useUser } from '../../lib/session-store';
import { Screen } from '../../ui/screen';
import { LoanList } from './loan-list';
import { billStatusLabels } from './status-labels';

const route = getRouteApi('/loan/record');

export function LoanRecordScreen() {
  const { i18n } = useLingui();
  const { id } = route.useSearch();
  const user = useUser();
  const lang = useLanguage();
  const query = useQuery(loanBillsQuery(user.id, id ?? 0));
  if (!id) {
    return (
      <Screen
        title={<Trans>Repayment record</Trans>}
        lead={<Trans>Choose a loan to see its repayments.</Trans>}
      >
        <LoanList target="/loan/record" />
      </Screen>
    );
  }
  const bills = query.data?.list ?? [];
  // Overdue is derived by the server as of today; a bill waiting for its voucher to be checked is not
  // counted, the borrower has done their part.
  const num = bills.filter((bill) => bill.status === 'TO_BE_REPAID' && bill.overdueDays > 0).length;
  return (
    <Screen title={<Trans>Repayment record</Trans>} testId="loan-record">
      {num > 0 ? (
        <p className="notice notice--warning" role="status" data-testid="bills-overdue">
          <Plural value={num} one="You have # bill overdue" other="You have # bills overdue" />
        </p>
      ) : null}
      {bills.length === 0 ? (
        <p>
          <Trans>There are no repayments on this loan yet.</Trans>
        </p>
      ) : (
        <ul className="menu-list">
          {bills.map((bill) => {
            const period = bill.period;
            const count = bill.status === 'TO_BE_REPAID' ? bill.overdueDays : 0;
            return (
              <li key={bill.billId} className="menu-list__item">
                <span className="menu-list__text">
                  <strong>
                    <Trans>Instalment {period}</Trans>
                  </strong>
                  <small>
                    {formatDate(bill.dueDate, lang)} · {i18n._(billStatusLabels[bill.status])}
                  </small>
                  {count > 0 ? (
                    <small className="overdue" data-testid="bill-overdue">
                      <Plural value={count} one="Overdue # day" other="Overdue # days" />
                    </small>
                  ) : null}
                </span>
                <span>{formatAmount(bill.totalDue, lang)}</span>
              </li>
            );
          })}
        </ul>
      )}
      <Link to="/loan/detail" search={{ id }} className="button button--secondary">
        <Trans>Back to the loan</Trans>
      </Link>
    </Screen>
  );
}
