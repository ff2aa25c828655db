import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { isApiError } from '../lib/api/api-error';
import { formatAmount, formatDate } from '../lib/i18n/format';
import { useLanguage } from '../lib/i18n/language';
import { loanSettlementQuery } from '../lib/queries/loan-queries';
import { useUser } from '../lib/stores/session-store';
import { Fact } from './fact';

/**
 * Early settlement (SPEC §4): the server's figure for today — remaining principal, this cycle's interest
 * and anything overdue — and the last day it holds. Asked for only when the borrower wants it.
 */
export function SettlementPanel({ loanId }: { loanId: number }) {
  const user = useUser();
  const lang = useLanguage();
  const [asked, setAsked] = useState(false);
  const query = useQuery({ ...loanSettlementQuery(user.id, loanId, asked), meta: { silent: true } });
  const figure = query.data;
  return (
    <section className="card" aria-labelledby="settlement-title" data-testid="settlement">
      <h2 className="card__title" id="settlement-title">
        <Trans>Early settlement</Trans>
      </h2>
      {!asked ? (
        <>
          <p className="muted">
            <Trans>
              Pay off the whole loan early: you pay the remaining principal, interest for the current cycle
              only, and anything overdue.
            </Trans>
          </p>
          <button type="button" className="button button--secondary" onClick={() => setAsked(true)}>
            <Trans>See the settlement figure</Trans>
          </button>
        </>
      ) : figure ? (
        <>
          <dl className="facts">
            <Fact
              label={<Trans>Remaining principal</Trans>}
              value={formatAmount(figure.remainingPrincipal, lang)}
            />
            <Fact
              label={<Trans>Interest of the current cycle</Trans>}
              value={formatAmount(figure.currentInterest, lang)}
            />
            <Fact label={<Trans>Overdue</Trans>} value={formatAmount(figure.overdue, lang)} />
            <Fact
              label={<Trans>Settlement amount</Trans>}
              value={<strong>{formatAmount(figure.total, lang)}</strong>}
              testId="settlement-total"
            />
            <Fact
              label={<Trans>Valid until</Trans>}
              value={formatDate(figure.validUntil, lang)}
              testId="settlement-valid-until"
            />
          </dl>
          <div className="button-row button-row--start">
            <Link
              to="/loan/repay"
              search={{ id: loanId, settle: true }}
              className="button button--primary"
              data-testid="settle-in-full"
            >
              <Trans>Settle in full</Trans>
            </Link>
          </div>
        </>
      ) : query.isPending ? (
        <p className="muted" aria-busy="true">
          <Trans>Working out today's figure…</Trans>
        </p>
      ) : (
        <p role="alert">
          {isApiError(query.error) && query.error.code === 'C409' ? (
            query.error.msg
          ) : (
            <Trans>We could not work out the figure. Check your connection and try again.</Trans>
          )}
        </p>
      )}
    </section>
  );
}
