import type { Language } from '../../lib/i18n/language';

/**
 * SPEC §1: the switcher shows about 21 languages with their flags; only three are application languages.
 * Names are written in their own language, as a reader of that language looks for them.
 *
 * The two Chinese languages are scripts read in several countries, not countries: they are marked by the
 * script (简 Simplified, 繁 Traditional) instead of a national flag (docs/decisions/010).
 */
export type LanguageMark = { flag: string } | { script: '简' | '繁' };

export type SwitcherLanguage = LanguageMark & {
  id: string;
  nativeName: string;
  language: Language | null;
};

export const switcherLanguages: readonly SwitcherLanguage[] = [
  { id: 'en', nativeName: 'English', flag: '/flags/gb.svg', language: 'en' },
  { id: 'zh-CN', nativeName: '简体中文', script: '简', language: 'cn' },
  { id: 'zh-TW', nativeName: '繁體中文', script: '繁', language: 'tw' },
  { id: 'ja', nativeName: '日本語', flag: '/flags/jp.svg', language: null },
  { id: 'ko', nativeName: '한국어', flag: '/flags/kr.svg', language: null },
  { id: 'fr', nativeName: 'Français', flag: '/flags/fr.svg', language: null },
  { id: 'de', nativeName: 'Deutsch', flag: '/flags/de.svg', language: null },
  { id: 'es', nativeName: 'Español', flag: '/flags/es.svg', language: null },
  { id: 'it', nativeName: 'Italiano', flag: '/flags/it.svg', language: null },
  { id: 'pt', nativeName: 'Português', flag: '/flags/pt.svg', language: null },
  { id: 'nl', nativeName: 'Nederlands', flag: '/flags/nl.svg', language: null },
  { id: 'pl', nativeName: 'Polski', flag: '/flags/pl.svg', language: null },
  { id: 'sv', nativeName: 'Svenska', flag: '/flags/se.svg', language: null },
  { id: 'ru', nativeName: 'Русский', flag: '/flags/ru.svg', language: null },
  { id: 'tr', nativeName: 'Türkçe', flag: '/flags/tr.svg', language: null },
  { id: 'ar', nativeName: 'العربية', flag: '/flags/ae.svg', language: null },
  { id: 'hi', nativeName: 'हिन्दी', flag: '/flags/in.svg', language: null },
  { id: 'th', nativeName: 'ไทย', flag: '/flags/th.svg', language: null },
  { id: 'vi', nativeName: 'Tiếng Việt', flag: '/flags/vn.svg', language: null },
  { id: 'id', nativeName: 'Bahasa Indonesia', flag: '/flags/id.svg', language: null },
  { id: 'ms', nativeName: 'Bahasa Melayu', flag: '/flags/my.svg', language: null },
];
