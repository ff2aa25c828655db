/**
 * JSON in web storage. Private browsing, a full quota or a corrupted value must never break the app, so
 * every access is guarded and falls back to the caller's default.
 */
export function readJson<T>(
  storage: Storage | undefined,
  key: string,
  parse: (value: unknown) => T,
  fallback: T,
): T {
  try {
    const raw = storage?.getItem(key);
    if (raw == null) return fallback;
    return parse(JSON.parse(raw));
  } catch {
    return fallback;
  }
}

export function writeJson(storage: Storage | undefined, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or privacy mode: the in-memory value still serves this visit.
  }
}

export function removeKey(storage: Storage | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to do: see writeJson.
  }
}

export const local = typeof window === 'undefined' ? undefined : safeStorage(() => window.localStorage);
export const session = typeof window === 'undefined' ? undefined : safeStorage(() => window.sessionStorage);

function safeStorage(get: () => Storage): Storage | undefined {
  try {
    return get();
  } catch {
    return undefined;
  }
}
