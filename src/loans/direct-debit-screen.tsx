import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { DirectDebitView } from '../../domain/api/direct-debit';
import { mandateView } from '../../domain/api/direct-debit';
import { apiRequest } from '../lib/api/api-client';
import { isApiError } from '../lib/api/api-error';
import { formatAmount, formatDate } from '../lib/i18n/format';
import { useLanguage } from '../lib/i18n/language';
import { loanKeys } from '../lib/queries/loan-queries';
import { useUser } from '../lib/stores/session-store';
import { Card, Screen } from '../ui/screen';
import { useIdempotencyKey } from '../ui/use-idempotency-key';
import { DayChangePanel } from './direct-debit-day-change';
import { directDebitQuery } from './direct-debit-queries';
import { DirectDebitSetUpForm, Guarantee } from './direct-debit-set-up-form';
import { Fact } from './fact';
import { LoanList } from './loan-list';
import './loans.css';

const route = getRouteApi('/loan/direct-debit');

export function DirectDebitScreen() {
  const { id } = route.useSearch();
  if (!id) {
    return (
      <Screen title={<Trans>Direct Debit</Trans>} lead={<Trans>Choose a loan to see its details.</Trans>}>
        <LoanList target="/loan/direct-debit" />
      </Screen>
    );
  }
  return <DirectDebitOf loanId={id} />;
}

function DirectDebitOf({ loanId }: { loanId: number }) {
  const user = useUser();
  const lang = useLanguage();
  const query = useQuery(directDebitQuery(user.id, loanId, lang));
  const view = query.data;
  const active = view?.mandate?.status === 'ACTIVE' ? view.mandate : null;
  return (
    <Screen title={<Trans>Direct Debit</Trans>} testId="direct-debit">
      {view ? (
        <>
          {view.mandate && !active ? <EndedNotice view={view} /> : null}
          {active ? (
            <>
              <MandateCard view={view} loanId={loanId} />
              <DayChangePanel loanId={loanId} currentDay={active.collectionDay} />
              <Card>
                <Guarantee guarantee={view.guarantee} />
              </Card>
            </>
          ) : (
            <DirectDebitSetUpForm loanId={loanId} guarantee={view.guarantee} dueDay={view.dueDay} />
          )}
          <CollectionsCard view={view} />
          <nav className="button-row button-row--start">
            <Link to="/loan/detail" search={{ id: loanId }} className="button button--secondary">
              <Trans>Back to the loan</Trans>
            </Link>
          </nav>
        </>
      ) : query.isPending ? (
        <p className="muted" aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      ) : (
        <p role="alert">
          <Trans>We could not load this loan.</Trans>
        </p>
      )}
    </Screen>
  );
}

function EndedNotice({ view }: { view: DirectDebitView }) {
  const lang = useLanguage();
  const mandate = view.mandate!;
  const on = mandate.endedOn ? formatDate(mandate.endedOn, lang) : '';
  const reference = mandate.reference;
  return (
    <p className="notice" role="status" data-testid="dd-ended">
      {mandate.endReason === 'CANCELLED_BY_BORROWER' ? (
        <Trans>
          You cancelled Direct Debit {reference} on {on}. Pay your bills from the Repay screen, or set up a
          new one below.
        </Trans>
      ) : mandate.endReason === 'ACCOUNT_CLOSED' ? (
        <Trans>
          Direct Debit {reference} ended on {on}: your bank told us the account is closed. Set up a new one
          from an open account below, or pay from the Repay screen.
        </Trans>
      ) : (
        <Trans>
          Direct Debit {reference} ended on {on}: your bank told us it was cancelled there. Set up a new one
          below, or pay from the Repay screen.
        </Trans>
      )}
    </p>
  );
}

