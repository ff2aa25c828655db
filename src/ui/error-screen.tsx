import { Trans } from '@lingui/react/macro';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { alertCircleOutline } from 'ionicons/icons';
import { isApiError, NETWORK_ERROR } from '../lib/api/api-error';
import { AppLink } from './app-link';
import { Icon } from './icon';
import { Screen } from './screen';

/** The server's reference for an unexpected failure (E500 carries one), which support can find in its log. */
function requestIdOf(error: unknown): string | undefined {
  const id = isApiError(error) ? error.data?.requestId : undefined;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/**
 * What a page shows when its loader or its render fails: the router's default for every route (a route may
 * set its own `errorComponent`). "Try again" reloads the page's data and renders it afresh.
 */
export function ErrorScreen({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const requestId = requestIdOf(error);
  const offline = isApiError(error) && error.code === NETWORK_ERROR;
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <Screen title={<Trans>Something went wrong</Trans>} width="narrow" centred testId="route-error">
      <div className="empty-state" role="alert">
        <Icon icon={alertCircleOutline} aria-hidden="true" className="empty-state__icon" />
        <p>
          {offline ? (
            <Trans>This page needs a connection. Check that you are online, then try again.</Trans>
          ) : (
            <Trans>This page could not be shown. Please try again in a moment.</Trans>
          )}
        </p>
        {requestId ? (
          <p className="muted">
            <Trans>If you contact us, quote this reference: {requestId}</Trans>
          </p>
        ) : null}
        <div className="button-row">
          <button type="button" className="button button--primary" onClick={retry}>
            <Trans>Try again</Trans>
          </button>
          <AppLink href="/home" className="button button--secondary">
            <Trans>Go to the home page</Trans>
          </AppLink>
        </div>
      </div>
    </Screen>
  );
}
