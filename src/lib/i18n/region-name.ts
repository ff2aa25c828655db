import { type Language, localeOfLanguage } from './language';

/**
 * The regions our brands serve, named in each language without Intl: the first `Intl.DisplayNames` loads
 * the locale data behind every Intl service, a tenth of a second of a slow phone's start-up spent on the
 * footer of the first page. Any other code still gets its name from Intl.
 */
const knownRegions: Record<string, Record<Language, string>> = {
  GB: { en: 'United Kingdom', cn: '英国', tw: '英國' },
};

/** "GB" → "United Kingdom" / "英国" / "英國", in the reader's language. */
export function regionName(code: string, lang: Language): string {
  const known = knownRegions[code.toUpperCase()];
  if (known) return known[lang];
  try {
    return new Intl.DisplayNames([localeOfLanguage[lang]], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
