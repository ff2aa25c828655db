import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../lib/i18n/format';
import { useLanguage } from '../lib/i18n/language';
import { AppLink } from '../ui/app-link';
import { Screen } from '../ui/screen';
import { useNow } from '../ui/use-now';
import type { ConsoleScreen } from './console-screens';
import { opsPath } from './ops-paths';
import { Age } from './shared/age';
import { queuesQuery } from './shared/ops-queries';
import { QueryState } from './shared/query-state';
import type { QueueFigures } from './shared/queue-figures';

/**
 * The console's home: a card for each queue of the table of screens the operator may open, with its size
 * and how long its oldest item has waited.
 */
export function OpsHome({ screens }: { screens: readonly ConsoleScreen[] }) {
  const query = useQuery(queuesQuery());
  const queues = query.data;
  return (
    <Screen title={<Trans>Today’s work</Trans>} width="wide" testId="ops-home">
      <QueryState query={query}>
        <ul className="ops-queues">
          {screens.map((entry) =>
            entry.card && entry.count ? (
              <QueueCard key={entry.path} entry={entry} figures={queues?.[entry.count.key]} />
            ) : null,
          )}
        </ul>
      </QueryState>
    </Screen>
  );
}

function QueueCard({ entry, figures }: { entry: ConsoleScreen; figures: QueueFigures | undefined }) {
  const { i18n } = useLingui();
  const now = useNow();
  const lang = useLanguage();
  const at = figures?.oldestAt;
  const oldest = entry.count?.oldest;
  return (
    <li className="ops-queue-card card" data-testid={`queue-${entry.path}`}>
      <h2 className="ops-queue-card__title">
        <AppLink href={opsPath(entry.path)}>{entry.card ? i18n._(entry.card) : null}</AppLink>
      </h2>
      <p className="ops-queue-card__count" data-testid="queue-count">
        {figures?.count ?? '–'}
      </p>
      <p className="muted">
        {!at ? (
          <Trans>Nothing waiting</Trans>
        ) : oldest === 'past-due-since' ? (
          <Trans>Longest past due since {formatDate(at, lang)}</Trans>
        ) : oldest === 'answer-by' ? (
          <Trans>Earliest answer promised by {formatDate(at, lang)}</Trans>
        ) : (
          <Trans>
            Oldest waiting <Age since={at} now={now} />
          </Trans>
        )}
      </p>
      {figures?.overdue ? (
        <p className="ops-overdue" data-testid={`${entry.path}-overdue`}>
          <Plural value={figures.overdue} one="# past its deadline" other="# past their deadline" />
        </p>
      ) : null}
    </li>
  );
}
