import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useRouter } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import type { BorrowerSearchItem } from '../../../domain/api/borrowers';
import { BORROWER_QUERY_MAX, BORROWER_QUERY_MIN } from '../../../domain/operator/borrower-search';
import { AppLink } from '../../ui/app-link';
import { kycLabels, loanStatusLabels } from '../../ui/member/state-labels';
import { Screen } from '../../ui/screen';
import { TextField } from '../../ui/text-field';
import { QueryState } from '../shared/query-state';
import { type Column, QueueTable } from '../shared/queue-table';
import { borrowerSearchQuery } from './borrowers-queries';

/**
 * The query in the address (`/ops/borrowers?q=…`), as the console's search box and this screen write it.
 * A router that wrote the search as JSON quotes a number ("\"42\""): taken back to the text typed.
 */
export function queryOfSearch(searchStr: string): string {
  const raw = new URLSearchParams(searchStr).get('q') ?? '';
  if (/^".*"$/.test(raw)) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed === 'string') return parsed;
    } catch {
      // Not JSON after all: the text as it came.
    }
  }
  return raw;
}

export function borrowerSearchPath(q: string): string {
  return `/ops/borrowers?q=${encodeURIComponent(q)}`;
}

/** The search's refusal of what was typed, in the operator's words; null when it may be sent. */
function useQueryProblem(): (typed: string) => string | null {
  const { t } = useLingui();
  return (typed) => {
    const text = typed.trim();
    if (text.length < BORROWER_QUERY_MIN)
      return t`Enter at least ${BORROWER_QUERY_MIN} characters to search.`;
    if (text.length > BORROWER_QUERY_MAX) return t`A search can be at most ${BORROWER_QUERY_MAX} characters.`;
    return null;
  };
}

/** Search borrowers by name, e-mail, phone, loan or contract number, USDT address or account digits. */
export function BorrowerSearchScreen() {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const searchStr = useLocation({ select: (location) => location.searchStr });
  const asked = queryOfSearch(searchStr).trim();
  const problemOf = useQueryProblem();
  const [typed, setTyped] = useState(asked);
  const [error, setError] = useState<string | null>(null);
  // Where each page read so far starts: the first at no cursor, each later one at the `next` before it.
  const [starts, setStarts] = useState<(string | undefined)[]>([undefined]);
  const valid = asked !== '' && problemOf(asked) === null;
  // A new query in the address (from this form or the console's search box) starts at its first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new query resets the form, not a new render.
  useEffect(() => {
    setTyped(asked);
    setStarts([undefined]);
    setError(asked === '' ? null : problemOf(asked));
  }, [asked]);
  const query = useQuery({ ...borrowerSearchQuery(asked, starts.at(-1)), enabled: valid });
  const data = valid ? query.data : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = problemOf(typed);
    setError(problem);
    if (problem) return;
    router.history.push(borrowerSearchPath(typed.trim()));
  };
  const columns: Column<BorrowerSearchItem>[] = [
    {
      header: <Trans>Borrower</Trans>,
      cell: (item) => (
        <AppLink href={`/ops/borrowers/${item.memberId}`} data-testid="borrower-link">
          {item.name ?? t`No name given (borrower ${item.memberId})`}
        </AppLink>
      ),
    },
    { header: <Trans>E-mail</Trans>, cell: (item) => <span className="ops-nowrap">{item.email}</span> },
    { header: <Trans>Phone</Trans>, cell: (item) => <span className="ops-nowrap">{item.phone ?? '—'}</span> },
    { header: <Trans>Identity</Trans>, cell: (item) => i18n._(kycLabels[item.kycStatus]) },
    {
      header: <Trans>Loans</Trans>,
      cell: (item) =>
        item.loans.length === 0 ? (
          <span className="muted">
            <Trans>None</Trans>
          </span>
        ) : (
          <ul className="ops-loan-chips">
            {item.loans.map((loan) => (
              <li key={loan.loanId}>
                <span className="ops-nowrap">{loan.contractNumber ?? t`Loan ${loan.loanId}`}</span>{' '}
                <span className="state-chip">{i18n._(loanStatusLabels[loan.status])}</span>
              </li>
            ))}
          </ul>
        ),
    },
  ];
  return (
    <Screen title={<Trans>Borrowers</Trans>} width="wide" testId="ops-borrowers">
      <form className="ops-form ops-search" role="search" onSubmit={submit} noValidate>
        <TextField
          label={<Trans>Search borrowers</Trans>}
          type="search"
          name="q"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={error}
          autoComplete="off"
          spellCheck={false}
          maxLength={BORROWER_QUERY_MAX + 50}
          addon={
            <button type="submit" className="button button--primary">
              <Trans>Search</Trans>
            </button>
          }
        />
        <p className="field-hint">
          <Trans>
            A name, e-mail, phone number, loan or contract number, USDT address, or a bank account’s last four
            digits.
          </Trans>
        </p>
      </form>
      {valid ? (
        <QueryState query={query}>
          {data ? (
            <>
              <p className="muted" aria-live="polite" data-testid="search-count">
                {data.totalCapped ? (
                  <Trans>More than {data.total} borrowers found; add more of the name or number.</Trans>
                ) : (
                  <Trans>{data.total} found</Trans>
                )}
              </p>
              <QueueTable
                label={t`Borrowers found`}
                columns={columns}
                rows={data.list}
                rowKey={(item) => item.memberId}
                rowTestId="borrower-row"
                empty={<Trans>No borrower matches “{asked}”.</Trans>}
              />
              {starts.length > 1 || data.next ? (
                <div className="button-row button-row--start">
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={starts.length <= 1}
                    onClick={() => setStarts((before) => before.slice(0, -1))}
                  >
                    <Trans>Newer</Trans>
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={!data.next}
                    onClick={() => data.next && setStarts((before) => [...before, data.next ?? undefined])}
                  >
                    <Trans>Older</Trans>
                  </button>
                </div>
              ) : null}
            </>
          ) : null}
        </QueryState>
      ) : null}
    </Screen>
  );
}
