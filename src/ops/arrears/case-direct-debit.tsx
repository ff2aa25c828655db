import { Trans, useLingui } from '@lingui/react/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operatorDirectDebitView } from '../../../domain/api/direct-debit';
import { apiRequest } from '../../lib/api/api-client';
import { formatAmount, formatDate } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { opsKeys } from '../shared/ops-queries';

/** Under `ops`, so never persisted and read again after every console action (decision 080). */
const directDebitQuery = (loanId: number) =>
  queryOptions({
    queryKey: [...opsKeys.all, 'direct-debit', loanId] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/operator/loans/${loanId}/direct-debit`, { schema: operatorDirectDebitView, signal }),
    staleTime: 0,
  });

/**
 * The loan's Direct Debit beside its ledger (decision 100): each mandate and what became of it, and each
 * collection — a paid one names the ledger entry it booked. Read only: operators do not change mandates.
 */
export function DirectDebitCard({ loanId }: { loanId: number }) {
  const { t } = useLingui();
  const lang = useLanguage();
  const query = useQuery(directDebitQuery(loanId));
  const data = query.data;
  if (!data || (data.mandates.length === 0 && data.collections.length === 0)) return null;
  const mandateStatus = {
    ACTIVE: t`Active`,
    CANCELLED: t`Cancelled by the borrower`,
    ENDED: t`Ended by the bank`,
  };
  const collectionStatus = {
    SCHEDULED: t`Notice sent`,
    SUBMITTED: t`With the bureau`,
    PAID: t`Paid`,
    RETURNED: t`Returned`,
    SKIPPED: t`Skipped (already paid)`,
  };
  const failure = {
    REFER_TO_PAYER: t`refer to payer`,
    INSTRUCTION_CANCELLED: t`instruction cancelled`,
    ACCOUNT_CLOSED: t`account closed`,
  };
  return (
    <section className="card ops-card" aria-labelledby="dd-title" data-testid="case-direct-debit">
      <h2 id="dd-title" className="card__title">
        <Trans>Direct Debit</Trans>
      </h2>
      <ul className="ops-list">
        {data.mandates.map((mandate) => (
          <li key={mandate.id} data-testid="dd-mandate-row">
            <strong>{mandate.reference}</strong> · {mandateStatus[mandate.status]} ·{' '}
            <Trans>
              {mandate.sortCode}, account ending {mandate.accountNumberEnding}, day {mandate.collectionDay},
              from {formatDate(mandate.activeFrom, lang)}
            </Trans>
            {mandate.endedOn ? ` · ${formatDate(mandate.endedOn, lang)}` : null}
          </li>
        ))}
      </ul>
      {data.collections.length > 0 ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t`Direct Debit collections`}>
          <table className="ops-table ops-table--dense">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Collection</Trans>
                </th>
                <th scope="col">
                  <Trans>Collection date</Trans>
                </th>
                <th scope="col" className="num">
                  <Trans>Amount</Trans>
                </th>
                <th scope="col">
                  <Trans>Status</Trans>
                </th>
                <th scope="col">
                  <Trans>Ledger entry</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.collections.map((row) => (
                <tr key={row.id} data-testid="dd-collection-row">
                  <td className="ops-nowrap">{row.reference}</td>
                  <td className="ops-nowrap">{formatDate(row.collectionDate, lang)}</td>
                  <td className="num">{formatAmount(row.amount, lang)}</td>
                  <td>
                    {collectionStatus[row.status]}
                    {row.failure ? ` (${failure[row.failure]})` : null}
                  </td>
                  <td>{row.ledgerEntryId ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
