import type { z } from 'zod';
import type { UsdtRateView, usdtRateStatusResponse } from '../../../domain/api/usdt';
import { BRAND_TIME_ZONE } from '../../../domain/brands';
import type { Language } from '../../../domain/errors';
import { encodeMessage } from '../../../domain/messages';
import { formatUsdtRate, parseUsdtRate } from '../../../domain/usdt/usdt-amount';
import { RATE_MOVE_CONFIRM_BASIS_POINTS, rateMoveBasisPoints } from '../../../domain/usdt/usdt-conversion';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { translate } from '../../i18n/catalog';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit-service';
import { getConfigValue } from '../config/config-service';
import { settingsRateSource } from './settings-rate-source';
import { usdtRateFeed } from './usdt-rate-feed';
import { insertUsdtRate, latestUsdtRates } from './usdt-rate-repository';
import { type UsdtRateReading, type UsdtRateSource, UsdtRateUnavailableError } from './usdt-rate-source';

type RateDeps = Pick<AppDeps, 'config' | 'clock' | 'usdtRateSource'>;

/** The feed at FX_RATE_URL when one is configured, else the rate operators keep in Settings. */
export function usdtRateSourceOf(deps: RateDeps): UsdtRateSource {
  if (deps.usdtRateSource) return deps.usdtRateSource;
  if (deps.config.FX_RATE_URL) {
    return usdtRateFeed({ url: deps.config.FX_RATE_URL, timeoutMs: deps.config.FX_RATE_TIMEOUT_MS });
  }
  return settingsRateSource;
}

const minuteFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: BRAND_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** "2026-03-02 14:05", London time: how a rate's time is named in a message, in any language. */
export function londonMinute(at: Date): string {
  const part = (type: string) => minuteFormat.formatToParts(at).find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** The rate as its source gives it, or the refusal that says why there is none (`usdt.rate.*`). */
async function readRate(deps: RateDeps, db: Executor): Promise<UsdtRateReading> {
  let reading: UsdtRateReading | null;
  try {
    reading = await usdtRateSourceOf(deps).read(db);
  } catch (error) {
    if (error instanceof UsdtRateUnavailableError) throw new AppError('C409', 'usdt.rate.down');
    throw error;
  }
  if (!reading) throw new AppError('C409', 'usdt.rate.missing');
  return reading;
}

/**
 * The rate to convert at now: refused (C409 `usdt.rate.missing` / `stale` / `down`) when none is set, when
 * it was set longer ago than FX_RATE_MAX_AGE_HOURS, or when the feed does not answer. Callers turn a refusal
 * into their reader's words: a borrower cannot set a rate, an operator can.
 */
export async function freshUsdtRate(deps: RateDeps, db: Executor): Promise<UsdtRateReading> {
  const reading = await readRate(deps, db);
  await checkAge(reading, deps, db);
  return reading;
}

async function checkAge(reading: UsdtRateReading, deps: RateDeps, db: Executor): Promise<void> {
  const hours = Number(await getConfigValue(db, 'FX_RATE_MAX_AGE_HOURS'));
  if (deps.clock.now().getTime() - reading.setAt.getTime() > hours * 3_600_000) {
    throw new AppError('C409', 'usdt.rate.stale', { params: { setAt: londonMinute(reading.setAt), hours } });
  }
}

/** Whether a refusal is one of the rate's (so a caller can word it for its reader). */
export function isRateRefusal(error: unknown): error is AppError {
  return error instanceof AppError && error.key.startsWith('usdt.rate.');
}

/** The rate refusal in `lang`, with its parameters. */
export function rateRefusalText(error: AppError, lang: Language): string {
  return translate(error.key, lang, error.details.params ?? {});
}

function viewOf(reading: UsdtRateReading): UsdtRateView {
  return {
    rate: reading.rate,
    setAt: reading.setAt.toISOString(),
    source: reading.source,
    setBy: reading.setBy ? { operatorId: reading.setBy.id, email: reading.setBy.email } : null,
  };
}

/** The console's view of the rate: what is in force, whether it may be used and why not, recent ones. */
export async function usdtRateStatus(
  deps: RateDeps & Pick<AppDeps, 'db'>,
  lang: Language,
): Promise<z.infer<typeof usdtRateStatusResponse>> {
  const source = usdtRateSourceOf(deps);
  // One after another: after setting a rate this runs in the transaction, whose one client takes a query
  // at a time on PostgreSQL.
  const maxAgeHours = await getConfigValue(deps.db, 'FX_RATE_MAX_AGE_HOURS');
  const quoteValidMinutes = await getConfigValue(deps.db, 'USDT_QUOTE_VALID_MINUTES');
  const history = await latestUsdtRates(deps.db, 10);
  let current: UsdtRateReading | null = null;
  let problem: string | null = null;
  try {
    current = await readRate(deps, deps.db);
    await checkAge(current, deps, deps.db);
  } catch (error) {
    if (!isRateRefusal(error)) throw error;
    problem = rateRefusalText(error, lang);
  }
  return {
    source: source.kind,
    current: current ? viewOf(current) : null,
    fresh: problem === null,
    problem,
    maxAgeHours: Number(maxAgeHours),
    quoteValidMinutes: Number(quoteValidMinutes),
    history: history.map((row) =>
      viewOf({
        rate: row.rate,
        setAt: row.setAt,
        source: 'SETTINGS',
        setBy: { id: row.setBy, email: row.email },
      }),
    ),
  };
}

/**
 * An operator sets the rate: a new row (never an update), audited in the same transaction. Refused when the
 * rate comes from a feed, and when it moves more than 5% from the rate in force without `confirmMove`.
 */
export async function setUsdtRate(
  deps: AppDeps,
  input: { operatorId: number; requestId: string; rate: string; confirmMove?: boolean | undefined },
) {
  if (usdtRateSourceOf(deps).kind === 'FEED') throw new AppError('C409', 'usdt.rate.feedConfigured');
  const parsed = parseUsdtRate(input.rate);
  if ('problem' in parsed) {
    throw new AppError('V400', parsed.problem, { fields: { rate: parsed.problem } });
  }
  const rate = formatUsdtRate(parsed.micro);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [previous] = await latestUsdtRates(tx, 1);
    if (previous && input.confirmMove !== true) {
      const move = rateMoveBasisPoints(previous.rate, rate);
      if (move > RATE_MOVE_CONFIRM_BASIS_POINTS) {
        const params = { percent: (move / 100).toFixed(2), rate: previous.rate };
        throw new AppError('C409', 'usdt.rate.moveUnconfirmed', {
          params,
          fields: { rate: encodeMessage('usdt.rate.moveUnconfirmed', params) },
        });
      }
    }
    const row = await insertUsdtRate(tx, { rate, setBy: input.operatorId, setAt: now });
    await recordAudit(tx, {
      operatorId: input.operatorId,
      action: 'usdt.rate.set',
      // A setting like the others in the audit log; the row's id says which rate it was.
      targetType: 'config',
      targetId: 'GBP_USDT_RATE',
      before: previous ? { rate: previous.rate, setAt: previous.setAt } : null,
      after: { rate, setAt: now, rateId: row.id },
      requestId: input.requestId,
      at: now,
    });
    return { rate, setAt: now.toISOString() };
  });
}

