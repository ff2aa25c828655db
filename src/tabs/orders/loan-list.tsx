import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { calculatorOutline, chevronForward } from 'ionicons/icons';
import { formatAmount, formatDate } from '../../lib/format';
import { useLanguage } from '../../lib/language';
import { loanListQuery } from '../../lib/loan-queries';
import { useUser } from '../../lib/session-store';
import { AppLink } from '../../ui/app-link';
import { DataAsOf } from '../../ui/data-as-of';
import { Icon } from '../../ui/icon';
import { loanStatusLabels } from './status-labels';

/** The member's loans, newest first, each leading to `target` (detail or repayment record). */
export function LoanList({ target }: { target: '/loan/detail' | '/loan/record' }) {
  const { i18n } = useLingui();
  const user = useUser();
  const lang = useLanguage();
  const query = useQuery(loanListQuery(user.id));
  if (query.isPending) {
    return (
      <p className="muted" aria-busy="true">
        <Trans>Loading your loans…</Trans>
      </p>
    );
  }
  const loans = query.data?.list ?? [];
  if (loans.length === 0) {
    return (
      <div className="empty-state" data-testid="loans-empty">
        <Icon icon={calculatorOutline} aria-hidden="true" className="empty-state__icon" />
        <p>
          <Trans>
            You have no loans with us yet. See what a loan would cost you: a quote does not affect your credit
            score.
          </Trans>
        </p>
        <AppLink href="/booking" className="button button--primary">
          <Trans>Get a quote</Trans>
        </AppLink>
      </div>
    );
  }
  return (
    <>
      <DataAsOf query={query} />
      <ul className="menu-list" data-testid="loans">
        {loans.map((loan) => {
          const amount = formatAmount(loan.amount, lang);
          const months = loan.termMonths;
          return (
            <li key={loan.loanId}>
              <Link to={target} search={{ id: loan.loanId }} className="menu-list__item">
                <span className="menu-list__text">
                  <strong>
                    <Trans>
                      {amount} over {months} months
                    </Trans>
                  </strong>
                  <small>
                    {loan.contractNumber ?? `#${loan.loanId}`} · {formatDate(loan.submittedAt, lang)} ·{' '}
                    {i18n._(loanStatusLabels[loan.status])}
                  </small>
                </span>
                <Icon icon={chevronForward} aria-hidden="true" />
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}
