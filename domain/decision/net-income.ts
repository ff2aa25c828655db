import type { EmploymentStatus } from '../api/profile';
import { type Minor, roundHalfUp } from '../money';

/**
 * An estimate of take-home pay from gross personal income, for the residual-income rule of the credit
 * policy (CONC 5.2A.20: income net of tax and national insurance). It uses the 2026/27 income tax bands
 * of England, Wales and Northern Ireland (frozen since 2021/22; Scotland's bands differ by a few hundred
 * pounds a year, within what the spending estimate's margin absorbs) and the national insurance an
 * employee (Class 1, 8 % / 2 %) or a self-employed person (Class 4, 6 % / 2 %) pays. Pensions and
 * benefits (retired, not working) pay income tax but no national insurance. Pure, in pence.
 */
export const TAX_YEAR = '2026/27';

const POUND = 100;
const PERSONAL_ALLOWANCE = 12_570 * POUND;
/** Above this the allowance falls by £1 for every £2, to nothing at £125,140. */
const ALLOWANCE_TAPER_FROM = 100_000 * POUND;
const BASIC_RATE_BAND = 37_700 * POUND;
const ADDITIONAL_RATE_FROM = 125_140 * POUND;
const NI_PRIMARY_THRESHOLD = 12_570 * POUND;
const NI_UPPER_LIMIT = 50_270 * POUND;

/** Rates as whole percents, so every step is exact integer arithmetic. */
const BASIC_RATE = 20;
const HIGHER_RATE = 40;
const ADDITIONAL_RATE = 45;

const percentOf = (amount: Minor, percent: number): Minor =>
  amount <= 0 ? 0 : roundHalfUp(BigInt(amount) * BigInt(percent), 100n);

export function incomeTaxOf(gross: Minor): Minor {
  const taper = gross > ALLOWANCE_TAPER_FROM ? Math.floor((gross - ALLOWANCE_TAPER_FROM) / 2) : 0;
  const allowance = Math.max(0, PERSONAL_ALLOWANCE - taper);
  const taxable = Math.max(0, gross - allowance);
  const basic = Math.min(taxable, BASIC_RATE_BAND);
  const additional = Math.max(0, gross - ADDITIONAL_RATE_FROM);
  const higher = Math.max(0, taxable - basic - additional);
  return (
    percentOf(basic, BASIC_RATE) + percentOf(higher, HIGHER_RATE) + percentOf(additional, ADDITIONAL_RATE)
  );
}

/** Main and additional national insurance rates by how the income is earned; none on pensions or benefits. */
const niRates: Record<EmploymentStatus, { main: number; above: number } | null> = {
  FULL_TIME: { main: 8, above: 2 },
  PART_TIME: { main: 8, above: 2 },
  HOURLY: { main: 8, above: 2 },
  SELF_EMPLOYED: { main: 6, above: 2 },
  RETIRED: null,
  UNEMPLOYED: null,
};

export function nationalInsuranceOf(gross: Minor, status: EmploymentStatus): Minor {
  const rates = niRates[status];
  if (!rates) return 0;
  const main = Math.max(0, Math.min(gross, NI_UPPER_LIMIT) - NI_PRIMARY_THRESHOLD);
  const above = Math.max(0, gross - NI_UPPER_LIMIT);
  return percentOf(main, rates.main) + percentOf(above, rates.above);
}

/** Take-home pay a year: gross less income tax and national insurance. */
export function netAnnualIncomeOf(gross: Minor, status: EmploymentStatus): Minor {
  return gross - incomeTaxOf(gross) - nationalInsuranceOf(gross, status);
}

/** Take-home pay a month, rounded down to the penny: the policy never counts money that is not there. */
export function netMonthlyIncomeOf(gross: Minor, status: EmploymentStatus): Minor {
  return Math.floor(netAnnualIncomeOf(gross, status) / 12);
}
