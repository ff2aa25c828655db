import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BorrowerPage } from '../../../domain/api/borrowers';
import { formatAmount, formatDate } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { AppLink } from '../../ui/app-link';
import { loanStatusLabels } from '../../ui/member/state-labels';
import { IncomeProofDocuments } from '../applications/income-proof-documents';
import { BillsCard, BookSummary, LedgerCard } from '../arrears/case-book';
import { QueryState } from '../shared/query-state';
import { type Column, QueueTable } from '../shared/queue-table';
import { loanLedgerQuery } from './borrowers-queries';

type Loan = BorrowerPage['loans'][number];

/** A loan by its contract number, or by its number before it has one. */
export function useLoanName(): (loan: Pick<Loan, 'contractNumber' | 'loanId'>) => string {
  const { t } = useLingui();
  return (loan) => loan.contractNumber ?? t`Loan ${loan.loanId}`;
}

/** A paid-out loan's book, bills and ledger, from the route the Arrears queue reads them from. */
function LoanBook({ loanId }: { loanId: number }) {
  const query = useQuery(loanLedgerQuery(loanId));
  const data = query.data;
  return (
    <QueryState query={query}>
      {data ? (
        <>
          <BookSummary detail={data} />
          <BillsCard detail={data} />
          <LedgerCard detail={data} />
        </>
      ) : null}
    </QueryState>
  );
}

/**
 * Every application and loan, newest first; one at a time opened below the table with its book, bills,
 * ledger and documents (the cards' headings have fixed ids, so two open at once would clash).
 */
export function BorrowerLoans({ loans }: { loans: Loan[] }) {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const loanName = useLoanName();
  const [open, setOpen] = useState<number | null>(loans.find((loan) => loan.disbursedOn)?.loanId ?? null);
  const shown = loans.find((loan) => loan.loanId === open) ?? null;
  const columns: Column<Loan>[] = [
    {
      header: <Trans>Loan</Trans>,
      cell: (loan) => (
        <AppLink href={`/ops/applications/${loan.loanId}`} className="ops-nowrap">
          {loanName(loan)}
        </AppLink>
      ),
    },
    { header: <Trans>State</Trans>, cell: (loan) => i18n._(loanStatusLabels[loan.status]) },
    { header: <Trans>Amount</Trans>, numeric: true, cell: (loan) => formatAmount(loan.amount, lang) },
    { header: <Trans>Applied</Trans>, cell: (loan) => formatDate(loan.submittedAt, lang) },
    {
      header: <Trans>Paid out</Trans>,
      cell: (loan) => (loan.disbursedOn ? formatDate(`${loan.disbursedOn}T12:00:00Z`, lang) : '—'),
    },
    {
      header: <Trans>Book and documents</Trans>,
      cell: (loan) => (
        <button
          type="button"
          className="button button--secondary button--small"
          aria-pressed={open === loan.loanId}
          onClick={() => setOpen(open === loan.loanId ? null : loan.loanId)}
        >
          <Trans>Show {loanName(loan)}</Trans>
        </button>
      ),
    },
  ];
  return (
    <>
      <QueueTable
        label={t`Loans`}
        columns={columns}
        rows={loans}
        rowKey={(loan) => loan.loanId}
        rowTestId="borrower-loan"
        empty={<Trans>No applications or loans.</Trans>}
      />
      {shown ? (
        <div className="ops-borrower__loan" data-testid="loan-opened">
          <h3 className="ops-section__title">
            <Trans>
              {loanName(shown)}: {i18n._(loanStatusLabels[shown.status])}
            </Trans>
          </h3>
          {shown.disbursedOn ? (
            <LoanBook loanId={shown.loanId} />
          ) : (
            <p className="muted">
              <Trans>Not paid out: there is no book yet. The application holds its offer and schedule.</Trans>
            </p>
          )}
          <IncomeProofDocuments loanId={shown.loanId} />
        </div>
      ) : null}
    </>
  );
}
