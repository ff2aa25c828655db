import type { z } from 'zod';
import type { repaymentUsdtView } from '../../../domain/api/operator';
import type { Language } from '../../../domain/errors';
import { encodeMessage } from '../../../domain/messages';
import { formatMicroUsdt, parseUsdtAmount } from '../../../domain/usdt/usdt-amount';
import { poundsReceived } from '../../../domain/usdt/usdt-conversion';
import type { AppDeps } from '../../app-deps';
import { AppError, notFound } from '../../lib/app-error';
import { freshUsdtRate, isRateRefusal, rateRefusalText } from '../usdt/usdt-rates';
import { findRepayment, type RepaymentRow } from './repayment-repository';
import { findUsdtQuote, type UsdtQuoteRow } from './usdt-quote-repository';
import { usdtQuoteViewOf } from './usdt-quote-service';

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'usdtRateSource'>;

/** A quote lapsed when the payment was reported after it stopped holding. */
function lapsed(quote: UsdtQuoteRow, row: RepaymentRow): boolean {
  return row.submittedAt.getTime() > quote.validUntil.getTime();
}

/** The rate USDT received is converted at, and where it comes from. */
export interface ConfirmingRate {
  rate: string;
  setAt: Date;
  /** QUOTE: the borrower's quote, reported while it held; DAY: the rate of the day. */
  from: 'QUOTE' | 'DAY';
}

/**
 * The rate of the quote the borrower was shown, if they reported the payment while it held; otherwise the
 * rate of the day, which may be refused (too old, none, the feed down) — C409 on `usdtReceived`, so the
 * operator reads why beside the amount they typed, and nothing is booked.
 */
async function confirmingRate(
  deps: Deps,
  row: RepaymentRow,
  quote: UsdtQuoteRow | null,
): Promise<ConfirmingRate> {
  if (quote && !lapsed(quote, row)) return { rate: quote.rate, setAt: quote.rateSetAt, from: 'QUOTE' };
  try {
    const day = await freshUsdtRate(deps, deps.db);
    return { rate: day.rate, setAt: day.setAt, from: 'DAY' };
  } catch (error) {
    if (!isRateRefusal(error)) throw error;
    const params = error.details.params ?? {};
    throw new AppError('C409', error.key, {
      params,
      fields: { usdtReceived: encodeMessage(error.key, params) },
    });
  }
}

/** USDT received, converted: the micro-USDT, the rate, and the pounds it is credited as (rounded down). */
export interface UsdtConversion extends ConfirmingRate {
  micro: number;
  pence: number;
}

/**
 * What the operator typed as the USDT received, in pounds (decision 098): read to the micro-USDT (a seventh
 * decimal is refused on the field), converted at the confirming rate and rounded down to the penny. Worked
 * out before the confirmation's transaction, as a feed may be asked; the quote and the repayment's report
 * never change, so the answer still holds inside it.
 */
export async function usdtReceivedOf(
  deps: Deps,
  repaymentId: number,
  typed: string,
): Promise<UsdtConversion> {
  const parsed = parseUsdtAmount(typed);
  if ('problem' in parsed)
    throw new AppError('V400', parsed.problem, { fields: { usdtReceived: parsed.problem } });
  const row = await findRepayment(deps.db, repaymentId);
  if (!row) throw notFound();
  const quote = row.usdtQuoteId === null ? null : await findUsdtQuote(deps.db, row.usdtQuoteId);
  const rate = await confirmingRate(deps, row, quote);
  const pence = poundsReceived(parsed.micro, rate.rate);
  if (pence <= 0) {
    const key = encodeMessage('usdt.received.underAPenny', { rate: rate.rate });
    throw new AppError('V400', key, { fields: { usdtReceived: key } });
  }
  return { ...rate, micro: parsed.micro, pence };
}

/**
 * The USDT beside a repayment in the console: the quote the borrower was shown (and whether it had lapsed
 * when they reported), and for one still to confirm the rate a USDT amount is converted at, with the quote's
 * figure to start from — or, when there is no usable rate, why, in the operator's language.
 */
export async function repaymentUsdtOf(
  deps: Deps,
  row: RepaymentRow,
  lang: Language,
): Promise<z.infer<typeof repaymentUsdtView>> {
  const quote = row.usdtQuoteId === null ? null : await findUsdtQuote(deps.db, row.usdtQuoteId);
  const shown = quote ? { ...usdtQuoteViewOf(quote), lapsed: lapsed(quote, row) } : null;
  const prefill = quote ? formatMicroUsdt(quote.usdtAmount) : null;
  if (row.status !== 'PENDING')
    return { quote: shown, rate: null, rateSetAt: null, from: null, problem: null, prefill };
  try {
    const rate = await confirmingRate(deps, row, quote);
    return {
      quote: shown,
      rate: rate.rate,
      rateSetAt: rate.setAt.toISOString(),
      from: rate.from,
      problem: null,
      prefill,
    };
  } catch (error) {
    if (!isRateRefusal(error)) throw error;
    return {
      quote: shown,
      rate: null,
      rateSetAt: null,
      from: null,
      problem: rateRefusalText(error, lang),
      prefill,
    };
  }
}
