import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import type { businessDateResponse } from '../../../domain/api/servicing-days';
import { addDays, compareDates, daysBetween, isIsoDate } from '../../../domain/loan/dates';
import { formatDate, formatDateTime } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { TextField } from '../../ui/text-field';
import { ConfirmPanel, FailureNotice, ResultNotice, useOpsAction } from '../shared/ops-action';
import { QueryState } from '../shared/query-state';
import { businessDateQuery, moveBusinessDate } from './business-date-queries';

/**
 * The business date in Settings: what it is, the latest close of business, and — outside production — the
 * form that moves it forward, so what happens to a loan by day 40 can be seen on one machine.
 */
export function BusinessDatePanel() {
  const query = useQuery(businessDateQuery());
  return (
    <section className="card ops-card" aria-labelledby="business-date-title" data-testid="business-date">
      <h2 id="business-date-title" className="card__title">
        <Trans>Business date</Trans>
      </h2>
      <QueryState query={query}>{query.data ? <BusinessDateBody view={query.data} /> : null}</QueryState>
    </section>
  );
}

function BusinessDateBody({ view }: { view: z.infer<typeof businessDateResponse> }) {
  const lang = useLanguage();
  const cob = view.lastCob;
  return (
    <>
      <p className="ops-business-date" data-testid="business-date-value">
        {formatDate(view.businessDate, lang)}
      </p>
      {cob ? (
        <p className="muted" data-testid="last-cob">
          {cob.finishedAt && cob.loans !== null ? (
            <Trans>
              Last close of business: {formatDate(cob.businessDate, lang)}, finished{' '}
              {formatDateTime(cob.finishedAt, lang)},{' '}
              <Plural value={cob.loans} one="# loan" other="# loans" />.
            </Trans>
          ) : cob.finishedAt ? (
            <Trans>
              Last close of business: {formatDate(cob.businessDate, lang)}, finished{' '}
              {formatDateTime(cob.finishedAt, lang)}.
            </Trans>
          ) : (
            <Trans>Close of business for {formatDate(cob.businessDate, lang)} is running.</Trans>
          )}
        </p>
      ) : (
        <p className="muted">
          <Trans>No day has been closed yet.</Trans>
        </p>
      )}
      {view.movable ? (
        <MoveForm current={view.businessDate} />
      ) : (
        <p className="muted" data-testid="business-date-fixed">
          <Trans>In production the business date follows the clock: it cannot be moved.</Trans>
        </p>
      )}
    </>
  );
}

function MoveForm({ current }: { current: string }) {
  const { t } = useLingui();
  const lang = useLanguage();
  const [typed, setTyped] = useState(addDays(current, 1));
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const action = useOpsAction((body: { date: string }) => moveBusinessDate(body.date));
  const days = isIsoDate(typed) ? daysBetween(current, typed) : 0;
  const review = (event: FormEvent) => {
    event.preventDefault();
    action.reset();
    if (!isIsoDate(typed)) setProblem(t`Enter a date as YYYY-MM-DD, such as ${addDays(current, 1)}.`);
    else if (compareDates(typed, current) <= 0)
      setProblem(t`The business date only moves forward: choose a day after ${formatDate(current, lang)}.`);
    else {
      setProblem(null);
      setAsking(true);
    }
  };
  const result = action.result;
  return (
    <form className="ops-form" onSubmit={review} noValidate data-testid="business-date-form">
      <TextField
        label={t`New business date`}
        name="date"
        type="date"
        value={typed}
        min={addDays(current, 1)}
        error={problem ?? action.failure?.fields.date ?? null}
        onChange={(event) => {
          setTyped(event.target.value);
          setAsking(false);
        }}
      />
      {asking ? (
        <ConfirmPanel
          question={
            <Trans>
              Move the business date from {formatDate(current, lang)} to {formatDate(typed, lang)}? Close of
              business runs for each of the <Plural value={days} one="# day" other="# days" /> passed, in
              order: arrears age, notices due are sent.
            </Trans>
          }
          confirmLabel={<Trans>Yes, move it</Trans>}
          pending={action.pending}
          onConfirm={() => {
            void action
              .run({ date: typed })
              .catch(() => undefined)
              .finally(() => setAsking(false));
          }}
          onCancel={() => setAsking(false)}
        />
      ) : (
        <div className="button-row button-row--start">
          <button type="submit" className="button button--primary" data-testid="move-business-date">
            <Trans>Move the date…</Trans>
          </button>
        </div>
      )}
      {result ? (
        <ResultNotice>
          <Trans>The business date is now {formatDate(result.businessDate, lang)}.</Trans>
          <ul className="plain-list" data-testid="cob-days">
            {result.closesOfBusiness.map((day) => (
              <li key={day.businessDate}>
                <Trans>
                  {formatDate(day.businessDate, lang)} closed:{' '}
                  <Plural value={day.loans} one="# loan" other="# loans" />,{' '}
                  <Plural value={day.notices} one="# notice sent" other="# notices sent" />.
                </Trans>
                {day.failed > 0 ? (
                  <>
                    {' '}
                    <strong>
                      <Plural
                        value={day.failed}
                        one="# loan could not be closed: see the server log."
                        other="# loans could not be closed: see the server log."
                      />
                    </strong>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </ResultNotice>
      ) : null}
      {action.failure && !action.failure.fields.date ? <FailureNotice failure={action.failure} /> : null}
    </form>
  );
}
