import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

export function BackToSettings() {
  return (
    <Link to="/account/centre/settings" className="button button--secondary">
      <Trans>Back to security settings</Trans>
    </Link>
  );
}
