/**
 * Matches a typed query against translated text: case- and accent-insensitive, every word must appear.
 * Works for Chinese too, where a "word" is simply the characters typed.
 */
export function normalise(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

export function matchesQuery(texts: readonly string[], query: string): boolean {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalise(texts.join(' '));
  return words.every((word) => haystack.includes(word));
}
