import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { receiptOutline } from 'ionicons/icons';
import { formatAmount, formatMoment } from '../lib/i18n/format';
import { useLanguage } from '../lib/i18n/language';
import { repaymentListQuery } from '../lib/queries/loan-queries';
import { useUser } from '../lib/stores/session-store';
import { DataAsOf } from '../ui/data-as-of';
import { Icon } from '../ui/icon';
import { Screen } from '../ui/screen';
import { BillName } from './bill-schedule';
import { RepaymentStateChip } from './status-chip';
import { VoucherThumbnail } from './voucher-thumbnail';
import './loans.css';

const route = getRouteApi('/loan/record');

/** Repayments reported with a voucher, newest first: every loan's, or one loan's with `?id=`. */
export function LoanRecordScreen() {
  const { id } = route.useSearch();
  const user = useUser();
  const lang = useLanguage();
  const query = useQuery(repaymentListQuery(user.id));
  const list = (query.data?.list ?? []).filter((item) => !id || item.loanId === id);
  return (
    <Screen
      title={<Trans>Repayment records</Trans>}
      lead={
        id ? (
          <Trans>Repayments of this loan, newest first.</Trans>
        ) : (
          <Trans>Your repayments, newest first.</Trans>
        )
      }
      testId="loan-record"
    >
      {query.isPending ? (
        <p className="muted" aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      ) : query.isError && !query.data ? (
        <p role="alert">
          <Trans>We could not load your repayments. Check your connection and try again.</Trans>
        </p>
      ) : list.length === 0 ? (
        <div className="empty-state" data-testid="records-empty">
          <Icon icon={receiptOutline} aria-hidden="true" className="empty-state__icon" />
          <p>
            <Trans>There are no repayments yet.</Trans>
          </p>
        </div>
      ) : (
        <>
          <DataAsOf query={query} />
          <ul className="record-list" data-testid="records">
            {list.map((item) => {
              const amount = formatAmount(item.amount, lang);
              const reason = item.refusalReason;
              const submitted = formatMoment(item.submittedAt, lang);
              const reviewed = item.decidedAt ? formatMoment(item.decidedAt, lang) : '';
              return (
                <li key={item.repaymentId} className="card record" data-testid="record">
                  <VoucherThumbnail url={item.voucherUrl} repaymentId={item.repaymentId} />
                  <div className="record__body">
                    <div className="record__head">
                      <strong data-testid="record-amount">{amount}</strong>
                      <RepaymentStateChip status={item.status} />
                    </div>
                    <p className="record__bills">
                      {item.kind === 'SETTLEMENT' ? (
                        <Trans>Early settlement</Trans>
                      ) : (
                        item.bills.map((bill, index) => (
                          <span key={bill.billId}>
                            {index > 0 ? ', ' : null}
                            <BillName bill={bill} />
                          </span>
                        ))
                      )}
                    </p>
                    <p className="muted">
                      <Trans>Submitted {submitted}</Trans>
                      {item.decidedAt ? (
                        <>
                          <br />
                          <Trans>Reviewed {reviewed}</Trans>
                        </>
                      ) : null}
                    </p>
                    {item.status === 'REFUSED' && reason ? (
                      <p className="bill-status__refusal" data-testid="record-refusal">
                        <Trans>Reason: {reason}</Trans>
                      </p>
                    ) : null}
                    <Link to="/loan/detail" search={{ id: item.loanId }} className="link-button">
                      <Trans>Open the loan</Trans>
                    </Link>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Screen>
  );
}
