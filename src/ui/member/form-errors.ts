import type { I18n } from '@lingui/core';
import type { z } from 'zod';
import { isApiError } from '../../lib/api/api-error';
import type { Language } from '../../lib/i18n/language';
import { messageText } from './field-message';

/**
 * The one way a form gets its messages onto its fields, from either side: the shared contract checked in
 * the browser (its issues carry domain message codes) or the server's V400 answer (its `data.fields`,
 * already in the reader's language). Paths are the body's, dotted (`contacts.0.name`).
 */

/** Field path → the words (or, from `issueCodes`, the code) shown on that field. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

type Issue = { path: readonly PropertyKey[]; message: string };

/** Path → message code of each issue; the first issue of a path wins, as the server's `data.fields` does. */
export function issueCodes(issues: readonly Issue[]): Record<string, string> {
  const codes: Record<string, string> = {};
  for (const issue of issues) codes[issue.path.map(String).join('.')] ??= issue.message;
  return codes;
}

/** The same, in words. */
export function issueMessages(
  issues: readonly Issue[],
  words: (code: string) => string,
): Record<string, string> {
  return Object.fromEntries(Object.entries(issueCodes(issues)).map(([path, code]) => [path, words(code)]));
}

/**
 * Checks a form with the contract the server checks it with, and puts the first message for each field
 * into words, so the browser refuses exactly what the server would, with the same wording.
 */
export function contractErrors<K extends string>(
  schema: z.ZodType,
  value: Partial<Record<K, unknown>>,
  i18n: I18n,
  lang: Language,
): FieldErrors<K> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return {};
  return issueMessages(parsed.error.issues, (code) => messageText(i18n, code, lang)) as FieldErrors<K>;
}

/**
 * A V400 answer's `data.fields`, by path; with `fields`, kept to the fields this form has (a nested path
 * lands on its first part). Any other error names no field.
 */
export function serverFieldErrors<K extends string>(error: unknown, fields?: readonly K[]): FieldErrors<K> {
  if (!isApiError(error) || error.code !== 'V400') return {};
  if (!fields) return { ...error.fields } as FieldErrors<K>;
  const found: FieldErrors<K> = {};
  for (const [path, message] of Object.entries(error.fields)) {
    const field = path.split('.')[0] as K;
    if (fields.includes(field)) found[field] ??= message;
  }
  return found;
}
