import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatDate } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { Screen } from '../../ui/screen';
import { BackToQueue } from '../shared/back-to-queue';
import { ClaimNotice, useClaim } from '../shared/claim';
import { QueryState } from '../shared/query-state';
import { type ArrearsCase, arrearsCaseQuery } from './arrears-queries';
import { BillsCard, BookSummary, HistoryCard, LedgerCard, NoticesCard } from './case-book';
import { ContactsCard, NextActionCard, PromisesCard } from './case-contacts';
import { DirectDebitCard } from './case-direct-debit';
import { ChargeOffPanel, DefaultNoticeForm, RecordPaymentForm, RefundForm, ReversalForm } from './case-money';

/**
 * A loan's collection case: the book on the business date and how it got there (bills, ledger, days past
 * due, notices) beside the work on it (next action, contacts, promises) and the money actions.
 */
export function ArrearsCaseScreen({ loanId }: { loanId: number }) {
  const lang = useLanguage();
  const claim = useClaim('arrears', loanId);
  const query = useQuery(arrearsCaseQuery(loanId));
  const detail = query.data;
  const caseOpen = detail?.case?.status === 'OPEN';
  const running = detail?.loanStatus === 'DISBURSED';
  return (
    <Screen
      title={
        detail?.borrowerName ? (
          <Trans>Arrears: {detail.borrowerName}</Trans>
        ) : (
          <Trans>Arrears: loan {loanId}</Trans>
        )
      }
      lead={
        detail ? (
          <Trans>
            Loan {detail.contractNumber ?? loanId}, business date {formatDate(detail.businessDate, lang)}
          </Trans>
        ) : null
      }
      width="wide"
      testId="ops-arrears-case"
      actions={<BackToQueue href="/ops/arrears" />}
    >
      <ClaimNotice claim={claim} />
      <QueryState query={query}>
        {detail ? (
          <div className="ops-arrears-case">
            <CaseState detail={detail} />
            <BookSummary detail={detail} />
            <BillsCard detail={detail} />
            <LedgerCard detail={detail} />
            <DirectDebitCard loanId={loanId} />
            <div className="ops-columns ops-case">
              <div className="ops-column">
                <NextActionCard detail={detail} open={caseOpen} />
                <ContactsCard detail={detail} open={caseOpen} />
                <PromisesCard detail={detail} open={caseOpen} />
                <NoticesCard detail={detail} />
                <HistoryCard detail={detail} />
              </div>
              <div className="ops-column">
                <MoneyCard title={<Trans>Record a payment seen without a voucher</Trans>} id="record-payment">
                  {running ? <RecordPaymentForm detail={detail} /> : <NotRunning />}
                </MoneyCard>
                <MoneyCard title={<Trans>Refund credit held</Trans>} id="refund">
                  <RefundForm detail={detail} />
                </MoneyCard>
                <MoneyCard title={<Trans>Reverse an entry</Trans>} id="reverse">
                  <ReversalForm detail={detail} />
                </MoneyCard>
                <MoneyCard title={<Trans>Default notice</Trans>} id="default-notice">
                  {running ? <DefaultNoticeForm detail={detail} /> : <NotRunning />}
                </MoneyCard>
                <MoneyCard title={<Trans>Charge-off</Trans>} id="charge-off">
                  <ChargeOffPanel detail={detail} />
                </MoneyCard>
              </div>
            </div>
          </div>
        ) : null}
      </QueryState>
    </Screen>
  );
}

function MoneyCard({ title, id, children }: { title: ReactNode; id: string; children: ReactNode }) {
  return (
    <section className="card ops-card" aria-labelledby={`${id}-title`} data-testid={`case-${id}`}>
      <h2 id={`${id}-title`} className="card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function NotRunning() {
  return (
    <p className="muted">
      <Trans>The loan is not running: this cannot be done.</Trans>
    </p>
  );
}

/** Whether the case is open, closed (and why) or never was: contacts and promises need an open case. */
function CaseState({ detail }: { detail: ArrearsCase }) {
  const lang = useLanguage();
  const found = detail.case;
  if (!found)
    return (
      <p className="notice" data-testid="case-state">
        <Trans>This loan has never been in arrears.</Trans>
      </p>
    );
  if (found.status === 'OPEN')
    return (
      <p className="muted" data-testid="case-state">
        <Trans>Case open since {formatDate(found.openedOn, lang)}.</Trans>
      </p>
    );
  const closedOn = found.closedOn ? formatDate(found.closedOn, lang) : '—';
  return (
    <p className="notice" data-testid="case-state">
      {found.closeReason === 'CHARGED_OFF' ? (
        <Trans>Case closed on {closedOn}: the loan was charged off.</Trans>
      ) : (
        <Trans>Case closed on {closedOn}: the arrears were cleared.</Trans>
      )}
    </p>
  );
}
