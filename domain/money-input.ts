import type { Minor } from './money';

/**
 * An amount of pounds as a borrower types it ("12,000", "£1,250.5", "99.99") → exact pence, parsed from the
 * digits (no float multiplication, so "0.29" is 29 and never 28.999…). Thousands separators are accepted
 * only where they belong. More than two decimals, a sign or any other character is not an amount: `null`.
 * An empty field is `undefined`, so a form can tell "not entered" from "not an amount".
 */
export function parsePoundsInput(text: string): Minor | null | undefined {
  const clean = text.trim().replace(/^£\s*/, '');
  if (clean === '') return undefined;
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(clean);
  if (!match) return null;
  const pounds = (match[1] ?? '').replace(/,/g, '');
  const pence = (match[2] ?? '').padEnd(2, '0');
  const minor = Number(pounds) * 100 + Number(pence);
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Pence → the text the same field shows when it is filled from a stored amount ("12000.5" → "12000.50"). */
export function poundsInputText(minor: Minor): string {
  const pounds = Math.trunc(minor / 100);
  const pence = minor % 100;
  return pence === 0 ? String(pounds) : `${pounds}.${String(pence).padStart(2, '0')}`;
}
