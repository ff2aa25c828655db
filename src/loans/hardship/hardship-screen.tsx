import { Trans } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import type { ArrangementOfferView, BorrowerHardshipView } from '../../../domain/api/hardship';
import { londonDateOf } from '../../../domain/loan/london-date';
import { useLanguage } from '../../lib/i18n/language';
import { loanKeys } from '../../lib/queries/loan-queries';
import { useUser } from '../../lib/stores/session-store';
import { deleteDraft } from '../../offline/draft-store';
import { Screen } from '../../ui/screen';
import { ArrangementSummary } from '../arrangement-summary';
import { hardshipKey, hardshipQuery } from '../hardship-queries';
import { HardshipForm } from './hardship-form';
import { CannotAsk, DeclinedNote, OfferDecidedNote, Queued } from './hardship-notes';
import { useQueuedRequest } from './send-hardship';
import { draftName } from './use-hardship-draft';
import { WhatHappensNext } from './what-happens-next';
import './hardship.css';

const route = getRouteApi('/loan/hardship');

// An offer to read and sign is its own chunk: most who open this page come to ask, not to sign. So is
// choosing the loan, which only a link without one (from Money worries) needs.
const ArrangementOffer = lazy(() => import('./arrangement-offer'));
const ChooseLoan = lazy(() => import('./choose-loan'));

/**
 * A borrower in difficulty, in one place: "I'm struggling to pay" (the request, kept on the device and sent
 * through the outbox when offline), what happens next while we look at it, our offer to read and accept or
 * decline, and the arrangement in force.
 */
export function HardshipScreen() {
  const { id } = route.useSearch();
  return id ? (
    <HardshipOf loanId={id} />
  ) : (
    <Frame title={<Trans>I’m struggling to pay</Trans>}>
      <Suspense fallback={null}>
        <ChooseLoan />
      </Suspense>
    </Frame>
  );
}

function Frame({
  title,
  lead,
  wide = false,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  /** Two schedules side by side need more than a form's width. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Screen width={wide ? 'normal' : 'narrow'} title={title} lead={lead} testId="hardship">
      <div className="hardship">{children}</div>
    </Screen>
  );
}

/** The offer waiting for the borrower, unless its date has passed (then it is said to have lapsed). */
function offerToDecide(view: BorrowerHardshipView | undefined): ArrangementOfferView | null {
  const offer = view?.offer;
  if (!view || offer?.status !== 'OFFERED') return null;
  return offer.expiresOn !== null && offer.expiresOn < view.businessDate ? null : offer;
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
  const delivered = entry?.status === 'uploaded' ? entry.key : null;
  const refused = entry?.status === 'refused' ? entry : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per delivered entry.
  useEffect(() => {
    if (!delivered) return;
    void (async () => {
      await deleteDraft(user.id, draftName(loanId)).catch(() => undefined);
      setJustSent(true);
      await queued.remove(delivered);
      await refresh();
    })();
  }, [delivered]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per refused entry.
  useEffect(() => {
    if (!refused) return;
    setRefusal({ key: refused.key, message: refused.message ?? '' });
    void queued.remove(refused.key);
    void refresh();
  }, [refused?.key]);

  const asking = <Trans>I’m struggling to pay</Trans>;
  if (queued.loading || (query.isPending && query.fetchStatus === 'fetching')) {
    return (
      <Frame title={asking}>
        <p className="muted" aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      </Frame>
    );
  }
  if (entry && entry.status !== 'uploaded' && entry.status !== 'refused') {
    return (
      <Frame title={asking}>
        <Queued entry={entry} loanId={loanId} />
        <BackToLoan loanId={loanId} />
      </Frame>
    );
  }
  const offer = offerToDecide(view);
  if (offer) {
    return (
      <Frame title={<Trans>Our offer to help</Trans>} wide>
        <Suspense
          fallback={
            <p className="muted" aria-busy="true">
              <Trans>Loading…</Trans>
            </p>
          }
        >
          <ArrangementOffer loanId={loanId} offer={offer} />
        </Suspense>
        <BackToLoan loanId={loanId} />
      </Frame>
    );
  }
  const request = view?.request ?? null;
  const open = request && request.status !== 'CLOSED' ? request : null;
  if (open || justSent || delivered) {
    return (
      <Frame title={asking}>
        {view?.offer ? <OfferDecidedNote view={view} /> : null}
        <WhatHappensNext request={open} {...(view ? { answerWorkingDays: view.answerWorkingDays } : {})} />
        <BackToLoan loanId={loanId} />
      </Frame>
    );
  }
  // No copy of the server's view (a first visit without signal): the form still opens, and sends later.
  const today = view?.businessDate ?? londonDateOf(new Date());
  const arrangement = view?.arrangement ?? null;
  return (
    <Frame
      title={asking}
      lead={
        view && !view.canAsk ? undefined : (
          <Trans>
            Tell us what has changed and what you can afford. It takes a couple of minutes, and asking does
            not affect your credit file.
          </Trans>
        )
      }
    >
      {arrangement ? <ArrangementSummary loanId={loanId} arrangement={arrangement} /> : null}
      {view && request?.outcome === 'DECLINED' ? <DeclinedNote view={view} /> : null}
      {view && !view.canAsk ? (
        <CannotAsk view={view} />
      ) : (
        <HardshipForm
          loanId={loanId}
          today={today}
          refusal={refusal}
          onSent={(sent) => {
            setJustSent(true);
            client.setQueryData(hardshipKey(user.id, loanId, lang), sent);
            void client.invalidateQueries({ queryKey: loanKeys.member(user.id) });
          }}
          onQueued={() => void queued.reload()}
        />
      )}
      <BackToLoan loanId={loanId} />
    </Frame>
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
