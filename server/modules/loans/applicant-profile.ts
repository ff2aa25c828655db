import { baseInfoSchema, contactAddressSchema, employmentSchema } from '../../../domain/api/profile';
import { checkEligibility, isUkCountry } from '../../../domain/eligibility';
import type { IsoDate } from '../../../domain/loan/dates';

export interface StoredProfile {
  base: unknown;
  contactAddress: unknown;
  employment: unknown;
}

/** Profile sections an application needs (SPEC §3 Applicant, address, Employment), by their field path. */
export const requiredSections = ['base', 'contactAddress', 'employment'] as const;
export type RequiredSection = (typeof requiredSections)[number];

/** Message key naming each missing section, for `data.fields`. */
export const missingSectionKey: Record<RequiredSection, string> = {
  base: 'loan.profile.base.missing',
  contactAddress: 'loan.profile.contactAddress.missing',
  employment: 'loan.profile.employment.missing',
};

export interface ParsedProfile {
  base: ReturnType<typeof baseInfoSchema.safeParse>;
  contactAddress: ReturnType<typeof contactAddressSchema.safeParse>;
  employment: ReturnType<typeof employmentSchema.safeParse>;
}

function parse(profile: StoredProfile): ParsedProfile {
  return {
    base: baseInfoSchema.safeParse(profile.base ?? undefined),
    contactAddress: contactAddressSchema.safeParse(profile.contactAddress ?? undefined),
    employment: employmentSchema.safeParse(profile.employment ?? undefined),
  };
}

/** Sections that are missing or incomplete (a base section without both ID photos is incomplete). */
export function missingSections(profile: StoredProfile): RequiredSection[] {
  const parsed = parse(profile);
  return requiredSections.filter((section) => !parsed[section].success);
}

/**
 * The eligibility outcome from what the profile holds. A section the rule needs but the borrower has not
 * filled makes the outcome "not eligible" with a reason naming the section, rather than guessing.
 */
export function eligibilityOf(
  profile: StoredProfile,
  asOf: IsoDate,
): { eligible: boolean; reasons: string[] } {
  const record = (value: unknown) =>
    value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const base = record(profile.base);
  const address = record(profile.contactAddress);
  const employment = record(profile.employment);
  const dateOfBirth = typeof base.dateOfBirth === 'string' ? base.dateOfBirth : null;
  const country = typeof address.country === 'string' ? address.country : null;
  const years = typeof address.yearsAtAddress === 'number' ? address.yearsAtAddress : null;
  const income = typeof employment.personalAnnualIncome === 'number' ? employment.personalAnnualIncome : null;

  const missing: string[] = [];
  if (dateOfBirth === null) missing.push('eligibility.dateOfBirth.missing');
  if (country === null || years === null) missing.push('eligibility.address.missing');
  if (income === null) missing.push('eligibility.income.missing');

  let ruleReasons: string[] = [];
  try {
    const outcome = checkEligibility(
      {
        // Placeholders only stand in for missing data so that the other rules can still be reported.
        dateOfBirth: dateOfBirth ?? '1900-01-01',
        hasUkAccount: country === null ? true : isUkCountry(country),
        yearsAtAddress: years ?? 100,
        annualIncome: income ?? Number.MAX_SAFE_INTEGER,
      },
      asOf,
    );
    ruleReasons = outcome.reasons;
  } catch {
    missing.push('eligibility.profile.invalid');
  }
  const reasons = [...ruleReasons, ...missing];
  return { eligible: reasons.length === 0, reasons };
}

/** The borrower's legal name as the base section holds it ("First Last"), or null when not filled. */
export function legalNameOf(profile: { base: unknown }): string | null {
  const base =
    profile.base && typeof profile.base === 'object' ? (profile.base as Record<string, unknown>) : {};
  const first = typeof base.firstName === 'string' ? base.firstName.trim() : '';
  const last = typeof base.lastName === 'string' ? base.lastName.trim() : '';
  const name = `${first} ${last}`.trim();
  return name === '' ? null : name;
}

/** Typed signatures are compared without regard to case or spacing. */
export function sameName(a: string, b: string): boolean {
  const normal = (value: string) => value.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');
  return normal(a) === normal(b);
}
