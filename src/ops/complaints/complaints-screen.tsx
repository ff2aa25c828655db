import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ComplaintQueueItem } from '../../../domain/api/complaints-desk';
import { complaintStatuses } from '../../../domain/complaints/complaint-codes';
import { formatDate } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { AppLink } from '../../ui/app-link';
import { SelectField } from '../../ui/member/select-field';
import { Screen } from '../../ui/screen';
import { QueryState } from '../shared/query-state';
import { type Column, QueueTable } from '../shared/queue-table';
import { ComplaintClock } from './complaint-clock';
import { channelLabels, statusLabels } from './complaint-labels';
import { complaintRegisterQuery, type RegisterFilter } from './complaints-queries';
import { LogComplaintForm } from './log-complaint-form';

/**
 * The complaints register (FCA DISP 1): every complaint with its two limits on the business date, the
 * nearest deadline first, filtered by where it stands; and the form to log one taken by phone or letter.
 */
export function ComplaintsScreen() {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const [filter, setFilter] = useState<RegisterFilter>('open');
  const [logging, setLogging] = useState(false);
  const query = useQuery(complaintRegisterQuery(filter));
  const register = query.data;
  const columns: Column<ComplaintQueueItem>[] = [
    {
      header: <Trans>Complaint</Trans>,
      cell: (item) => (
        <>
          <AppLink href={`/ops/complaints/${item.id}`} data-testid="complaint-link">
            {item.reference}
          </AppLink>
          <span className="muted ops-small ops-nowrap">{item.name}</span>
        </>
      ),
    },
    {
      header: <Trans>Received</Trans>,
      cell: (item) => (
        <>
          <span className="ops-nowrap">{formatDate(item.clock.receivedOn, lang)}</span>
          <span className="muted ops-small ops-nowrap">
            {item.clock.receivedTime} · {i18n._(channelLabels[item.channel])}
          </span>
        </>
      ),
    },
    {
      header: <Trans>Clock</Trans>,
      cell: (item) => <ComplaintClock clock={item.clock} answered={item.clock.nextDeadline === null} />,
    },
    { header: <Trans>State</Trans>, cell: (item) => i18n._(statusLabels[item.status]) },
    {
      header: <Trans>Loan</Trans>,
      cell: (item) => <span className="ops-nowrap">{item.contractNumber ?? '—'}</span>,
    },
  ];
  const filters = [
    { value: 'open', label: t`Waiting for an answer` },
    { value: 'all', label: t`Every complaint` },
    ...complaintStatuses.map((status) => ({ value: status, label: i18n._(statusLabels[status]) })),
  ];
  return (
    <Screen
      title={<Trans>Complaints</Trans>}
      lead={
        register ? (
          <Trans>
            The register on {formatDate(register.businessDate, lang)}, the nearest deadline first:{' '}
            {register.list.length} shown.
          </Trans>
        ) : null
      }
      width="wide"
      testId="ops-complaints"
      actions={
        logging ? null : (
          <button
            type="button"
            className="button button--primary"
            onClick={() => setLogging(true)}
            data-testid="complaint-log-open"
          >
            <Trans>Log a complaint</Trans>
          </button>
        )
      }
    >
      {logging ? <LogComplaintForm onClose={() => setLogging(false)} /> : null}
      <div className="complaints-filter">
        <SelectField
          label={<Trans>Show</Trans>}
          value={filter}
          options={filters}
          placeholder={t`Choose which complaints`}
          onValue={(value) => setFilter(value as RegisterFilter)}
          data-testid="complaints-filter"
        />
      </div>
      <QueryState query={query}>
        <QueueTable
          label={t`Complaints`}
          rows={register?.list ?? []}
          rowKey={(item) => item.id}
          rowTestId="complaint-row"
          empty={<Trans>No complaint here.</Trans>}
          columns={columns}
        />
      </QueryState>
    </Screen>
  );
}
