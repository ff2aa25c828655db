import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { formatDate } from '../lib/i18n/format';
import { useLanguage } from '../lib/i18n/language';
import type { Blocker } from './apply-blockers';

/** Why the borrower cannot apply now, and when or how they can: before they fill anything in. */
export function BlockedNotice({ blocker }: { blocker: Blocker }) {
  const lang = useLanguage();
  const date = (iso: string) => formatDate(`${iso}T12:00:00Z`, lang);
  let reason: ReactElement;
  let when: ReactElement;
  switch (blocker.kind) {
    case 'inReview':
      reason = <Trans>Your application {blocker.loanId} is being reviewed.</Trans>;
      when = (
        <Trans>
          You can apply again once a person has decided on it; they decide within 5 working days and we tell
          you at once.
        </Trans>
      );
      break;
    case 'offerWaiting':
      reason = <Trans>We have made you an offer on application {blocker.loanId}.</Trans>;
      when = <Trans>Accept it or let it lapse before applying again.</Trans>;
      break;
    case 'signed':
      reason = <Trans>Your loan {blocker.loanId} is signed and waiting to be paid out.</Trans>;
      when = <Trans>A new application is possible once it has been paid out and repaid on time.</Trans>;
      break;
    case 'moneyOwed':
      reason = <Trans>Money is still owed on your loan {blocker.loanId}.</Trans>;
      when = <Trans>You can apply again once it has been repaid and the payment confirmed.</Trans>;
      break;
    case 'reapplyWait': {
      const from = date(blocker.from);
      reason =
        blocker.cause === 'declined' ? (
          <Trans>
            We declined your application {blocker.loanId}. After a decline, a new application is possible 3
            months later.
          </Trans>
        ) : blocker.cause === 'lapsed' ? (
          <Trans>
            The offer on your application {blocker.loanId} lapsed without being signed. After an offer lapses,
            a new application is possible 3 months later.
          </Trans>
        ) : (
          <Trans>A new application is possible 3 months after your last loan ended.</Trans>
        );
      when = <Trans>You can apply again from {from}.</Trans>;
      break;
    }
    case 'topUpWait': {
      const from = blocker.from ? date(blocker.from) : null;
      reason = (
        <Trans>
          With a loan running, a new loan is a top-up: it settles the loan you have and pays you the rest. A
          top-up needs 6 months of on-time repayments first.
        </Trans>
      );
      when = from ? (
        <Trans>You can apply for a top-up from {from} if every repayment until then is on time.</Trans>
      ) : (
        <Trans>The 6 months count from the day your loan is paid out.</Trans>
      );
      break;
    }
  }
  const loanId = 'loanId' in blocker ? blocker.loanId : null;
  return (
    <div className="card wizard-blocked" data-testid="apply-blocked-reason">
      <h2 className="card__title">
        <Trans>You cannot apply for a new loan just now</Trans>
      </h2>
      <p>{reason}</p>
      <p>{when}</p>
      <div className="button-row button-row--start">
        {loanId ? (
          <Link to="/loan/detail" search={{ id: loanId }} className="button button--primary">
            <Trans>See this loan</Trans>
          </Link>
        ) : null}
        <Link to="/loan/history" className="button button--secondary">
          <Trans>My loans</Trans>
        </Link>
      </div>
    </div>
  );
}
