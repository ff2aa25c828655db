import { useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, type Language, parseLanguage } from '../../../domain/errors';
import { createExternalStore } from '../stores/external-store';
import { local, readJson, writeJson } from '../stores/storage';

export type { Language };

/** Key of the stored language (SPEC §7: "the stored language key defaults to en"). */
export const LANGUAGE_KEY = 'lang';

/** Wire code (`lang` header) → Lingui catalog folder and BCP 47 tag for `<html lang>` and Intl. */
export const localeOfLanguage: Record<Language, 'en' | 'zh-CN' | 'zh-TW'> = {
  en: 'en',
  cn: 'zh-CN',
  tw: 'zh-TW',
};

export const languageStore = createExternalStore<Language>(
  readJson(local, LANGUAGE_KEY, parseLanguage, DEFAULT_LANGUAGE),
  (value) => writeJson(local, LANGUAGE_KEY, value),
);

export function currentLanguage(): Language {
  return languageStore.get();
}

export function useLanguage(): Language {
  return useSyncExternalStore(languageStore.subscribe, languageStore.get, languageStore.get);
}
