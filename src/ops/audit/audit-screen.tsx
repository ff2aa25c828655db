import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { buildUrl } from '../../lib/api/api-client';
import { formatDateTime } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { userStore } from '../../lib/stores/session-store';
import type { FieldErrors } from '../../ui/member/form-errors';
import { SelectField } from '../../ui/member/select-field';
import { Screen } from '../../ui/screen';
import { TextField } from '../../ui/text-field';
import { QueryState } from '../shared/query-state';
import { AUDIT_PAGE_SIZE, type AuditFilters, auditQuery } from './audit-queries';

const actionLabels: Record<string, MessageDescriptor> = {
  'loan.approve': msg`Application approved`,
  'loan.reject': msg`Application declined`,
  'payout.ready': msg`Payout marked ready`,
  'loan.disburse': msg`Loan paid out`,
  'repayment.confirm': msg`Repayment confirmed`,
  'repayment.refuse': msg`Repayment refused`,
  'kyc.confirm': msg`Identity confirmed`,
  'kyc.reject': msg`Identity rejected`,
  'config.set': msg`Setting changed`,
  'operator.add': msg`Operator added`,
  'operator.secondFactorReset': msg`Operator’s second factor reset`,
  'borrower.view': msg`Borrower’s page viewed`,
  'note.add': msg`Note added`,
  'note.correct': msg`Note corrected`,
};

interface Typed {
  operatorId: string;
  action: string;
  memberId: string;
  from: string;
  to: string;
}
const empty: Typed = { operatorId: '', action: '', memberId: '', from: '', to: '' };

const positive = (text: string) => (/^[1-9]\d{0,9}$/.test(text.trim()) ? Number(text.trim()) : undefined);

function filtersOf(typed: Typed): AuditFilters {
  return {
    ...(positive(typed.operatorId) ? { operatorId: positive(typed.operatorId) } : {}),
    ...(typed.action ? { action: typed.action } : {}),
    ...(positive(typed.memberId) ? { memberId: positive(typed.memberId) } : {}),
    ...(typed.from ? { from: typed.from } : {}),
    ...(typed.to ? { to: typed.to } : {}),
  };
}

