import { z } from 'zod';
import { encodeMessage, M } from '../messages';
import { isYearMonth, MAX_REPORT_MONTHS, monthCount } from '../reports/periods';

/**
 * Contracts of the console's reports (`/api/operator/reports/*`, operators only; issue 38 §5): the loan book
 * on the business date, applications by outcome and reason, payouts against their deadline, arrears roll
 * rates. Each has a JSON answer for its screen and a `.csv` twin; the figures are counted by domain/reports.
 */

/** The reports, in the order the console lists them; `complaints` waits for the complaints register. */
export const reportIds = ['loan-book', 'applications', 'payouts', 'roll-rates', 'complaints'] as const;
export type ReportId = (typeof reportIds)[number];

/** Roll rates replay every loan at every month end of the period: a year at most keeps that quick. */
export const MAX_ROLL_RATE_MONTHS = 12;

const month = (field: string) =>
  z
    .string(encodeMessage(M.tplEnter, { text: field }))
    .refine(isYearMonth, encodeMessage(M.tplCorrect, { text: field }));

/**
 * A period of whole months, `from` to `to` (`YYYY-MM`, both included); both or neither (the server's
 * default: the six months to the business date). The last month before the first, or more than `max`
 * months, is refused on `to` with words that say why.
 */
export function periodQuery(max: number) {
  return z
    .object({ from: month('field.reportFrom').optional(), to: month('field.reportTo').optional() })
    .superRefine((query, ctx) => {
      if ((query.from === undefined) !== (query.to === undefined)) {
        const missing = query.from === undefined ? 'from' : 'to';
        ctx.addIssue({
          code: 'custom',
          path: [missing],
          message: encodeMessage(M.tplEnter, {
            text: missing === 'from' ? 'field.reportFrom' : 'field.reportTo',
          }),
        });
        return;
      }
      if (!query.from || !query.to || !isYearMonth(query.from) || !isYearMonth(query.to)) return;
      if (query.to < query.from) {
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'reports.periodBackwards' });
      } else if (monthCount(query.from, query.to) > max) {
        ctx.addIssue({
          code: 'custom',
          path: ['to'],
          message: encodeMessage('reports.periodTooLong', { max }),
        });
      }
    });
}
export const monthsQuery = periodQuery(MAX_REPORT_MONTHS);
export const rollRatesQuery = periodQuery(MAX_ROLL_RATE_MONTHS);
export type PeriodQuery = z.infer<typeof monthsQuery>;

const minor = z.number().int();
const count = z.number().int().nonnegative();

const balances = {
  loans: count,
  principalOutstanding: minor,
  interestDue: minor,
  overdueInterest: minor,
  arrears: minor,
};
const bookRow = z.object({ key: z.string(), ...balances });

export const loanBookResponse = z.object({
  asOf: z.string(),
  byState: z.array(bookRow),
  byBucket: z.array(bookRow),
  total: z.object(balances),
  /** How long the server took to replay the book, for the screen's footnote and the bench. */
  tookMs: z.number().int().nonnegative(),
});
export type LoanBookAnswer = z.infer<typeof loanBookResponse>;

const period = { from: z.string(), to: z.string(), businessDate: z.string() };

const applicationsMonth = z.object({
  month: z.string(),
  submitted: count,
  outcomes: z.record(z.string(), count),
});
export const applicationsReportResponse = z.object({
  ...period,
  months: z.array(applicationsMonth),
  total: applicationsMonth,
  declineReasons: z.array(z.object({ reason: z.string(), count })),
});
export type ApplicationsAnswer = z.infer<typeof applicationsReportResponse>;

const payoutsMonth = z.object({
  month: z.string(),
  signed: count,
  outcomes: z.record(z.string(), count),
  longestLateHours: count,
});
export const payoutsReportResponse = z.object({
  ...period,
  months: z.array(payoutsMonth),
  total: payoutsMonth,
});
export type PayoutsAnswer = z.infer<typeof payoutsReportResponse>;

const share = z.number().min(0).max(1).nullable();
export const rollRatesResponse = z.object({
  ...period,
  places: z.array(z.string()),
  rows: z.array(
    z.object({
      month: z.string(),
      start: z.string(),
      end: z.string(),
      from: z.string(),
      loans: count,
      balance: minor,
      to: z.array(z.object({ place: z.string(), loans: count, balance: minor })),
      cured: share,
      stayed: share,
      rolledForward: share,
      improved: share,
    }),
  ),
  tookMs: z.number().int().nonnegative(),
});
export type RollRatesAnswer = z.infer<typeof rollRatesResponse>;
