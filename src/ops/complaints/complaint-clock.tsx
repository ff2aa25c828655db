import { Plural, Trans } from '@lingui/react/macro';
import type { ComplaintClockView } from '../../../domain/api/complaints-desk';
import { formatDate } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';

/**
 * A complaint's two limits on the business date: the three business days a summary resolution may settle
 * it in, and the eight weeks for our final response — time left, or overdue, each. Once answered, the
 * clock has stopped and the dates stand as they were.
 */
export function ComplaintClock({ clock, answered }: { clock: ComplaintClockView; answered: boolean }) {
  const lang = useLanguage();
  const summaryLeft = clock.summaryDaysLeft;
  const finalLeft = clock.finalDaysLeft;
  return (
    <dl className="complaint-clock" data-testid="complaint-clock">
      <div>
        <dt>
          <Trans>Summary resolution by</Trans>
        </dt>
        <dd>
          <span className="ops-nowrap" data-testid="clock-summary-by">
            {formatDate(clock.summaryBy, lang)}
          </span>{' '}
          {answered ? null : clock.summaryPassed ? (
            <span className="muted ops-small" data-testid="clock-summary-left">
              <Trans>passed: a final response is needed</Trans>
            </span>
          ) : (
            <span className="ops-small" data-testid="clock-summary-left">
              {summaryLeft === 0 ? (
                <Trans>today is the last business day</Trans>
              ) : (
                <Plural value={summaryLeft} one="# business day left" other="# business days left" />
              )}
            </span>
          )}
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Final response by</Trans>
        </dt>
        <dd>
          <span className="ops-nowrap" data-testid="clock-final-by">
            {formatDate(clock.finalBy, lang)}
          </span>{' '}
          {answered ? null : clock.finalOverdue ? (
            <span className="ops-tag ops-tag--overdue" data-testid="clock-final-left">
              <Plural value={-finalLeft} one="Overdue by # day" other="Overdue by # days" />
            </span>
          ) : (
            <span className={`ops-small${finalLeft <= 7 ? ' ops-bad' : ''}`} data-testid="clock-final-left">
              {finalLeft === 0 ? (
                <Trans>due today</Trans>
              ) : (
                <Plural value={finalLeft} one="# day left" other="# days left" />
              )}
            </span>
          )}
        </dd>
      </div>
    </dl>
  );
}
