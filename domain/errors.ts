/**
 * Result codes of the API envelope (DESIGN §3). Codes, never English: the server's catalog and the app's
 * Lingui catalogs turn them into words in the reader's language.
 */
export const resultCodes = ['0', 'U403', 'V400', 'A401', 'F403', 'N404', 'C409', 'L429', 'E500'] as const;
export type ResultCode = (typeof resultCodes)[number];
export type ErrorCode = Exclude<ResultCode, '0'>;

export const SUCCESS_CODE = '0' satisfies ResultCode;

/** HTTP status sent with each code, so that proxies and logs make sense. */
export const httpStatusOf: Record<ResultCode, number> = {
  '0': 200,
  U403: 401,
  V400: 400,
  A401: 400,
  F403: 403,
  N404: 404,
  C409: 409,
  L429: 429,
  E500: 500,
};

/** Language codes on the wire (`lang` header) and the locale names the server maps them to (SPEC §4). */
export const languages = ['en', 'cn', 'tw'] as const;
export type Language = (typeof languages)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const localeOf: Record<Language, 'en_US' | 'zh_CN' | 'zh_TW'> = {
  en: 'en_US',
  cn: 'zh_CN',
  tw: 'zh_TW',
};

export function parseLanguage(value: unknown): Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value)
    ? (value as Language)
    : DEFAULT_LANGUAGE;
}
