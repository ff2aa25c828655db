/**
 * JSON in one spelling for equal data: object keys in code-unit order at every level, so the order keys
 * were written in never matters. The loan agreement's version hash, an Idempotency-Key's fingerprint and
 * the wizard's "is this section changed" are all taken over it, so a change here changes every signed
 * agreement's hash and every stored key's fingerprint (both pinned by tests beside their users).
 *
 * Where it differs from `JSON.stringify`: `undefined` and `null` are `null` at the top and in arrays, and a
 * key whose value is `undefined` is left out (a body with `{ note: undefined }` is the body without it); a
 * `Date` is its ISO string; a `bigint` is its decimal string. `replace` turns a value the caller knows
 * (uploaded bytes, say) into one of these before it is written, at every level.
 */
export function canonicalJson(value: unknown, replace?: (value: unknown) => unknown): string {
  const item = replace ? replace(value) : value;
  if (item === null || item === undefined) return 'null';
  if (item instanceof Date) return JSON.stringify(item.toISOString());
  if (Array.isArray(item)) return `[${item.map((entry) => canonicalJson(entry, replace)).join(',')}]`;
  if (typeof item === 'object') {
    const entries = Object.entries(item as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry, replace)}`).join(',')}}`;
  }
  if (typeof item === 'bigint') return JSON.stringify(item.toString());
  return JSON.stringify(item);
}
