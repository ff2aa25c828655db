import { z } from 'zod';
import { M } from '../messages';
import { parseUsdtAmount, parseUsdtRate, usdtProblems } from '../usdt/usdt-amount';
import { repaymentKinds } from './repayments';

/**
 * Contracts of the USDT routes (decision 098). USDT amounts travel as whole micro-USDT (`161100000` is
 * 161.100000 USDT); a rate as six decimals of USDT per pound ("1.250000"); what a person types — a rate, the
 * USDT received — as the text typed, checked here so that a seventh decimal is named on its field.
 */

/** A USDT amount as typed: six decimals at most, above zero. */
export const usdtAmountText = z
  .string(usdtProblems.amountInvalid)
  .trim()
  .max(32, usdtProblems.amountInvalid)
  .superRefine((text, ctx) => {
    const parsed = parseUsdtAmount(text);
    if ('problem' in parsed) ctx.addIssue({ code: 'custom', message: parsed.problem });
  });

/** A rate as typed: USDT per pound, from 0.0001, six decimals at most. */
export const usdtRateText = z
  .string(usdtProblems.rateInvalid)
  .trim()
  .max(32, usdtProblems.rateInvalid)
  .superRefine((text, ctx) => {
    const parsed = parseUsdtRate(text);
    if ('problem' in parsed) ctx.addIssue({ code: 'custom', message: parsed.problem });
  });

export const usdtRateSources = ['SETTINGS', 'FEED'] as const;

/** A rate with when it was set, where from and (a Settings rate) by whom. */
export const usdtRateView = z.object({
  rate: z.string(),
  setAt: z.string(),
  source: z.enum(usdtRateSources),
  setBy: z.object({ operatorId: z.number().int(), email: z.string() }).nullable(),
});
export type UsdtRateView = z.infer<typeof usdtRateView>;

/** The console's rate: the one in force, whether it may be used, the settings that judge it, recent ones. */
export const usdtRateStatusResponse = z.object({
  source: z.enum(usdtRateSources),
  current: usdtRateView.nullable(),
  /** Usable now: set and not older than `maxAgeHours`. */
  fresh: z.boolean(),
  /** Why it may not be used, in the reader's language; null when fresh. */
  problem: z.string().nullable(),
  maxAgeHours: z.number().int(),
  quoteValidMinutes: z.number().int(),
  /** The latest Settings rates, newest first (never a feed's). */
  history: z.array(usdtRateView),
});

/**
 * A new Settings rate. A move of more than 5% from the rate in force is refused unless `confirmMove`: a slip
 * of a digit would misprice every quote.
 */
export const setUsdtRateRequest = z.object({
  rate: usdtRateText,
  confirmMove: z.boolean(M.validationFailed).optional(),
});

/** A USDT figure to pay: the same targets as a repayment (bills, or the loan's settlement figure). */
export const usdtQuoteRequest = z
  .object({
    billIds: z.array(z.number().int().positive()).min(1).max(60).optional(),
    loanId: z.number().int().positive().optional(),
    settlement: z.literal(true).optional(),
  })
  .refine(
    (body) =>
      (body.billIds !== undefined && body.loanId === undefined && body.settlement === undefined) ||
      (body.billIds === undefined && body.loanId !== undefined && body.settlement === true),
    { message: 'repayment.target.required', path: ['billIds'] },
  );
export type UsdtQuoteRequest = z.infer<typeof usdtQuoteRequest>;

/** What a borrower is shown to send, stored as it was shown. */
export const usdtQuoteView = z.object({
  quoteId: z.number().int(),
  loanId: z.number().int(),
  kind: z.enum(repaymentKinds),
  billIds: z.array(z.number().int()),
  /** Minor units (pence) the bills or the settlement asked. */
  amount: z.number().int(),
  /** Micro-USDT to send: `amount` at `rate`, rounded up. */
  usdtAmount: z.number().int(),
  rate: z.string(),
  rateSetAt: z.string(),
  quotedAt: z.string(),
  validUntil: z.string(),
  validMinutes: z.number().int(),
});
export type UsdtQuoteView = z.infer<typeof usdtQuoteView>;

/** A payout's USDT at the rate of the moment, or why there is none (in the reader's language). */
export const payoutUsdtView = z.object({
  usdtToSend: z.number().int().nullable(),
  rate: z.string().nullable(),
  rateSetAt: z.string().nullable(),
  problem: z.string().nullable(),
});
