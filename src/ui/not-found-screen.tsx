import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { compassOutline } from 'ionicons/icons';
import { AppLink } from './app-link';
import { Icon } from './icon';
import { Screen } from './screen';

export function NotFoundScreen() {
  return (
    <Screen title={<Trans>Page not found</Trans>} width="narrow" centred testId="not-found">
      <div className="empty-state">
        <Icon icon={compassOutline} aria-hidden="true" className="empty-state__icon" />
        <p>
          <Trans>
            We could not find the page you asked for. It may have moved, or the link may be mistyped.
          </Trans>
        </p>
        <div className="button-row">
          <AppLink href="/home" className="button button--primary">
            <Trans>Go to the home page</Trans>
          </AppLink>
          <Link to="/login" className="button button--secondary">
            <Trans>Log in</Trans>
          </Link>
          <AppLink href="/help" className="button button--secondary">
            <Trans>Get help</Trans>
          </AppLink>
        </div>
      </div>
    </Screen>
  );
}
