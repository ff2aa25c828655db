/**
 * The console's paths, found in the rest of the path after /ops (one file route holds the whole console,
 * decision 080). A screen's pattern is its path's segments: fixed words, and at most one `:id` — a record's
 * number, positive, up to ten digits — or `:name` — a lowercase word with hyphens, up to 40 letters (a
 * report's). The table of screens (console-screens.tsx) holds the patterns; this matcher knows nothing of
 * any screen, so a new screen is one line in that table.
 */
export interface PathMatch<P extends string = string> {
  pattern: P;
  /** The record the path names, for a pattern with `:id`. */
  id: number | null;
  /** The word the path names, for a pattern with `:name`. */
  name: string | null;
}

function nameOf(segment: string): string | null {
  return /^[a-z][a-z-]{0,39}$/.test(segment) ? segment : null;
}

function recordId(segment: string): number | null {
  return /^[1-9]\d{0,9}$/.test(segment) ? Number(segment) : null;
}

/** The pattern the path (after /ops/) fits, and its id; null when it fits none (the console's "not found"). */
export function matchOpsPath<P extends string>(
  patterns: readonly P[],
  splat: string | undefined,
): PathMatch<P> | null {
  const parts = (splat ?? '').split('/').filter(Boolean);
  for (const pattern of patterns) {
    const wanted = pattern.split('/').filter(Boolean);
    if (wanted.length !== parts.length) continue;
    let id: number | null = null;
    let name: string | null = null;
    const fits = wanted.every((segment, index) => {
      const part = parts[index] as string;
      if (segment === ':id') {
        id = recordId(part);
        return id !== null;
      }
      if (segment === ':name') {
        name = nameOf(part);
        return name !== null;
      }
      return segment === part;
    });
    if (fits) return { pattern, id, name };
  }
  return null;
}

/** The path of a pattern, with its record's id or name where it has one: for links and after an action. */
export function opsPath(pattern: string, id?: number | string): string {
  const path = pattern.replace(/:id|:name/, String(id ?? ''));
  return path === '' ? '/ops' : `/ops/${path}`;
}

/** The menu entry a path lights up: its first segment (a record shows its queue as current). */
export function sectionOf(pattern: string): string {
  return pattern.split('/')[0] ?? '';
}
