/**
 * Every failed call rejects with an ApiError. `code` is the envelope's code (U403, V400, …) or one of the
 * transport codes below, which have no envelope: the app-level error policy decides what a person sees.
 */
export const NETWORK_ERROR = 'NETWORK';
export const ABORTED = 'ABORTED';

export type ApiErrorData = Record<string, unknown> | null;

export class ApiError extends Error {
  readonly code: string;
  readonly msg: string;
  readonly data: ApiErrorData;
  readonly status: number;

  constructor(code: string, msg: string, data: ApiErrorData = null, status = 0) {
    super(`${code}: ${msg}`);
    this.name = 'ApiError';
    this.code = code;
    this.msg = msg;
    this.data = data;
    this.status = status;
  }

  /** Seconds the server asked us to wait (L429, or a code sent too soon). */
  get retryAfter(): number | undefined {
    const value = this.data?.retryAfter;
    return typeof value === 'number' ? value : undefined;
  }

  /** Field path → localized message, for V400 answers. */
  get fields(): Record<string, string> {
    const value = this.data?.fields;
    if (!value || typeof value !== 'object') return {};
    const out: Record<string, string> = {};
    for (const [key, message] of Object.entries(value)) if (typeof message === 'string') out[key] = message;
    return out;
  }
}

/**
 * No fresh answer, but the service worker's saved copy of one (no connection, or the server did not answer
 * in time): a failure like any network failure, carrying the copy — checked against its contract — and
 * when it was saved, for the public pages that show a copy as such (src/lib/queries/saved-copy.ts).
 */
export class SavedCopyError extends ApiError {
  readonly copy: unknown;
  readonly savedAt: number;

  constructor(copy: unknown, savedAt: number, status = 200) {
    super(NETWORK_ERROR, 'Only a saved copy could be read', null, status);
    this.name = 'SavedCopyError';
    this.copy = copy;
    this.savedAt = savedAt;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
