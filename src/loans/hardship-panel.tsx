import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDate } from '../lib/i18n/format';
import { useLanguage } from '../lib/i18n/language';
import { useUser } from '../lib/stores/session-store';
import { Card } from '../ui/screen';
import { arrangementKindLabels } from './arrangement-labels';
import { ArrangementSummary } from './arrangement-summary';
import { hardshipQuery } from './hardship-queries';

/**
 * On a running loan's page: the arrangement in force, an offer waiting for the borrower, a request we are
 * answering — or the way to tell us they are struggling (said by the arrears notice when behind). Without the server's view (offline, never read)
 * the way to ask is still there: the form works offline.
 */
export default function LoanHardshipPanel({ loanId, inArrears }: { loanId: number; inArrears: boolean }) {
  const { i18n } = useLingui();
  const lang = useLanguage();
  const user = useUser();
  const view = useQuery({ ...hardshipQuery(user.id, loanId, lang), meta: { silent: true } }).data;
  const offer = view?.offer?.status === 'OFFERED' ? view.offer : null;
  const open = view?.request && view.request.status !== 'CLOSED' ? view.request : null;
  const arrangement = view?.arrangement && view.arrangement.status !== 'COMPLETED' ? view.arrangement : null;
  const kind = offer ? i18n._(arrangementKindLabels[offer.kind]) : '';
  const decideBy = offer?.expiresOn ? formatDate(offer.expiresOn, lang) : '';
  const answerBy = open ? formatDate(open.answerBy, lang) : '';
  return (
    <>
      {arrangement ? <ArrangementSummary loanId={loanId} arrangement={arrangement} /> : null}
      {offer ? (
        <Card className="notice-card notice-card--offer" testId="loan-hardship-offer">
          <h2 className="card__title">
            <Trans>We have an offer to help: {kind}</Trans>
          </h2>
          {decideBy ? (
            <p>
              <Trans>Read it and decide by {decideBy}. Nothing changes unless you accept it.</Trans>
            </p>
          ) : null}
          <Link to="/loan/hardship" search={{ id: loanId }} className="button button--primary">
            <Trans>Read the offer</Trans>
          </Link>
        </Card>
      ) : open ? (
        <Card className="notice-card" testId="loan-hardship-open">
          <p>
            <Trans>
              We have your request for help and will answer by {answerBy}. Meanwhile we pause your reminders.
            </Trans>
          </p>
          <Link to="/loan/hardship" search={{ id: loanId }} className="button button--secondary">
            <Trans>Your request for help</Trans>
          </Link>
        </Card>
      ) : (!view || view.canAsk) && !inArrears && !arrangement ? (
        // Behind with payments, the arrears notice above already offers the way to ask; an arrangement in
        // force says what to do if it stops working.
        <Card className="notice-card" testId="loan-hardship-ask">
          <p>
            <Trans>
              If paying is getting hard, tell us early: we can pause or lower your payments for a while.
            </Trans>
          </p>
          <Link to="/loan/hardship" search={{ id: loanId }} className="button button--secondary">
            <Trans>I’m struggling to pay</Trans>
          </Link>
        </Card>
      ) : null}
    </>
  );
}
