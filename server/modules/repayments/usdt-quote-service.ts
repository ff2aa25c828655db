import type { UsdtQuoteRequest, UsdtQuoteView } from '../../../domain/api/usdt';
import { usdtToAsk } from '../../../domain/usdt/usdt-conversion';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { getConfigValue } from '../config/config-service';
import { settlementFigure } from '../loans/loans-front-door';
import { freshUsdtRate, isRateRefusal } from '../usdt/usdt-rates';
import { askedFor } from './repayment-asked';
import { memberBillsByIds, openBillsOfLoan } from './repayment-repository';
import { findUsdtQuote, insertUsdtQuote, type UsdtQuoteRow } from './usdt-quote-repository';

export function usdtQuoteViewOf(row: UsdtQuoteRow): UsdtQuoteView {
  return {
    quoteId: row.id,
    loanId: row.loanId,
    kind: row.kind,
    billIds: row.billIds,
    amount: row.amount,
    usdtAmount: row.usdtAmount,
    rate: row.rate,
    rateSetAt: row.rateSetAt.toISOString(),
    quotedAt: row.quotedAt.toISOString(),
    validUntil: row.validUntil.toISOString(),
    validMinutes: Math.round((row.validUntil.getTime() - row.quotedAt.getTime()) / 60_000),
  };
}

/**
 * The USDT a borrower is to send for some bills or the settlement (decision 098): what a report of the same
 * bills would record, at the rate of the moment, rounded up to the micro-USDT, holding for
 * USDT_QUOTE_VALID_MINUTES. Stored as shown, so the operator confirming the payment knows what was asked.
 * Without a usable rate the borrower is told so plainly (C409 `usdt.quote.rateUnavailable`) and nothing is
 * stored.
 */
export async function quoteUsdt(
  deps: AppDeps,
  memberId: number,
  body: UsdtQuoteRequest,
): Promise<UsdtQuoteView> {
  const settlement =
    body.settlement === true && body.loanId !== undefined
      ? await settlementFigure(deps, memberId, body.loanId)
      : null;
  const ids = [...new Set(body.billIds ?? [])];
  const bills = settlement
    ? await openBillsOfLoan(deps.db, settlement.loanId, memberId)
    : await memberBillsByIds(deps.db, ids, memberId);
  if (!settlement && bills.length !== ids.length) throw notFound();
  const { loan, amount } = await askedFor(deps, memberId, bills, settlement);
  let rate: Awaited<ReturnType<typeof freshUsdtRate>>;
  try {
    rate = await freshUsdtRate(deps, deps.db);
  } catch (error) {
    // The borrower cannot set a rate: they are told to wait, not what an operator should do.
    if (isRateRefusal(error)) {
      throw new AppError('C409', 'usdt.quote.rateUnavailable', { data: { rateProblem: error.key } });
    }
    throw error;
  }
  const minutes = Number(await getConfigValue(deps.db, 'USDT_QUOTE_VALID_MINUTES'));
  const now = deps.clock.now();
  const row = await insertUsdtQuote(deps.db, {
    memberId,
    loanId: loan.id,
    kind: settlement ? 'SETTLEMENT' : 'BILLS',
    billIds: bills.map((bill) => bill.id),
    amount,
    usdtAmount: usdtToAsk(amount, rate.rate),
    rate: rate.rate,
    rateSource: rate.source,
    rateSetAt: rate.setAt,
    quotedAt: now,
    validUntil: new Date(now.getTime() + minutes * 60_000),
  });
  return usdtQuoteViewOf(row);
}

/**
 * The quote a borrower names when reporting a payment: their own, for the same loan and the same bills (or
 * the settlement). A lapsed quote is still recorded — it is what they were shown; which rate converts what
 * arrived is decided when the operator confirms it. A quote for other bills is refused on its field, so the
 * Repay screen asks for a fresh one.
 */
export async function quoteForReport(
  tx: Executor,
  quoteId: number,
  report: { memberId: number; loanId: number; settlement: boolean; billIds: readonly number[] },
): Promise<UsdtQuoteRow> {
  const quote = await findUsdtQuote(tx, quoteId);
  if (!quote || quote.memberId !== report.memberId) throw notFound();
  const sameBills =
    quote.billIds.length === report.billIds.length &&
    quote.billIds.every((id) => report.billIds.includes(id));
  const fits =
    quote.loanId === report.loanId &&
    quote.kind === (report.settlement ? 'SETTLEMENT' : 'BILLS') &&
    (report.settlement || sameBills);
  if (!fits) {
    throw new AppError('C409', 'usdt.quote.notForThese', {
      fields: { usdtQuoteId: 'usdt.quote.notForThese' },
    });
  }
  return quote;
}
