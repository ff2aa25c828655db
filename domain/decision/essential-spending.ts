import type { Minor } from '../money';

/**
 * What a household must spend each month before it can repay anyone — housing, council tax, energy, food,
 * transport, phone — as the residual-income rule of the credit policy counts it (CONC 5.2A.20: the
 * borrower's non-discretionary expenditure). The figures are a setting the credit committee keeps
 * (`DECISION_ESSENTIAL_SPENDING`), reviewed each year against published household spending statistics
 * (ONS Family Spending) — an estimate for the household's size, never the borrower's own budget, which a
 * person looks at when an application is referred or help is asked for.
 *
 * Stored as whole pounds a month for households of 1, 2, 3, 4 and 5 or more people: "1000,1500,1850,2200,2550".
 */
export const HOUSEHOLD_SIZES = 5;

export function essentialSpendingFromSetting(value: string): Minor[] | null {
  const texts = value.split(',').map((text) => text.trim());
  if (texts.length !== HOUSEHOLD_SIZES || texts.some((text) => !/^\d{1,6}$/.test(text))) return null;
  const pounds = texts.map(Number);
  // A larger household never spends less: a table that says otherwise is a typing mistake.
  if (pounds[0]! <= 0 || pounds.some((value, index) => index > 0 && value < pounds[index - 1]!)) return null;
  return pounds.map((value) => value * 100);
}

export function essentialSpendingSetting(monthly: readonly Minor[]): string {
  return monthly.map((value) => String(Math.round(value / 100))).join(',');
}

/**
 * The household the applicant supports, from what the application asks (SPEC §3 Family): the applicant,
 * a spouse or partner when married, and children counted as one more person — the form asks whether there
 * are children, not how many, so the estimate is the smallest household that answer allows.
 */
export function householdSizeOf(family: { maritalStatus?: string; hasChildren?: boolean } | null): number {
  if (!family) return 1;
  return 1 + (family.maritalStatus === 'MARRIED' ? 1 : 0) + (family.hasChildren ? 1 : 0);
}

export function essentialSpendingFor(table: readonly Minor[], householdSize: number): Minor {
  const index = Math.min(Math.max(householdSize, 1), table.length) - 1;
  return table[index]!;
}
