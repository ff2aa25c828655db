import { type HardshipRequestBody, hardshipRequestBody } from '../../../domain/api/hardship';
import {
  type HardshipChange,
  hardshipChanges,
  type SpendingHeading,
  spendingHeadings,
} from '../../../domain/forbearance/forbearance-codes';
import { forbearanceErrors } from '../../../domain/forbearance/forbearance-errors';
import { encodeMessage, M } from '../../../domain/messages';
import { parsePoundsInput } from '../../../domain/money-input';
import { type DateParts, emptyDate, isoOfDateParts } from '../../ui/member/date-parts';
import { issueCodes } from '../../ui/member/form-errors';

/**
 * The request for help as the borrower writes it: what they typed, kept as typed (a draft holds "1,200",
 * not 120000), and turned into the contract's body — pence, whole pounds — only when checked or sent.
 */
export interface HardshipValues {
  changes: HardshipChange[];
  details: string;
  since: DateParts;
  income: string;
  spending: Record<SpendingHeading, string>;
  canPay: string;
}

/** The form's fields as its messages name them: the body's paths without `statement.`. */
export type HardshipField =
  | 'changes'
  | 'details'
  | 'since'
  | 'income'
  | 'canPay'
  | `spending.${SpendingHeading}`;

export type HardshipErrors = Partial<Record<HardshipField, string>>;

export const emptyValues = (): HardshipValues => ({
  changes: [],
  details: '',
  since: emptyDate,
  income: '',
  spending: Object.fromEntries(spendingHeadings.map((heading) => [heading, ''])) as Record<
    SpendingHeading,
    string
  >,
  canPay: '',
});

/** The label code of each money field, as the contract names it in its messages. */
const moneyLabels: Record<'income' | 'canPay' | SpendingHeading, string> = {
  income: 'field.monthlyIncome',
  canPay: 'field.canPay',
  housing: 'field.spendHousing',
  councilTax: 'field.spendCouncilTax',
  energy: 'field.spendEnergy',
  food: 'field.spendFood',
  transport: 'field.spendTransport',
  otherCredit: 'field.spendOtherCredit',
  other: 'field.spendOther',
};

/**
 * A spending heading left empty counts as nothing spent on it (not everyone pays Council Tax or has other
 * credit); income and what they could pay are asked for, since nothing there is a real answer to give.
 */
function spentOn(text: string): number | null | undefined {
  return text.trim() === '' ? 0 : parsePoundsInput(text);
}

/** income − spending, in pence, worked out as the borrower types; null until the income is a figure. */
export function leftOver(values: HardshipValues): number | null {
  const income = parsePoundsInput(values.income);
  if (typeof income !== 'number') return null;
  let spent = 0;
  for (const heading of spendingHeadings) {
    const amount = spentOn(values.spending[heading]);
    if (typeof amount === 'number') spent += amount;
  }
  return income - spent;
}

/** The spending headings' sum, in pence, of those that are figures. */
export function spendingSum(values: HardshipValues): number {
  return spendingHeadings.reduce((sum, heading) => {
    const amount = spentOn(values.spending[heading]);
    return typeof amount === 'number' ? sum + amount : sum;
  }, 0);
}

/** What the contract is given for a money field: pence, or nothing (`undefined`) when it is not a figure. */
const asBody = (amount: number | null | undefined) => (typeof amount === 'number' ? amount : undefined);

export function fieldOf(path: string): HardshipField | null {
  const name = path.replace(/^statement\./, '');
  if (name === 'changes' || name.startsWith('changes.')) return 'changes';
  if (name === 'details' || name === 'since' || name === 'income' || name === 'canPay') return name;
  const heading = /^spending\.(\w+)$/.exec(name)?.[1];
  return heading && (spendingHeadings as readonly string[]).includes(heading)
    ? (`spending.${heading}` as HardshipField)
    : null;
}

export type Checked =
  | { ok: true; body: HardshipRequestBody }
  | { ok: false; errors: Partial<Record<HardshipField, string>> };

/**
 * Checks the form with the server's own contract (so the browser refuses what the server would, in the same
 * words), plus what only the form can tell: a figure that is not a number at all, and a date after today
 * (the business date when the screen has it). Errors are message codes, keyed by field.
 */
export function checkHardship(values: HardshipValues, today: string): Checked {
  const income = parsePoundsInput(values.income);
  const canPay = parsePoundsInput(values.canPay);
  const spending = Object.fromEntries(
    spendingHeadings.map((heading) => [heading, spentOn(values.spending[heading])]),
  ) as Record<SpendingHeading, number | null | undefined>;
  const details = values.details.trim();
  const since = isoOfDateParts(values.since);
  const candidate = {
    changes: hardshipChanges.filter((change) => values.changes.includes(change)),
    ...(details ? { details } : {}),
    since,
    statement: {
      income: asBody(income),
      spending: Object.fromEntries(spendingHeadings.map((heading) => [heading, asBody(spending[heading])])),
      canPay: asBody(canPay),
    },
  };
  const errors: Partial<Record<HardshipField, string>> = {};
  const parsed = hardshipRequestBody.safeParse(candidate);
  if (!parsed.success) {
    for (const [path, code] of Object.entries(issueCodes(parsed.error.issues))) {
      const field = fieldOf(path);
      if (field) errors[field] ??= code;
    }
  }
  // Typed, but not an amount ("12.345", "-50", "about 300"): said as such, not as "please enter".
  const notAFigure = (field: 'income' | 'canPay' | SpendingHeading, amount: number | null | undefined) => {
    if (amount !== null) return;
    const key: HardshipField = field === 'income' || field === 'canPay' ? field : `spending.${field}`;
    errors[key] = encodeMessage(M.tplCorrect, { text: moneyLabels[field] });
  };
  notAFigure('income', income);
  notAFigure('canPay', canPay);
  for (const heading of spendingHeadings) notAFigure(heading, spending[heading]);
  if (!errors.since && since > today) errors.since = forbearanceErrors.sinceInFuture;
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}

/** Every field, in the order the form shows them: the first with a message gets the focus. */
export const fieldOrder: readonly HardshipField[] = [
  'changes',
  'details',
  'since',
  'income',
  ...spendingHeadings.map((heading) => `spending.${heading}` as const),
  'canPay',
];

/** A value read back from the device, checked field by field: an old or damaged draft starts empty. */
export function readValues(stored: unknown): HardshipValues | null {
  if (!stored || typeof stored !== 'object') return null;
  const value = stored as Partial<Record<keyof HardshipValues, unknown>>;
  const text = (input: unknown) => (typeof input === 'string' ? input.slice(0, 2000) : '');
  const base = emptyValues();
  const since = value.since && typeof value.since === 'object' ? (value.since as Partial<DateParts>) : {};
  const spending =
    value.spending && typeof value.spending === 'object' ? (value.spending as Record<string, unknown>) : {};
  return {
    changes: Array.isArray(value.changes)
      ? hardshipChanges.filter((change) => (value.changes as unknown[]).includes(change))
      : [],
    details: text(value.details),
    since: { day: text(since.day), month: text(since.month), year: text(since.year) },
    income: text(value.income),
    spending: Object.fromEntries(
      spendingHeadings.map((heading) => [heading, text(spending[heading])]),
    ) as typeof base.spending,
    canPay: text(value.canPay),
  };
}
