import { i18n, type Messages } from '@lingui/core';
import { type CatalogName, catalogNames } from './catalog-names';
import { type Language, languageStore, localeOfLanguage } from './language';

// Every catalog of every locale, each a lazy chunk: only the active language's catalogs are downloaded,
// and of those only what the page being opened needs (the `catalogs` its route declares).
const catalogFiles = import.meta.glob<{ messages: Messages }>([
  '../../locales/*/*.po',
  '!../../locales/en/shell.po',
]);
// Except the English shell, which a first-time visitor needs before anything renders: it is part of the
// app's own file (vite.config.ts), so a lazy import of it only cost one more request, for a one-line module
// that re-exported it, among those the first page waits for.
const englishShell = import.meta.glob<{ messages: Messages }>('../../locales/en/shell.po', { eager: true });
for (const [file, module] of Object.entries(englishShell)) catalogFiles[file] = () => Promise.resolve(module);

const loaded = new Set<string>();
/** Catalogs any page asked for so far: a language switch loads all of them in the new language. */
const wanted = new Set<CatalogName>();

async function loadCatalogs(locale: string, names: readonly CatalogName[]): Promise<void> {
  const missing = names.filter((name) => !loaded.has(`${locale}/${name}`));
  if (missing.length === 0) return;
  const parts = await Promise.all(
    missing.map(async (name) => {
      const load = catalogFiles[`../../locales/${locale}/${name}.po`];
      if (!load) throw new Error(`No ${name} catalog for ${locale}`);
      return { name, messages: (await load()).messages };
    }),
  );
  i18n.load(locale, Object.assign({}, ...parts.map((part) => part.messages)));
  for (const part of parts) loaded.add(`${locale}/${part.name}`);
}

/** Makes sure the active language's `names` catalogs are in before a page that needs them renders. */
export async function ensureCatalogs(names: readonly CatalogName[]): Promise<void> {
  for (const name of names) wanted.add(name);
  await loadCatalogs(localeOfLanguage[languageStore.get()], names);
}

/**
 * After the first paint: fetch the rest of the active language, so that no later navigation waits for the
 * network. Only fetched, not loaded into Lingui: loading emits a change that re-renders every translated
 * component on the page for messages it does not use (a few hundred ms of main thread on a slow phone);
 * `ensureCatalogs` loads them, already downloaded, when a page that needs them opens.
 */
export async function prefetchRemainingCatalogs(): Promise<void> {
  const locale = localeOfLanguage[languageStore.get()];
  await Promise.all(
    catalogNames
      .filter((name) => !loaded.has(`${locale}/${name}`))
      .map((name) => catalogFiles[`../../locales/${locale}/${name}.po`]?.()),
  );
}

/**
 * Loads the catalogs (those in use, plus `names`), then switches every visible string, `<html lang>` and
 * the stored language.
 */
export async function activateLanguage(
  language: Language,
  names: readonly CatalogName[] = ['shell'],
): Promise<void> {
  for (const name of names) wanted.add(name);
  const locale = localeOfLanguage[language];
  await loadCatalogs(locale, [...wanted]);
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  languageStore.set(language);
}

// A message missing from the loaded catalogs renders as its id (a code such as "qwJuVW") in a production
// build: a page was shown before its catalog arrived, or a file belongs to no catalog. It is an error, so the
// browser journeys, which fail on any console error, catch it on every page they open.
i18n.on('missing', ({ id, locale }) => {
  console.error(`Missing message ${id} in the ${locale} catalogs`);
});

export { i18n };
