import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { BorrowerHardshipView } from '../../../domain/api/hardship';
import { formatDate } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { useOnline } from '../../lib/stores/online-state';
import type { OutboxEntryState } from '../../offline/outbox-entries';
import { Card } from '../../ui/screen';
import { DebtAdvice } from './what-happens-next';

/** Written without signal: kept on the device and sent by the outbox when it is back, never twice. */
export function Queued({ entry, loanId }: { entry: OutboxEntryState; loanId: number }) {
  const state = entry.status;
  // Without a connection a send in progress is only a try that will fail: it is still on the device.
  const online = useOnline();
  const sending = state === 'uploading' && online;
  return (
    <>
      <Card className="notice-card notice-card--offer" testId="hardship-queued">
        <h2 className="card__title">
          {sending ? <Trans>Sending your request…</Trans> : <Trans>Saved on this device</Trans>}
        </h2>
        <p data-testid="hardship-queued-state" data-state={state}>
          {state === 'needs-login' ? (
            <Trans>Your session has ended. Sign in again and we will send your request straight away.</Trans>
          ) : (
            <Trans>
              We will send it when you are back online. You do not need to do anything, and it will only be
              sent once.
            </Trans>
          )}
        </p>
        {state === 'needs-login' ? (
          <Link
            to="/login"
            search={{ redirect: `/loan/hardship?id=${loanId}` }}
            className="button button--primary"
          >
            <Trans>Sign in</Trans>
          </Link>
        ) : null}
      </Card>
      <DebtAdvice />
    </>
  );
}

/** Our offer was declined by the borrower, or its date passed: the request is open again. */
export function OfferDecidedNote({ view }: { view: BorrowerHardshipView }) {
  const lang = useLanguage();
  const offer = view.offer;
  if (!offer) return null;
  const lapsed =
    offer.status === 'LAPSED' ||
    (offer.status === 'OFFERED' && offer.expiresOn !== null && offer.expiresOn < view.businessDate);
  const until = offer.expiresOn ? formatDate(offer.expiresOn, lang) : '';
  const decided = offer.decidedAt ? formatDate(offer.decidedAt, lang) : '';
  if (lapsed) {
    return (
      <Card className="notice-card" testId="arrangement-lapsed">
        <h2 className="card__title">
          <Trans>Our offer has lapsed</Trans>
        </h2>
        <p>
          {until ? (
            <Trans>
              It could be accepted until {until}, so it can no longer be signed. Your loan is unchanged.
            </Trans>
          ) : (
            <Trans>It can no longer be signed. Your loan is unchanged.</Trans>
          )}
        </p>
      </Card>
    );
  }
  if (offer.status !== 'DECLINED') return null;
  return (
    <Card className="notice-card" testId="arrangement-declined">
      <p>
        {decided ? (
          <Trans>You said no to our offer on {decided}. Your loan is unchanged.</Trans>
        ) : (
          <Trans>You said no to our offer. Your loan is unchanged.</Trans>
        )}
      </p>
    </Card>
  );
}

/** We could not offer an arrangement last time: our reason, and that they may ask again. */
export function DeclinedNote({ view }: { view: BorrowerHardshipView }) {
  const reason = view.request?.declineReason;
  return (
    <Card className="notice-card" testId="hardship-declined">
      <h2 className="card__title">
        <Trans>We could not change your payments last time</Trans>
      </h2>
      {reason ? <p>{reason}</p> : null}
      <p>
        <Trans>If things have changed since, tell us again below. Free debt advice is there too.</Trans>
      </p>
    </Card>
  );
}

/** Nothing can be asked now: an arrangement works its course, or the loan is not being repaid. */
export function CannotAsk({ view }: { view: BorrowerHardshipView }) {
  return (
    <>
      <Card testId="hardship-cannot-ask">
        <p>
          {view.arrangement?.status === 'ACTIVE' ? (
            <Trans>
              If your arrangement no longer works for you, contact us and we will look at it again with you.
            </Trans>
          ) : (
            <Trans>
              This loan is not being repaid now, so there is nothing to change. Contact us if you need help.
            </Trans>
          )}
        </p>
        <div className="button-row button-row--start">
          <Link to="/contact" className="button button--secondary">
            <Trans>Contact us</Trans>
          </Link>
        </div>
      </Card>
      <DebtAdvice />
    </>
  );
}