/**
 * The rate an operator was shown, checked against the rate in force before money is recorded as sent
 * (decision 098): refused on `usdtRate` when there is no usable rate, and C409 `usdt.rate.changed` when it
 * has moved since, so the operator looks at the USDT again before anything is written.
 */
export async function rateStillInForce(
  deps: RateDeps,
  db: Executor,
  shown: string,
): Promise<UsdtRateReading> {
  let reading: UsdtRateReading;
  try {
    reading = await freshUsdtRate(deps, db);
  } catch (error) {
    if (!isRateRefusal(error)) throw error;
    const params = error.details.params ?? {};
    throw new AppError('C409', error.key, { params, fields: { usdtRate: encodeMessage(error.key, params) } });
  }
  const parsed = parseUsdtRate(shown);
  if ('problem' in parsed || formatUsdtRate(parsed.micro) !== reading.rate) {
    const params = { rate: reading.rate };
    throw new AppError('C409', 'usdt.rate.changed', {
      params,
      fields: { usdtRate: encodeMessage('usdt.rate.changed', params) },
    });
  }
  return reading;
}

/**
 * The rate of the moment for a screen that shows USDT figures (the Payouts queue): the reading, or why there
 * is none in `lang`. Asked once per screen, not per row.
 */
export async function rateForShowing(
  deps: RateDeps & Pick<AppDeps, 'db'>,
  lang: Language,
): Promise<{ reading: UsdtRateReading } | { problem: string }> {
  try {
    return { reading: await freshUsdtRate(deps, deps.db) };
  } catch (error) {
    if (!isRateRefusal(error)) throw error;
    return { problem: rateRefusalText(error, lang) };
  }
}
