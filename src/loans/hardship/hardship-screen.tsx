import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, Navigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { BorrowerHardshipView } from '../../../domain/api/hardship';
import { londonDateOf } from '../../../domain/loan/london-date';
import { formatDate } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { loanListQuery } from '../../lib/queries/loan-queries';
import { useUser } from '../../lib/stores/session-store';
import { deleteDraft } from '../../offline/draft-store';
import { discardUpload, type UploadView } from '../../offline/outbox';
import { Card, Screen } from '../../ui/screen';
import { LoanList } from '../loan-list';
import { arrangementKindLabels } from './arrangement-words';
import { HardshipForm } from './hardship-form';
import { hardshipKey, hardshipQuery } from './hardship-queries';
import { useQueuedRequest } from './send-hardship';
import { draftName } from './use-hardship-draft';
import { DebtAdvice, WhatHappensNext } from './what-happens-next';
import './hardship.css';

const route = getRouteApi('/loan/hardship');

export function HardshipScreen() {
  const { id } = route.useSearch();
  return (
    <Screen
      width="narrow"
      title={<Trans>I’m struggling to pay</Trans>}
      lead={
        <Trans>
          Tell us what has changed and what you can afford. It takes a couple of minutes, and asking does not
          affect your credit file.
        </Trans>
      }
      testId="hardship"
    >
      {id ? <HardshipOf loanId={id} /> : <ChooseLoan />}
    </Screen>
  );
}

/** From /help/money-worries or a link without a loan: their running loan, or the list when there are several. */
function ChooseLoan() {
  const user = useUser();
  const list = useQuery(loanListQuery(user.id)).data?.list;
  const running = list?.filter((loan) => loan.status === 'DISBURSED') ?? [];
  const only = running.length === 1 ? running[0] : undefined;
  if (only) return <Navigate to="/loan/hardship" search={{ id: only.loanId }} replace />;
  return <LoanList target="/loan/hardship" />;
}

