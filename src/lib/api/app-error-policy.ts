import { msg } from '@lingui/core/macro';
import { i18n } from '../i18n/i18n';
import { clearUser } from '../stores/session-store';
import { showToast } from '../stores/toast-store';
import { createErrorPolicy, type ErrorPolicy } from './error-policy';

const sessionExpired = msg`Login timed out, please log in again!`;
const generic = msg`Request timed out or server error, please check the network or contact the administrator!`;

/** What the policy needs of the router, so lib/ does not depend on the route tree. */
export interface LoginNavigator {
  currentHref(): string;
  goToLogin(redirect: string): void;
}

export function createAppErrorPolicy(navigator: LoginNavigator): ErrorPolicy {
  return createErrorPolicy({
    toastError: (message) => showToast('error', message),
    isOnline: () => window.navigator.onLine,
    sessionExpiredMessage: () => i18n._(sessionExpired),
    genericMessage: () => i18n._(generic),
    clearUser,
    goToLogin: () => {
      const here = navigator.currentHref();
      // Already on /login (e.g. a stale token while signing in): stay, keep its own redirect.
      if (here.startsWith('/login')) return;
      navigator.goToLogin(here);
    },
    log: (message, error) => console.info(message, error),
  });
}
