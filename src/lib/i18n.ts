import { i18n, type Messages } from '@lingui/core';
import { type Language, languageStore, localeOfLanguage } from './language';

// Every catalog of every locale, each a lazy chunk: only the active language is downloaded. Two catalogs
// per locale (`app`, `pages`) are merged so that the content pages keep their own file.
const catalogs = import.meta.glob<{ messages: Messages }>('../locales/*/*.po');

const loaded = new Set<string>();

export async function loadLocale(locale: string): Promise<void> {
  if (loaded.has(locale)) return;
  const prefix = `../locales/${locale}/`;
  const parts = await Promise.all(
    Object.entries(catalogs)
      .filter(([path]) => path.startsWith(prefix))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([, load]) => load()),
  );
  i18n.load(locale, Object.assign({}, ...parts.map((part) => part.messages)));
  loaded.add(locale);
}

/** Loads the catalogs, then switches every visible string, `<html lang>` and the stored language. */
export async function activateLanguage(language: Language): Promise<void> {
  const locale = localeOfLanguage[language];
  await loadLocale(locale);
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  languageStore.set(language);
}

export { i18n };
