import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { dayChangePlanView, mandateView } from '../../domain/api/direct-debit';
import { apiRequest } from '../lib/api/api-client';
import { isApiError } from '../lib/api/api-error';
import { formatAmount, formatDate } from '../lib/i18n/format';
import { useLanguage } from '../lib/i18n/language';
import { loanKeys } from '../lib/queries/loan-queries';
import { useUser } from '../lib/stores/session-store';
import { SelectField } from '../ui/member/select-field';
import { Card } from '../ui/screen';
import { useIdempotencyKey } from '../ui/use-idempotency-key';
import { dayChangePlanQuery } from './direct-debit-queries';
import { collectionDays } from './direct-debit-set-up-form';
import { Fact } from './fact';

const changed = z.object({ mandate: mandateView, plan: dayChangePlanView });

/**
 * Changing the collection day: the borrower picks a day, sees the server's re-plan (old and new dates and
 * amounts, the interest for the days shifted) and confirms it. A change too near the next collection (10
 * working days, SPEC §9) is refused on the day field with the earliest date that could move.
 */
export function DayChangePanel({ loanId, currentDay }: { loanId: number; currentDay: number }) {
  const { t } = useLingui();
  const lang = useLanguage();
  const user = useUser();
  const client = useQueryClient();
  const keyFor = useIdempotencyKey();
  const [day, setDay] = useState('');
  const chosen = day === '' ? null : Number(day);
  const plan = useQuery({ ...dayChangePlanQuery(user.id, loanId, chosen), meta: { silent: true } });
  const confirm = useMutation({
    meta: { silent: true },
    mutationFn: (body: { collectionDay: number }) =>
      apiRequest(`/loan/${loanId}/direct-debit/day-change`, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': keyFor(body) },
        schema: changed,
      }),
    onSuccess: () => {
      setDay('');
      return client.invalidateQueries({ queryKey: loanKeys.member(user.id) });
    },
  });
  const planError = plan.error
    ? isApiError(plan.error) && plan.error.code !== 'NETWORK'
      ? (plan.error.fields.collectionDay ?? plan.error.msg)
      : t`We could not work out the new schedule. Check your connection and try again.`
    : null;
  const figures = plan.data;
  const difference = figures?.interestDifference ?? 0;
  return (
    <Card testId="dd-day-change">
      <h2 className="card__title">
        <Trans>Change the collection day</Trans>
      </h2>
      <p className="muted">
        <Trans>
          A new day needs 10 working days’ notice before the collection it moves. Moving later adds interest
          for the extra days; moving earlier takes interest off.
        </Trans>
      </p>
      <SelectField
        label={<Trans>New collection day</Trans>}
        value={day}
        placeholder={t`Choose a day`}
        options={collectionDays
          .filter((option) => Number(option) !== currentDay)
          .map((option) => ({ value: option, label: option }))}
        error={planError}
        onValue={(value) => {
          confirm.reset();
          setDay(value);
        }}
      />
      {confirm.isSuccess ? (
        <p className="notice" role="status" data-testid="dd-day-changed">
          <Trans>Done: your payments are now collected on day {confirm.data.mandate.collectionDay}.</Trans>
        </p>
      ) : null}
      {figures ? (
        <>
          <table className="bill-table" data-testid="dd-replan">
            <caption>
              <Trans>Your payments before and after the change</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Bill</Trans>
                </th>
                <th scope="col">
                  <Trans>Now</Trans>
                </th>
                <th scope="col">
                  <Trans>After the change</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {figures.after.slice(0, 3).map((line, index) => {
                const before = figures.before[index];
                return (
                  <tr key={line.period}>
                    <td>{line.period}</td>
                    <td>
                      {before
                        ? `${formatDate(before.dueDate, lang)} · ${formatAmount(before.total, lang)}`
                        : ''}
                    </td>
                    <td>{`${formatDate(line.dueDate, lang)} · ${formatAmount(line.total, lang)}`}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <dl className="facts">
            <Fact
              label={<Trans>First collection on the new day</Trans>}
              value={formatDate(figures.firstCollection, lang)}
            />
            <Fact
              label={difference >= 0 ? <Trans>Extra interest</Trans> : <Trans>Interest you save</Trans>}
              value={<strong>{formatAmount(Math.abs(difference), lang)}</strong>}
              testId="dd-interest-difference"
            />
          </dl>
          {confirm.error ? (
            <p role="alert">
              {isApiError(confirm.error) && confirm.error.code !== 'NETWORK' ? (
                confirm.error.msg
              ) : (
                <Trans>
                  No answer: nothing is known to have changed. Try again — it will not be done twice.
                </Trans>
              )}
            </p>
          ) : null}
          <div className="button-row button-row--start">
            <button
              type="button"
              className="button button--primary"
              disabled={confirm.isPending}
              onClick={() => confirm.mutate({ collectionDay: figures.collectionDay })}
            >
              <Trans>Change to day {figures.collectionDay}</Trans>
            </button>
          </div>
        </>
      ) : chosen !== null && plan.isPending ? (
        <p className="muted" aria-busy="true">
          <Trans>Working out your new schedule…</Trans>
        </p>
      ) : null}
    </Card>
  );
}
