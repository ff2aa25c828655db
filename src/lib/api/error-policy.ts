import { ABORTED, isApiError, NETWORK_ERROR } from './api-error';

/** What the app does with a failed call (SPEC §8). Pure, so it is tested without a browser. */
export type ErrorOutcome =
  | { kind: 'relogin' }
  | { kind: 'toast'; message: string }
  | { kind: 'generic' }
  | { kind: 'offline' }
  | { kind: 'ignore' };

/**
 * `online` is what the device believes. A call that could not reach us while the device knows it is offline
 * is not an error to report: the offline banner already says so, and the read is asked again when the
 * connection returns (the query library refetches on reconnect; writes wait in the outbox).
 */
export function decideErrorOutcome(error: unknown, online = true): ErrorOutcome {
  if (isAbort(error)) return { kind: 'ignore' };
  if (!online && isUnreached(error)) return { kind: 'offline' };
  if (!isApiError(error)) return { kind: 'generic' };
  if (error.code === 'U403') return { kind: 'relogin' };
  if (error.code === NETWORK_ERROR || error.code === 'E500' || error.status >= 500)
    return { kind: 'generic' };
  return error.msg.trim() ? { kind: 'toast', message: error.msg } : { kind: 'generic' };
}

/** A call that never got an answer: fetch's own failure, our timeout, or a gateway with nobody behind it. */
function isUnreached(error: unknown): boolean {
  if (!isApiError(error)) return error instanceof TypeError;
  return error.code === NETWORK_ERROR || error.status === 502 || error.status === 503 || error.status === 504;
}

function isAbort(error: unknown): boolean {
  if (isApiError(error)) return error.code === ABORTED;
  return error instanceof DOMException && error.name === 'AbortError';
}

export interface ErrorPolicyEffects {
  toastError(message: string): void;
  /** Whether the device believes it is online (navigator.onLine). */
  isOnline(): boolean;
  /** Localized "Login timed out, please log in again!" */
  sessionExpiredMessage(): string;
  /** Localized "Request timed out or server error, …" */
  genericMessage(): string;
  clearUser(): void;
  /** Go to /login?redirect=<where the borrower was>. */
  goToLogin(): void;
  log(message: string, error: unknown): void;
}

/**
 * The one place that turns a failed call into what a person sees. Registered on the QueryClient's caches
 * and used by forms. Several calls failing with U403 at once must lead to one redirect, not a loop.
 */
export function createErrorPolicy(effects: ErrorPolicyEffects) {
  let redirecting = false;
  return {
    handle(error: unknown): ErrorOutcome {
      const outcome = decideErrorOutcome(error, effects.isOnline());
      switch (outcome.kind) {
        case 'ignore':
          effects.log('Request cancelled', error);
          break;
        case 'relogin':
          effects.toastError(effects.sessionExpiredMessage());
          effects.clearUser();
          if (!redirecting) {
            redirecting = true;
            effects.goToLogin();
            // The redirect completes within a tick; later U403s (a new session expiring) redirect again.
            setTimeout(() => {
              redirecting = false;
            }, 1000);
          }
          break;
        case 'generic':
          effects.log('Request failed', error);
          effects.toastError(effects.genericMessage());
          break;
        case 'toast':
          effects.toastError(outcome.message);
          break;
        case 'offline':
          effects.log('Request not sent: offline', error);
          break;
      }
      return outcome;
    },
  };
}
export type ErrorPolicy = ReturnType<typeof createErrorPolicy>;
