import { Plural, Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { LoanBookView } from '../../domain/api/servicing';
import { formatAmount, formatDate } from '../lib/i18n/format';
import { useLanguage } from '../lib/i18n/language';
import { Card } from '../ui/screen';

/**
 * Behind with payments, said plainly (issue 33 §4): how much, since when, what each day adds, and what the
 * borrower can do — pay now, or tell us they are struggling. The figures are the replayed book's.
 */
export function ArrearsNotice({ loanId, book }: { loanId: number; book: LoanBookView }) {
  const lang = useLanguage();
  const { amount, daysPastDue, since, perDay } = book.arrears;
  if (amount <= 0) return null;
  const owed = formatAmount(amount, lang);
  const sinceText = since ? formatDate(since, lang) : '';
  const daily = formatAmount(perDay, lang);
  return (
    <Card className="notice-card notice-card--danger" testId="arrears">
      <h2 className="card__title">
        <Trans>You are behind with your payments</Trans>
      </h2>
      <p data-testid="arrears-amount">
        <Trans>
          {owed} is overdue, since {sinceText} (
          <Plural value={daysPastDue} one="# day" other="# days" />
          ).
        </Trans>
      </p>
      {perDay > 0 ? (
        <p data-testid="arrears-per-day">
          <Trans>Until it is paid, overdue interest adds {daily} a day.</Trans>
        </p>
      ) : null}
      <p className="muted">
        <Trans>
          Paying what you can now lowers what is added. If you cannot pay, tell us: we will work out with you
          what you can afford, and free, independent debt advice is there too.
        </Trans>
      </p>
      <div className="button-row button-row--start">
        <Link
          to="/loan/repay"
          search={{ id: loanId }}
          className="button button--primary"
          data-testid="pay-arrears"
        >
          <Trans>Pay now</Trans>
        </Link>
        <Link to="/loan/hardship" search={{ id: loanId }} className="button button--secondary">
          <Trans>I’m struggling to pay</Trans>
        </Link>
      </div>
    </Card>
  );
}
