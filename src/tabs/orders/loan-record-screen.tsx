import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { formatAmount, formatDate } from '../../lib/format';
import { useLanguage } from '../../lib/language';
import { useUser } from '../../lib/session-store';
import { Screen } from '../../ui/screen';
import { LoanList } from './loan-list';
import { loanBillsQuery } from './loan-queries';
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
  return (
    <Screen title={<Trans>Repayment record</Trans>} testId="loan-record">
      {bills.length === 0 ? (
        <p>
          <Trans>There are no repayments on this loan yet.</Trans>
        </p>
      ) : (
        <ul className="menu-list">
          {bills.map((bill) => {
            const period = bill.period;
            return (
              <li key={bill.billId} className="menu-list__item">
                <span className="menu-list__text">
                  <strong>
                    <Trans>Instalment {period}</Trans>
                  </strong>
                  <small>
                    {formatDate(bill.dueDate, lang)} · {i18n._(billStatusLabels[bill.status])}
                  </small>
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
