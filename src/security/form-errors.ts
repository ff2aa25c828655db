import type { I18n } from '@lingui/core';
import type { z } from 'zod';
import { isApiError } from '../lib/api-error';
import type { Language } from '../lib/language';
import { messageText } from '../ui/member/field-message';

/** Field name → the words shown on that field. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

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
  const errors: FieldErrors<K> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '') as K;
    if (field && !(field in errors)) errors[field] = messageText(i18n, issue.message, lang);
  }
  return errors;
}

/** A V400 answer's `data.fields` (already in the reader's language), kept to the fields this form has. */
export function serverFieldErrors<K extends string>(error: unknown, fields: readonly K[]): FieldErrors<K> {
  if (!isApiError(error) || error.code !== 'V400') return {};
  const found: FieldErrors<K> = {};
  for (const [path, message] of Object.entries(error.fields)) {
    const field = path.split('.')[0] as K;
    if (fields.includes(field)) found[field] = message;
  }
  return found;
}
