import { Plural, Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatDate } from '../lib/i18n/format';
import { useLanguage } from '../lib/i18n/language';
import { AppLink } from '../ui/app-link';
import { Screen } from '../ui/screen';
import { Age, useNow } from './shared/age';
import { queuesQuery } from './shared/ops-queries';
import { QueryState } from './shared/query-state';

/** The console's home: each queue with its size and how long its oldest item has waited. */
export function OpsHome() {
  const now = useNow();
  const lang = useLanguage();
  const query = useQuery(queuesQuery());
  const queues = query.data;
  const card = (
    href: string,
    title: ReactNode,
    figures: { count: number; oldestAt: string | null } | undefined,
    extra?: ReactNode,
    oldest: (at: string) => ReactNode = (at) => (
      <Trans>
        Oldest waiting <Age since={at} now={now} />
      </Trans>
    ),
  ) => (
    <li className="ops-queue-card card" data-testid={`queue-${href.split('/').pop()}`}>
      <h2 className="ops-queue-card__title">
        <AppLink href={href}>{title}</AppLink>
      </h2>
      <p className="ops-queue-card__count" data-testid="queue-count">
        {figures?.count ?? '–'}
      </p>
      <p className="muted">{figures?.oldestAt ? oldest(figures.oldestAt) : <Trans>Nothing waiting</Trans>}</p>
      {extra}
    </li>
  );
  return (
    <Screen title={<Trans>Today’s work</Trans>} width="wide" testId="ops-home">
      <QueryState query={query}>
        <ul className="ops-queues">
          {card('/ops/applications', <Trans>Applications to decide</Trans>, queues?.applications)}
          {card('/ops/identity', <Trans>Identity checks</Trans>, queues?.kyc)}
          {card('/ops/repayments', <Trans>Repayments to confirm</Trans>, queues?.repayments)}
          {card(
            '/ops/payouts',
            <Trans>Payouts</Trans>,
            queues?.payouts,
            queues && queues.payouts.overdue > 0 ? (
              <p className="ops-overdue" data-testid="payouts-overdue">
                <Plural
                  value={queues.payouts.overdue}
                  one="# past its deadline"
                  other="# past their deadline"
                />
              </p>
            ) : null,
          )}
          {card('/ops/arrears', <Trans>Loans in arrears</Trans>, queues?.arrears, undefined, (at) => (
            <Trans>Longest past due since {formatDate(at, lang)}</Trans>
          ))}
          {card('/ops/hardship', <Trans>Requests for help</Trans>, queues?.hardship, undefined, (at) => (
            <Trans>Earliest answer promised by {formatDate(at, lang)}</Trans>
          ))}
        </ul>
      </QueryState>
    </Screen>
  );
}
