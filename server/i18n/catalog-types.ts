import type { Language } from '../../domain/errors';

/** One message in the three languages of the API (`lang` header en / cn / tw). */
export type Translations = Record<Language, string>;
export type CatalogPart = Record<string, Translations>;
