import { z } from 'zod';
import { agencyContactSchema } from './agency-contact';

/**
 * A credit file as a credit reference agency answers a search (DESIGN §4 "Credit file"). The shape is
 * ours: the HTTP driver checks every answer against it, and the simulated agency writes it. Money is
 * integer minor units, dates ISO `YYYY-MM-DD` (times ISO 8601).
 */

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const minor = z.number().int().nonnegative().max(1_000_000_000_000);

export const searchKinds = ['soft', 'hard'] as const;
export type SearchKind = (typeof searchKinds)[number];

export { type AgencyContact, agencyContactSchema } from './agency-contact';

export const creditAccountTypes = [
  'loan',
  'creditCard',
  'mortgage',
  'overdraft',
  'hirePurchase',
  'other',
] as const;

/** Another lender's account (or ours, as the agency reports it): what it costs a month and how it ran. */
export const creditAccountSchema = z.object({
  lender: z.string().min(1).max(120),
  type: z.enum(creditAccountTypes),
  openedOn: isoDay,
  balance: minor,
  monthlyPayment: minor,
  /** The worst status in the last 12 months: 0 up to date, n = n payments behind, 6 = defaulted. */
  worstStatus12Months: z.number().int().min(0).max(6),
});
export type CreditAccount = z.infer<typeof creditAccountSchema>;

export const adverseRecordSchema = z.object({
  date: isoDay,
  amount: minor,
  /** Settled or satisfied since; it stays on the file for six years from `date` either way. */
  satisfied: z.boolean(),
});
export type AdverseRecord = z.infer<typeof adverseRecordSchema>;

export const insolvencyKinds = ['bankruptcy', 'iva', 'dro', 'trustDeed'] as const;
export const insolvencySchema = z.object({
  kind: z.enum(insolvencyKinds),
  date: isoDay,
  dischargedOn: isoDay.nullable(),
});
export type Insolvency = z.infer<typeof insolvencySchema>;

export const creditFileSchema = z.object({
  /** The agency's own reference for this search's file: kept with the decision. */
  reference: z.string().min(1).max(64),
  kind: z.enum(searchKinds),
  searchedAt: z.iso.datetime(),
  agency: agencyContactSchema,
  identity: z.object({
    /** The person was found: name and date of birth match a record. */
    matched: z.boolean(),
    /** The address given is where the agency holds them as living. */
    addressMatched: z.boolean(),
    electoralRoll: z.boolean(),
  }),
  accounts: z.array(creditAccountSchema).max(200),
  defaults: z.array(adverseRecordSchema).max(100),
  /** County court judgments. */
  judgments: z.array(adverseRecordSchema).max(100),
  insolvencies: z.array(insolvencySchema).max(20),
  /** Hard searches other lenders made in the last 90 days (soft searches are never counted). */
  searchesLast90Days: z.number().int().min(0).max(1000),
  fraudMarkers: z.array(z.object({ date: isoDay, code: z.string().min(1).max(40) })).max(20),
  /** Income estimated from current-account turnover, where the agency has it. */
  verifiedIncome: z.object({ annual: minor, source: z.literal('currentAccountTurnover') }).nullable(),
});
export type CreditFile = z.infer<typeof creditFileSchema>;

/** Who is searched: what an agency matches a person by. */
export const creditPersonSchema = z.object({
  firstName: z.string().min(1).max(50),
  lastName: z.string().min(1).max(50),
  dateOfBirth: isoDay,
  address: z.string().min(1).max(200),
  postcode: z.string().min(1).max(12),
});
export type CreditPerson = z.infer<typeof creditPersonSchema>;

/** What a hard search is for: the agency records the application against the person. */
export const creditApplicationSchema = z.object({
  /** Our reference for the application (the quote it is for), so a repeated search can be recognised. */
  reference: z.string().min(1).max(64),
  amount: minor,
  termMonths: z.number().int().min(1).max(600),
});
export type CreditApplication = z.infer<typeof creditApplicationSchema>;

/**
 * The body the driver posts to `${CREDIT_REFERENCE_URL}/v1/searches`. `asOf` is the lender's business
 * date: records are dated relative to it by the simulated agency, so a test on a moved clock reads the
 * same file; a real agency answers as of its own day and may ignore it.
 */
export const searchRequestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('soft'), person: creditPersonSchema, asOf: isoDay }),
  z.object({
    kind: z.literal('hard'),
    person: creditPersonSchema,
    application: creditApplicationSchema,
    asOf: isoDay,
  }),
]);
export type SearchRequest = z.infer<typeof searchRequestSchema>;

/** Monthly cost of every credit commitment on the file: what the policy counts against the borrower's means. */
export function monthlyCommitmentsOf(file: CreditFile): number {
  return file.accounts.reduce((sum, account) => sum + account.monthlyPayment, 0);
}
