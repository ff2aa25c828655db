import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import type { usdtRateStatusResponse } from '../../../domain/api/usdt';
import { formatUsdtRate, parseUsdtRate, usdtProblems } from '../../../domain/usdt/usdt-amount';
import { RATE_MOVE_CONFIRM_BASIS_POINTS, rateMoveBasisPoints } from '../../../domain/usdt/usdt-conversion';
import { formatDateTime } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { TextField } from '../../ui/text-field';
import { ConfirmPanel, FailureNotice, ResultNotice, useOpsAction } from '../shared/ops-action';
import { QueryState } from '../shared/query-state';
import { setUsdtRate, usdtRateQuery } from './usdt-rate-queries';

type RateStatus = z.infer<typeof usdtRateStatusResponse>;

/**
 * The GBP→USDT rate in Settings (decision 098): the rate in force, who set it and when, whether it may still
 * be used (quotes, payouts and USDT confirmations refuse one older than FX_RATE_MAX_AGE_HOURS), and the form
 * that sets a new one — checked as the server checks it, with a move of more than 5% said and confirmed.
 */
export function UsdtRatePanel() {
  const lang = useLanguage();
  const query = useQuery(usdtRateQuery(lang));
  return (
    <section className="card ops-card" aria-labelledby="usdt-rate-title" data-testid="usdt-rate">
      <h2 id="usdt-rate-title" className="card__title">
        <Trans>GBP to USDT rate</Trans>
      </h2>
      <QueryState query={query}>{query.data ? <RateBody status={query.data} /> : null}</QueryState>
    </section>
  );
}

function RateBody({ status }: { status: RateStatus }) {
  const lang = useLanguage();
  const current = status.current;
  return (
    <>
      {current ? (
        <p className="ops-business-date" data-testid="usdt-rate-value">
          <Trans>1 GBP = {current.rate} USDT</Trans>
        </p>
      ) : null}
      {current ? (
        <p className="muted" data-testid="usdt-rate-set">
          {current.setBy ? (
            <Trans>
              Set by {current.setBy.email} at {formatDateTime(current.setAt, lang)}.
            </Trans>
          ) : (
            <Trans>From the rate source, taken at {formatDateTime(current.setAt, lang)}.</Trans>
          )}{' '}
          <Trans>
            A rate older than {status.maxAgeHours} hours is not used; a borrower’s USDT amount holds{' '}
            {status.quoteValidMinutes} minutes.
          </Trans>
        </p>
      ) : null}
      {status.problem ? (
        <p className="notice notice--warning" role="alert" data-testid="usdt-rate-problem">
          {status.problem}
        </p>
      ) : null}
      {status.source === 'SETTINGS' ? (
        <RateForm current={current?.rate ?? null} />
      ) : (
        <p className="muted">
          <Trans>The rate comes from the rate source at FX_RATE_URL; it cannot be set here.</Trans>
        </p>
      )}
    </>
  );
}

function RateForm({ current }: { current: string | null }) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState<{ rate: string; move: number | null } | null>(null);
  const action = useOpsAction((body: { rate: string; confirmMove?: boolean }, key: string) =>
    setUsdtRate(body, key),
  );
  const review = (event: FormEvent) => {
    event.preventDefault();
    action.reset();
    const parsed = parseUsdtRate(typed);
    if ('problem' in parsed) {
      setProblem(
        parsed.problem === usdtProblems.rateDecimals
          ? t`A rate has at most six decimals.`
          : t`Enter how many USDT one pound buys, from 0.0001, such as 1.250000.`,
      );
      return;
    }
    setProblem(null);
    const rate = formatUsdtRate(parsed.micro);
    setAsking({ rate, move: current ? rateMoveBasisPoints(current, rate) : null });
  };
  const large =
    asking?.move !== null && asking?.move !== undefined && asking.move > RATE_MOVE_CONFIRM_BASIS_POINTS;
  const percent = asking?.move !== null && asking?.move !== undefined ? (asking.move / 100).toFixed(2) : '';
  return (
    <form className="ops-form" onSubmit={review} noValidate data-testid="usdt-rate-form">
      <TextField
        label={t`USDT for one pound`}
        name="rate"
        inputMode="decimal"
        autoComplete="off"
        value={typed}
        error={problem ?? action.failure?.fields.rate ?? null}
        onChange={(event) => {
          setTyped(event.target.value);
          setAsking(null);
        }}
      />
      {asking ? (
        <ConfirmPanel
          danger={large}
          question={
            large ? (
              <Trans>
                Set 1 GBP = {asking.rate} USDT? That is {percent}% away from the current {current}: check it
                is not a slip of a digit. Quotes and payouts use it at once.
              </Trans>
            ) : (
              <Trans>Set 1 GBP = {asking.rate} USDT? Quotes and payouts use it at once.</Trans>
            )
          }
          confirmLabel={large ? <Trans>Yes, the rate has moved</Trans> : <Trans>Yes, set it</Trans>}
          pending={action.pending}
          onConfirm={() => {
            void action
              .run({ rate: asking.rate, ...(large ? { confirmMove: true } : {}) })
              .then(() => setTyped(''))
              .catch(() => undefined)
              .finally(() => setAsking(null));
          }}
          onCancel={() => setAsking(null)}
        />
      ) : (
        <div className="button-row button-row--start">
          <button type="submit" className="button button--primary" data-testid="set-usdt-rate">
            <Trans>Set the rate…</Trans>
          </button>
        </div>
      )}
      {action.result ? (
        <ResultNotice>
          <Trans>The rate is now 1 GBP = {action.result.current?.rate ?? ''} USDT.</Trans>
        </ResultNotice>
      ) : null}
      {action.failure && !action.failure.fields.rate ? <FailureNotice failure={action.failure} /> : null}
    </form>
  );
}
