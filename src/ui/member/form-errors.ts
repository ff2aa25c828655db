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

/**
 * Field path → what is shown on that field: its words, or what stands for them until they are put into
 * words (a message code from `issueCodes`, a Lingui message descriptor as `V`).
 */
export type FieldErrors<K extends string = string, V = string> = Partial<Record<K, V>>;

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
 * An answer's `data.fields`, by path: a V400's, or a C409's that names the field in conflict (a signature
 * that does not match the name on the ID, a voucher already used). Any other error names no field. With
 * `fields`, kept to the fields this form has, a nested path landing on its first part: the form's fields
 * when it names them as the body does, else a map from the body's names to the form's.
 */
export function serverFieldErrors<K extends string>(
  error: unknown,
  fields?: readonly K[] | Readonly<Record<string, K>>,
): FieldErrors<K> {
  if (!isApiError(error)) return {};
  if (!fields) return { ...error.fields } as FieldErrors<K>;
  const formField = (name: string): K | undefined =>
    isFieldList(fields)
      ? fields.find((field) => field === name)
      : Object.hasOwn(fields, name)
        ? fields[name]
        : undefined;
  const found: FieldErrors<K> = {};
  for (const [path, message] of Object.entries(error.fields)) {
    const field = formField(path.split('.')[0] ?? path);
    if (field !== undefined) found[field] ??= message;
  }
  return found;
}

function isFieldList<K extends string>(
  fields: readonly K[] | Readonly<Record<string, K>>,
): fields is readonly K[] {
  return Array.isArray(fields);
}
