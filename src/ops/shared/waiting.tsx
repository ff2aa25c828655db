import { Trans } from '@lingui/react/macro';
import { formatDateTime } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { Age } from './age';

/**
 * How long a queue's item has waited, and against its deadline when the server gives one: "2 days · by
 * 2026-12-03 17:00", or late in red. `since` is the row's own start (submitted, updated) when the server does
 * not say `waitingSince`.
 */
export function Waiting({ since, deadline, now }: { since: string; deadline?: string | null; now: Date }) {
  const lang = useLanguage();
  const late = deadline ? new Date(deadline).getTime() < now.getTime() : false;
  return (
    <span className="ops-waiting" data-testid="waiting">
      <Age since={since} now={now} />
      {deadline ? (
        <span className={late ? 'ops-overdue' : 'muted'} data-testid="waiting-deadline">
          {' · '}
          {late ? (
            <Trans>late since {formatDateTime(deadline, lang)}</Trans>
          ) : (
            <Trans>by {formatDateTime(deadline, lang)}</Trans>
          )}
        </span>
      ) : null}
    </span>
  );
}
