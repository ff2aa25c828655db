import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { calculatorOutline, chevronForward } from 'ionicons/icons';
import { formatAmount, formatDate } from '../lib/i18n/format';
import { useLanguage } from '../lib/i18n/language';
import { loanListQuery } from '../lib/queries/loan-queries';
import { useUser } from '../lib/stores/session-store';
import { AppLink } from '../ui/app-link';
import { DataAsOf } from '../ui/data-as-of';
import { Icon } from '../ui/icon';
import { LoanStateChip } from './status-chip';

type Target =
  | '/loan/detail'
  | '/loan/record'
  | '/loan-contract'
  | '/loan/statement'
  | '/loan/notices'
  | '/loan/direct-debit'
  | '/loan/hardship';

/** The member's applications and loans, newest first (the server's order), each leading to `target`. */
export function LoanList({ target }: { target: Target }) {
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
  if (query.isError && !query.data) {
    return (
      <p role="alert">
        <Trans>We could not load your loans. Check your connection and try again.</Trans>
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
          const amount = formatAmount(loan.offerAmount ?? loan.amount, lang);
          const months = loan.termMonths;
          const submitted = formatDate(loan.submittedAt, lang);
          const number = loan.loanId;
          const expires = loan.offerExpiresAt ? formatDate(loan.offerExpiresAt, lang) : null;
          return (
            <li key={loan.loanId}>
              <Link
                to={target}
                search={{ id: loan.loanId }}
                className="menu-list__item"
                data-testid="loan-item"
                data-loan-id={loan.loanId}
              >
                <span className="menu-list__text">
                  <strong>
                    <Trans>
                      {amount} over {months} months
                    </Trans>
                  </strong>
                  <small>{loan.contractNumber ?? <Trans>Application {number}</Trans>}</small>
                  <small>
                    <Trans>Applied {submitted}</Trans>
                    {loan.status === 'APPROVED' && expires ? (
                      <>
                        {' · '}
                        <Trans>Offer valid until {expires}</Trans>
                      </>
                    ) : null}
                  </small>
                </span>
                <LoanStateChip status={loan.status} />
                <Icon icon={chevronForward} aria-hidden="true" />
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}