function HardshipOf({ loanId }: { loanId: number }) {
  const user = useUser();
  const lang = useLanguage();
  const client = useQueryClient();
  const query = useQuery({ ...hardshipQuery(user.id, loanId, lang), meta: { silent: true } });
  const view = query.data;
  const queued = useQueuedRequest(user.id, loanId);
  const [justSent, setJustSent] = useState(false);
  const [refusal, setRefusal] = useState<{ key: string; message: string } | null>(null);
  const entry = queued.entry;
  const refresh = () => client.invalidateQueries({ queryKey: hardshipKey(user.id, loanId, lang) });

  // What the outbox did with a request written offline: delivered (the draft goes, the server's copy is
  // read back) or refused (the answers come back to the form with the server's words).
  const delivered = entry?.state.status === 'uploaded' ? entry.key : null;
  const refused = entry?.state.status === 'refused' ? entry : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per delivered entry.
  useEffect(() => {
    if (!delivered) return;
    void (async () => {
      await deleteDraft(user.id, draftName(loanId)).catch(() => undefined);
      await discardUpload(delivered);
      queued.forget(delivered);
      setJustSent(true);
      await refresh();
    })();
  }, [delivered]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per refused entry.
  useEffect(() => {
    if (refused?.state.status !== 'refused') return;
    setRefusal({ key: refused.key, message: refused.state.message });
    void discardUpload(refused.key).then(() => queued.forget(refused.key));
    void refresh();
  }, [refused?.key]);

  if (queued.loading || (query.isPending && query.fetchStatus === 'fetching')) {
    return (
      <p className="muted" aria-busy="true">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  if (entry && entry.state.status !== 'uploaded' && entry.state.status !== 'refused') {
    return <Queued entry={entry} loanId={loanId} />;
  }
  const request = view?.request ?? null;
  const open = request && request.status !== 'CLOSED' ? request : null;
  if (view?.offer?.status === 'OFFERED') return <OfferWaiting loanId={loanId} view={view} />;
  if (open || justSent) {
    return (
      <>
        <WhatHappensNext request={open} {...(view ? { answerWorkingDays: view.answerWorkingDays } : {})} />
        <BackToLoan loanId={loanId} />
      </>
    );
  }
  // No copy of the server's view (first visit without signal): the form still opens, and sends later.
  const today = view?.businessDate ?? londonDateOf(new Date());
  if (view && !view.canAsk) return <CannotAsk loanId={loanId} view={view} />;
  return (
    <>
      {view?.arrangement?.status === 'BROKEN' ? <BrokenNote view={view} /> : null}
      {request?.outcome === 'DECLINED' ? <DeclinedNote view={view as BorrowerHardshipView} /> : null}
      <HardshipForm
        loanId={loanId}
        today={today}
        refusal={refusal}
        onSent={() => {
          setJustSent(true);
          void refresh();
        }}
        onQueued={(key) => queued.track(key)}
      />
    </>
  );
}

/** Written without signal: kept on the device and sent by the outbox, never twice. */
function Queued({ entry, loanId }: { entry: UploadView; loanId: number }) {
  const state = entry.state.status;
  return (
    <>
      <Card className="notice-card" testId="hardship-queued">
        <h2 className="card__title">
          {state === 'uploading' ? <Trans>Sending your request…</Trans> : <Trans>Saved on this device</Trans>}
        </h2>
        <p data-testid="hardship-queued-state" data-state={state}>
          {state === 'needs-login' ? (
            <Trans>Your session has ended. Sign in again and we will send your request straight away.</Trans>
          ) : (
            <Trans>
              You are offline, so your request has not reached us yet. We will send it when you are back
              online — you do not need to do anything, and it will only be sent once.
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

function OfferWaiting({ loanId, view }: { loanId: number; view: BorrowerHardshipView }) {
  const { i18n } = useLingui();
  const lang = useLanguage();
  const offer = view.offer;
  if (!offer) return null;
  const kind = i18n._(arrangementKindLabels[offer.kind]);
  const until = offer.expiresOn ? formatDate(offer.expiresOn, lang) : '';
  return (
    <Card className="notice-card notice-card--offer" testId="hardship-offer-waiting">
      <h2 className="card__title">
        <Trans>We have an offer for you: {kind}</Trans>
      </h2>
      {until ? (
        <p>
          <Trans>Read it and decide by {until}. Nothing changes unless you accept it.</Trans>
        </p>
      ) : null}
      <Link to="/loan/arrangement" search={{ id: loanId }} className="button button--primary">
        <Trans>Read the offer</Trans>
      </Link>
    </Card>
  );
}

function DeclinedNote({ view }: { view: BorrowerHardshipView }) {
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

function BrokenNote({ view }: { view: BorrowerHardshipView }) {
  const lang = useLanguage();
  const on = view.arrangement?.brokenOn ? formatDate(view.arrangement.brokenOn, lang) : '';
  return (
    <Card className="notice-card notice-card--danger" testId="hardship-broken">
      <h2 className="card__title">
        <Trans>A payment under your arrangement was missed</Trans>
      </h2>
      <p>
        <Trans>
          We saw on {on} that a payment was not made. If your situation has changed again, tell us below and
          we will look at it with you.
        </Trans>
      </p>
    </Card>
  );
}

function CannotAsk({ loanId, view }: { loanId: number; view: BorrowerHardshipView }) {
  return (
    <>
      <Card testId="hardship-cannot-ask">
        <p>
          {view.arrangement?.status === 'ACTIVE' ? (
            <Trans>
              You have an arrangement in place. If it no longer works for you, contact us and we will look at
              it again.
            </Trans>
          ) : (
            <Trans>
              This loan is not being repaid now, so there is nothing to change. Contact us if you need help.
            </Trans>
          )}
        </p>
        <div className="button-row button-row--start">
          {view.arrangement ? (
            <Link to="/loan/arrangement" search={{ id: loanId }} className="button button--secondary">
              <Trans>Your arrangement</Trans>
            </Link>
          ) : null}
          <Link to="/contact" className="button button--secondary">
            <Trans>Contact us</Trans>
          </Link>
        </div>
      </Card>
      <DebtAdvice />
    </>
  );
}

function BackToLoan({ loanId }: { loanId: number }) {
  return (
    <nav className="button-row button-row--start">
      <Link to="/loan/detail" search={{ id: loanId }} className="button button--secondary">
        <Trans>Back to the loan</Trans>
      </Link>
    </nav>
  );
}
