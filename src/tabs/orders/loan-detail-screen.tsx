import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { formatAmount, formatDate } from '../../lib/format';
import { useLanguage } from '../../lib/language';
import { loanDetailQuery } from '../../lib/loan-queries';
import { useUser } from '../../lib/session-store';
import { Card, Screen } from '../../ui/screen';
import { LoanList } from './loan-list';
import { loanStatusLabels } from './status-labels';

const route = getRouteApi('/loan/detail');

export function LoanDetailScreen() {
  const { i18n } = useLingui();
  const { id } = route.useSearch();
  const user = useUser();
  const lang = useLanguage();
  const query = useQuery(loanDetailQuery(user.id, id ?? 0));
  if (!id) {
    return (
      <Screen title={<Trans>Loan details</Trans>} lead={<Trans>Choose a loan to see its details.</Trans>}>
        <LoanList target="/loan/detail" />
      </Screen>
    );
  }
  const loan = query.data;
  const months = loan?.termMonths ?? 0;
  return (
    <Screen title={<Trans>Loan details</Trans>} testId="loan-detail">
      {loan ? (
        <Card>
          <dl className="facts">
            <div>
              <dt>
                <Trans>Amount</Trans>
              </dt>
              <dd>{formatAmount(loan.amount, lang)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Term</Trans>
              </dt>
              <dd>
                <Plural value={months} one="# month" other="# months" />
              </dd>
            </div>
            <div>
              <dt>
                <Trans>APR</Trans>
              </dt>
              <dd>{loan.apr}%</dd>
            </div>
            <div>
              <dt>
                <Trans>Submitted</Trans>
              </dt>
              <dd>{formatDate(loan.submittedAt, lang)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Status</Trans>
              </dt>
              <dd>{i18n._(loanStatusLabels[loan.status])}</dd>
            </div>
          </dl>
        </Card>
      ) : query.isPending ? (
        <p className="muted">
          <Trans>Loading…</Trans>
        </p>
      ) : (
        <p>
          <Trans>We could not load this loan.</Trans>
        </p>
      )}
      <div className="button-row">
        <Link to="/loan/record" search={{ id }} className="button button--secondary">
          <Trans>Repayment record</Trans>
        </Link>
        <Link to="/loan/history" className="button button--secondary">
          <Trans>Back to my loans</Trans>
        </Link>
      </div>
    </Screen>
  );
}
