import { Trans, useLingui } from '@lingui/react/macro';
import { formatAmount, formatDate, formatDateTime } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { useUser } from '../../lib/stores/session-store';
import { NotNow } from '../arrears/action-form';
import { ConfirmButton, useOpsAction, useReloadAll } from '../shared/ops-action';
import { arrangementStatusLabels, kindLabels, offerStatusLabels, termsText } from './hardship-labels';
import { type HardshipCase, type OperatorOffer, offerActions } from './hardship-queries';
import { PlanView } from './plan-view';

/** The offers made on the request, each with its state and plan, and the arrangement the borrower accepted. */
export function OffersCard({ detail }: { detail: HardshipCase }) {
  const { i18n } = useLingui();
  const lang = useLanguage();
  const { arrangement } = detail;
  return (
    <section className="card ops-card" aria-labelledby="offers-title" data-testid="hardship-offers">
      <h2 id="offers-title" className="card__title">
        <Trans>Offers and arrangement</Trans>
      </h2>
      {arrangement ? (
        <div
          className={`notice${arrangement.status === 'BROKEN' ? ' notice--warning' : ''}`}
          data-testid="arrangement"
        >
          <p>
            <strong>{i18n._(kindLabels[arrangement.kind])}</strong>:{' '}
            <span data-testid="arrangement-status">
              {i18n._(arrangementStatusLabels[arrangement.status])}
            </span>
          </p>
          <p>
            <Trans>
              Accepted on {formatDate(arrangement.acceptedOn, lang)}, signed “{arrangement.signedName}”;
              relief until {formatDate(arrangement.windowEnds, lang)} (ledger entry{' '}
              {arrangement.ledgerEntryId}).
            </Trans>
          </p>
          {arrangement.brokenOn ? (
            <p className="ops-bad">
              <Trans>
                Broken: an arrangement payment was unpaid on {formatDate(arrangement.brokenOn, lang)}.
              </Trans>
            </p>
          ) : null}
        </div>
      ) : null}
      {detail.offers.length === 0 ? (
        <p className="empty-state">
          <Trans>No offer has been made on this request.</Trans>
        </p>
      ) : (
        <ul className="plain-list hardship-offers">
          {detail.offers.map((offer) => (
            <OfferItem key={offer.id} offer={offer} detail={detail} />
          ))}
        </ul>
      )}
    </section>
  );
}

function OfferItem({ offer, detail }: { offer: OperatorOffer; detail: HardshipCase }) {
  const { i18n } = useLingui();
  const lang = useLanguage();
  const me = useUser().id;
  const reload = useReloadAll();
  const actions = offerActions(detail.request.id, offer.id);
  const approve = useOpsAction(actions.approve);
  const withdraw = useOpsAction(actions.withdraw);
  const { plan } = offer;
  const terms = termsText(i18n, plan.terms, lang);
  const open = offer.status === 'AWAITING_APPROVAL' || offer.status === 'OFFERED';
  const limit = formatAmount(detail.secondApprovalAbove, lang);
  return (
    <li className="hardship-offer" data-testid="offer-item">
      <p className="hardship-offer__head">
        <strong>{terms}</strong>{' '}
        <span
          className={`ops-tag${offer.status === 'AWAITING_APPROVAL' ? ' ops-tag--claim' : ''}`}
          data-testid="offer-status"
        >
          {i18n._(offerStatusLabels[offer.status])}
        </span>
      </p>
      <p className="muted">
        <Trans>
          Total payable {formatAmount(plan.totalPayableAfter, lang)} instead of{' '}
          {formatAmount(plan.totalPayableBefore, lang)}; relief {formatAmount(plan.relief, lang)}.
        </Trans>{' '}
        {offer.offeredOn ? (
          <Trans>
            Offered on {formatDate(offer.offeredOn, lang)}, open until{' '}
            {offer.expiresOn ? formatDate(offer.expiresOn, lang) : '—'}.
          </Trans>
        ) : null}{' '}
        {offer.decidedAt ? <Trans>Decided {formatDateTime(offer.decidedAt, lang)}.</Trans> : null}{' '}
        {offer.createdBy === me ? (
          <Trans>Made by you.</Trans>
        ) : (
          <Trans>Made by operator {offer.createdBy}.</Trans>
        )}{' '}
        {offer.approvedBy !== null ? <Trans>Approved by operator {offer.approvedBy}.</Trans> : null}
      </p>
      {offer.status === 'AWAITING_APPROVAL' ? (
        <div data-testid="offer-awaiting">
          <p className="notice notice--warning">
            <Trans>
              Its relief is above {limit}: a second operator must approve it before the borrower sees it.
            </Trans>
          </p>
          {offer.createdBy === me ? (
            <NotNow>
              <Trans>You made this offer: a different operator must approve it.</Trans>
            </NotNow>
          ) : null}
        </div>
      ) : null}
      {open ? (
        <div className="hardship-offer__actions">
          {offer.status === 'AWAITING_APPROVAL' && offer.createdBy !== me ? (
            <ConfirmButton
              testId="approve-offer"
              label={<Trans>Approve…</Trans>}
              question={
                <Trans>
                  Approve “{terms}”? It goes to the borrower at once, in their messages and on the loan.
                </Trans>
              }
              confirmLabel={<Trans>Yes, approve it</Trans>}
              action={{ ...approve, run: () => approve.run({}) }}
              done={
                approve.result !== undefined ? <Trans>Approved: the offer is with the borrower.</Trans> : null
              }
              onReload={reload}
            />
          ) : null}
          <ConfirmButton
            testId="withdraw-offer"
            label={<Trans>Withdraw…</Trans>}
            question={
              <Trans>
                Withdraw “{terms}”? The borrower can no longer accept it, and the request waits for another
                answer.
              </Trans>
            }
            confirmLabel={<Trans>Yes, withdraw it</Trans>}
            danger
            action={{ ...withdraw, run: () => withdraw.run({}) }}
            done={withdraw.result !== undefined ? <Trans>Offer withdrawn.</Trans> : null}
            onReload={reload}
          />
        </div>
      ) : null}
      <details className="hardship-offer__plan">
        <summary>
          <Trans>See the plan: the old and new schedules</Trans>
        </summary>
        <PlanView plan={plan} testId={`offer-${offer.id}-plan`} />
      </details>
    </li>
  );
}
