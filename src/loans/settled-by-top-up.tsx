import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { SettledByView } from '../../domain/api/top-up';
import { formatDate } from '../lib/i18n/format';
import { useLanguage } from '../lib/i18n/language';

/**
 * On a loan a top-up's payout settled: which loan settled it and when, with the way to that loan, where the
 * borrower's repayments now are.
 */
export function SettledByTopUp({ settledBy }: { settledBy: SettledByView }) {
  const lang = useLanguage();
  const loan = settledBy.contractNumber ?? `#${settledBy.loanId}`;
  const day = settledBy.on ? formatDate(settledBy.on, lang) : null;
  return (
    <p className="notice" role="status" data-testid="settled-by-top-up">
      {day ? (
        <Trans>
          Settled by top-up loan {loan} on {day}: its payout paid off what was left, and nothing more is owed
          on this loan.
        </Trans>
      ) : (
        <Trans>Settled by top-up loan {loan}: nothing more is owed on this loan.</Trans>
      )}{' '}
      <Link to="/loan/detail" search={{ id: settledBy.loanId }}>
        <Trans>See loan {loan}</Trans>
      </Link>
    </p>
  );
}