/** Queue 6: every operator action, filtered by operator, action, borrower and date, and as CSV. */
export function AuditScreen() {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const [typed, setTyped] = useState<Typed>(empty);
  const [filters, setFilters] = useState<AuditFilters>({});
  // Where each page read so far starts: the first page at no cursor, each later one at the `next` of the
  // page before it. Newer goes back one; the page's number is how many have been read.
  const [starts, setStarts] = useState<(string | undefined)[]>([undefined]);
  const page = starts.length;
  const [errors, setErrors] = useState<FieldErrors<keyof Typed>>({});
  const [csvFailed, setCsvFailed] = useState(false);
  const query = useQuery({ ...auditQuery(filters, starts.at(-1)), placeholderData: keepPreviousData });
  const data = query.data;
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (typed.operatorId.trim() && !positive(typed.operatorId))
      found.operatorId = t`Enter an operator’s number.`;
    if (typed.memberId.trim() && !positive(typed.memberId)) found.memberId = t`Enter a borrower’s number.`;
    if (typed.from && typed.to && typed.from > typed.to)
      found.to = t`The last day cannot be before the first.`;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFilters(filtersOf(typed));
    setStarts([undefined]);
  };
  const set = (key: keyof Typed) => (value: string) => setTyped((before) => ({ ...before, [key]: value }));
  // The export needs the session token, which a plain link cannot send: fetched, then saved from memory.
  const exportCsv = async () => {
    setCsvFailed(false);
    try {
      const token = userStore.get().token;
      const response = await fetch(buildUrl('/operator/audit.csv', { ...filters }), {
        headers: { token, lang },
        cache: 'no-store',
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = 'audit-log.csv';
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch {
      setCsvFailed(true);
    }
  };
  const pages = data ? Math.max(1, Math.ceil(data.total / AUDIT_PAGE_SIZE)) : 1;
  return (
    <Screen title={<Trans>Audit log</Trans>} width="wide" testId="ops-audit">
      <form className="ops-form ops-filters" onSubmit={apply} noValidate data-testid="audit-filters">
        <TextField
          label={<Trans>Operator number</Trans>}
          inputMode="numeric"
          value={typed.operatorId}
          onChange={(event) => set('operatorId')(event.target.value)}
          error={errors.operatorId ?? null}
        />
        <SelectField
          label={<Trans>Action</Trans>}
          value={typed.action}
          placeholder={t`Any action`}
          options={[
            { value: '', label: t`Any action` },
            ...Object.entries(actionLabels).map(([value, label]) => ({ value, label: i18n._(label) })),
          ]}
          onValue={set('action')}
        />
        <TextField
          label={<Trans>Borrower number</Trans>}
          inputMode="numeric"
          value={typed.memberId}
          onChange={(event) => set('memberId')(event.target.value)}
          error={errors.memberId ?? null}
        />
        <TextField
          label={<Trans>From (day)</Trans>}
          type="date"
          value={typed.from}
          onChange={(event) => set('from')(event.target.value)}
        />
        <TextField
          label={<Trans>To (day)</Trans>}
          type="date"
          value={typed.to}
          onChange={(event) => set('to')(event.target.value)}
          error={errors.to ?? null}
        />
        <div className="button-row button-row--start ops-filters__buttons">
          <button type="submit" className="button button--primary">
            <Trans>Filter</Trans>
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setTyped(empty);
              setFilters({});
              setStarts([undefined]);
              setErrors({});
            }}
          >
            <Trans>Clear filters</Trans>
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void exportCsv()}
            data-testid="export-csv"
          >
            <Trans>Export as CSV</Trans>
          </button>
        </div>
      </form>
      {csvFailed ? (
        <p className="notice notice--warning" role="alert">
          <Trans>The export could not be downloaded. Try again.</Trans>
        </p>
      ) : null}
      <QueryState query={query}>
        {data && data.list.length === 0 ? (
          <p className="empty-state">
            <Trans>No action matches these filters.</Trans>
          </p>
        ) : data ? (
          <>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard. */}
            <div className="table-scroll" tabIndex={0} role="region" aria-label={t`Audit log`}>
              <table className="ops-table" data-testid="audit-table">
                <thead>
                  <tr>
                    <th scope="col">
                      <Trans>When</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Who</Trans>
                    </th>
                    <th scope="col">
                      <Trans>What</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Turned on</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Borrower</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Reason</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((row) => (
                    <tr key={row.id} data-testid="audit-row">
                      <td>{formatDateTime(row.at, lang)}</td>
                      <td>
                        {row.operatorEmail} <span className="muted">({row.operatorId})</span>
                      </td>
                      <td>{actionLabels[row.action] ? i18n._(actionLabels[row.action]!) : row.action}</td>
                      <td>
                        {row.targetType} {row.targetId}
                      </td>
                      <td>{row.memberId ?? '—'}</td>
                      <td>{row.reason ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <nav className="button-row button-row--start ops-pager" aria-label={t`Pages of the audit log`}>
              <button
                type="button"
                className="button button--secondary"
                disabled={page <= 1}
                onClick={() => setStarts((before) => before.slice(0, -1))}
              >
                <Trans>Newer</Trans>
              </button>
              <span>
                <Trans>
                  Page {page} of {pages}
                </Trans>
              </span>
              <button
                type="button"
                className="button button--secondary"
                disabled={!data?.next || query.isPlaceholderData}
                onClick={() => {
                  const next = data?.next;
                  if (next) setStarts((before) => [...before, next]);
                }}
              >
                <Trans>Older</Trans>
              </button>
            </nav>
          </>
        ) : null}
      </QueryState>
    </Screen>
  );
}
