import { Trans } from '@lingui/react/macro';
import { AppLink } from '../../ui/app-link';

/** An item's way back to its queue, at the top of its screen. */
export function BackToQueue({ href }: { href: string }) {
  return (
    <AppLink href={href} className="button button--secondary">
      <Trans>Back to the queue</Trans>
    </AppLink>
  );
}
