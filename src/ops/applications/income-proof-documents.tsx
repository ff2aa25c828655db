import { Trans, useLingui } from '@lingui/react/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type DocumentMime, incomeProofResponse } from '../../../domain/api/income-proof';
import { apiRequest } from '../../lib/api/api-client';
import { openPrivateFile } from '../../lib/api/private-file';
import { formatDate, formatDateTime } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { QueryState } from '../shared/query-state';
import styles from './income-proof-documents.css?inline';

/** Under `ops`, which the persisted cache never writes: the documents are a borrower's personal data. */
export const incomeProofDocumentsQuery = (loanId: number) =>
  queryOptions({
    queryKey: ['ops', 'income-proof', loanId] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/operator/applications/${loanId}/income-proof`, { schema: incomeProofResponse, signal }),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

const kindOf: Record<DocumentMime, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
};

function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/**
 * The proof of income beside an application the policy referred with `income.proofNeeded`: what the
 * borrower has sent, when, each opened in the browser's own viewer (a PDF as sent, a picture cleaned), and
 * the day the decision is due. The operator then approves or declines as for any referral.
 */
export function IncomeProofDocuments({ loanId }: { loanId: number }) {
  const { t } = useLingui();
  const lang = useLanguage();
  const query = useQuery(incomeProofDocumentsQuery(loanId));
  const [failed, setFailed] = useState<number | null>(null);
  const data = query.data;
  if (query.isPending || (data && !data.asked && data.documents.length === 0)) return null;
  const open = (id: number, url: string) => {
    setFailed(null);
    openPrivateFile(url).catch(() => setFailed(id));
  };
  return (
    <section
      className="card ops-card"
      aria-labelledby="income-proof-title"
      data-testid="income-proof-documents"
    >
      <style>{styles}</style>
      <h2 id="income-proof-title" className="card__title">
        <Trans>Proof of income</Trans>
      </h2>
      <QueryState query={query}>
        {data ? (
          <>
            <p>
              {data.asked ? (
                <Trans>
                  The policy asked for payslips or bank statements covering the last {data.days} days.
                </Trans>
              ) : (
                <Trans>Sent while the application asked for proof of income.</Trans>
              )}
            </p>
            {data.decideBy ? (
              <p data-testid="income-proof-decide-by">
                <Trans>
                  Decide by {formatDate(data.decideBy, lang)}: 5 working days after the last document.
                </Trans>
              </p>
            ) : null}
            {data.documents.length === 0 ? (
              <p className="notice" data-testid="no-income-proof">
                <Trans>Nothing has been received yet.</Trans>
              </p>
            ) : (
              <ol className="ops-documents">
                {data.documents.map((document, index) => (
                  <li key={document.id} className="ops-documents__item" data-testid="income-proof-document">
                    <span className="ops-documents__name">
                      <Trans>Document {index + 1}</Trans>
                    </span>
                    <span className="muted">
                      {kindOf[document.mime]} · {sizeText(document.bytes)}
                    </span>
                    <span className="muted ops-documents__when">
                      <Trans>received {formatDateTime(document.receivedAt, lang)}</Trans>
                    </span>
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => open(document.id, document.url)}
                      aria-label={t`View document ${index + 1}`}
                    >
                      <Trans>View</Trans>
                    </button>
                    {failed === document.id ? (
                      <span className="ops-documents__failed" role="alert">
                        <Trans>This document could not be opened. Try again.</Trans>
                      </span>
                    ) : null}
                  </li>
                ))}
              </ol>
            )}
          </>
        ) : null}
      </QueryState>
    </section>
  );
}