function MandateCard({ view, loanId }: { view: DirectDebitView; loanId: number }) {
  const { t } = useLingui();
  const user = useUser();
  const client = useQueryClient();
  const keyFor = useIdempotencyKey();
  const mandate = view.mandate!;
  const cancel = useMutation({
    meta: { silent: true },
    mutationFn: () =>
      apiRequest(`/loan/${loanId}/direct-debit/cancel`, {
        method: 'POST',
        body: {},
        headers: { 'Idempotency-Key': keyFor({ cancel: loanId }) },
        schema: mandateView,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: loanKeys.member(user.id) }),
  });
  return (
    <Card testId="dd-mandate">
      <h2 className="card__title">
        <Trans>Your Direct Debit is active</Trans>
      </h2>
      <dl className="facts">
        <Fact label={<Trans>Reference</Trans>} value={mandate.reference} testId="dd-reference" />
        <Fact label={<Trans>Account holder’s name</Trans>} value={mandate.accountHolderName} />
        <Fact
          label={<Trans>Account</Trans>}
          value={t`${mandate.sortCode}, account ending ${mandate.accountNumberEnding}`}
        />
        <Fact label={<Trans>Collection day of the month</Trans>} value={String(mandate.collectionDay)} />
        <Fact
          label={<Trans>Next collection</Trans>}
          value={
            view.next ? (
              <NextCollection amount={view.next.amount} date={view.next.collectionDate} />
            ) : (
              <Trans>None planned</Trans>
            )
          }
          testId="dd-next"
        />
      </dl>
      <p className="muted">
        <Trans>
          You can still pay a bill yourself from the Repay screen; a bill already paid is not collected.
        </Trans>
      </p>
      {cancel.error ? (
        <p role="alert">
          {isApiError(cancel.error) && cancel.error.code !== 'NETWORK' ? (
            cancel.error.msg
          ) : (
            <Trans>No answer: nothing is known to have changed. Try again — it will not be done twice.</Trans>
          )}
        </p>
      ) : null}
      <div className="button-row button-row--start">
        <button
          type="button"
          className="button button--secondary"
          disabled={cancel.isPending}
          onClick={() => {
            if (
              window.confirm(
                t`Cancel this Direct Debit? Bills not yet collected will have to be paid another way.`,
              )
            ) {
              cancel.mutate();
            }
          }}
        >
          <Trans>Cancel Direct Debit</Trans>
        </button>
      </div>
    </Card>
  );
}

function NextCollection({ amount, date }: { amount: number; date: string }) {
  const lang = useLanguage();
  const sum = formatAmount(amount, lang);
  const day = formatDate(date, lang);
  return (
    <Trans>
      {sum} to be collected on {day}
    </Trans>
  );
}

function CollectionsCard({ view }: { view: DirectDebitView }) {
  const { t } = useLingui();
  const lang = useLanguage();
  if (view.collections.length === 0) return null;
  const statusOf = (row: DirectDebitView['collections'][number]) => {
    switch (row.status) {
      case 'SCHEDULED':
        return t`Notice sent`;
      case 'SUBMITTED':
        return t`Sent to your bank`;
      case 'PAID':
        return t`Paid`;
      case 'SKIPPED':
        return t`Not needed (already paid)`;
      default:
        return row.failure === 'REFER_TO_PAYER'
          ? t`Not paid by your bank (no funds)`
          : row.failure === 'ACCOUNT_CLOSED'
            ? t`Not paid: account closed`
            : t`Not paid: cancelled at your bank`;
    }
  };
  return (
    <Card testId="dd-collections">
      <table className="bill-table">
        <caption>
          <Trans>Direct Debit collections</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Bill</Trans>
            </th>
            <th scope="col">
              <Trans>Date</Trans>
            </th>
            <th scope="col">
              <Trans>Amount</Trans>
            </th>
            <th scope="col">
              <Trans>Status</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {view.collections.map((row) => (
            <tr key={row.id}>
              <td>{row.attempt > 1 ? t`${row.period} (second try)` : String(row.period)}</td>
              <td>{formatDate(row.collectionDate, lang)}</td>
              <td>{formatAmount(row.amount, lang)}</td>
              <td>{statusOf(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
