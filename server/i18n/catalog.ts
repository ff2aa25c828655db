import { eligibilityMessageParams } from '../../domain/eligibility';
import type { Language } from '../../domain/errors';
import { dayText } from '../../domain/loan/day-text';
import { decodeMessage, type MessageParams } from '../../domain/messages';
import { formatMoney } from '../../domain/money';
import { bankMessages } from './bank-messages';
import { borrowerDeskMessages } from './borrower-desk-messages';
import type { CatalogPart } from './catalog-types';
import { collectionsMessages } from './collections-messages';
import { complaintMessages } from './complaint-messages';
import { contentMessages } from './content-messages';
import { coreMessages } from './core-messages';
import { creditMessages } from './credit-messages';
import { directDebitMessages } from './direct-debit-messages';
import { forbearanceMessages } from './forbearance-messages';
import { hardshipMessages } from './hardship-messages';
import { incomeProofMessages } from './income-proof-messages';
import { loanMessages } from './loan-messages';
import { memberMessages } from './member-messages';
import { notifyChannelMessages } from './notify-channel-messages';
import { reminderMessages } from './reminder-messages';
import { repaymentMessages } from './repayment-messages';
import { reportMessages } from './report-messages';
import { secondFactorMessages } from './second-factor-messages';
import { servicingDayMessages } from './servicing-day-messages';
import { servicingMessages } from './servicing-messages';
import { topUpMessages } from './top-up-messages';
import { usdtMessages } from './usdt-messages';

/** The server's catalog: message keys (domain/messages and module keys) → words in en / cn / tw. */
export const catalog: CatalogPart = {
  ...coreMessages,
  ...memberMessages,
  ...contentMessages,
  ...loanMessages,
  ...repaymentMessages,
  ...reminderMessages,
  ...servicingMessages,
  ...forbearanceMessages,
  ...servicingDayMessages,
  ...collectionsMessages,
  ...topUpMessages,
  ...creditMessages,
  ...incomeProofMessages,
  ...usdtMessages,
  ...bankMessages,
  ...directDebitMessages,
  ...hardshipMessages,
  ...complaintMessages,
  ...notifyChannelMessages,
  ...secondFactorMessages,
  ...reportMessages,
  ...borrowerDeskMessages,
};

export function hasMessage(key: string): boolean {
  return Object.hasOwn(catalog, key);
}

/**
 * Words for an encoded message key (`key` or `key|{"param":…}`) in `lang`. A parameter whose value is itself
 * a catalog key (a field label such as `field.firstName`) is translated too, so templates like
 * "Please enter {text}" read naturally in each language.
 */
export function translate(encoded: string, lang: Language, extra: MessageParams = {}): string {
  const { key, params } = decodeMessage(encoded);
  const entry = catalog[key];
  if (!entry) return fallback(key, lang);
  return fill(entry[lang], { ...eligibilityMessageParams[key], ...params, ...extra }, lang);
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

function fill(template: string, params: MessageParams, lang: Language): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    // A reason inside a sentence ("You are not eligible: {reason}") carries its own figures.
    if (typeof value === 'string' && hasMessage(value))
      return fill(catalog[value]![lang], { ...eligibilityMessageParams[value] }, lang);
    // A round threshold in minor units (the eligibility rules'), as money in the reader's format.
    if (name === 'wholeMoney' && typeof value === 'number')
      return formatMoney(value, lang, { whole: true, currency: 'GBP' });
    // A calendar day is said in the reader's one date style, as the app's screens say it (decision 102).
    if (typeof value === 'string' && isoDay.test(value)) return dayText(value, lang);
    return String(value);
  });
}

// An unknown key is a programming error; the reader still gets a sentence in their language.
function fallback(key: string, lang: Language): string {
  return catalog['validation.failed']?.[lang] ?? key;
}
