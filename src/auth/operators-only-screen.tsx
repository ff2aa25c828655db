import { Trans } from '@lingui/react/macro';
import { AppLink } from '../ui/app-link';
import { Screen } from '../ui/screen';

/** What a member who is not an operator sees at /ops: the console is not for them, and nothing of it. */
export function OperatorsOnlyScreen() {
  return (
    <Screen
      title={<Trans>This page is for Quayside’s staff</Trans>}
      width="narrow"
      centred
      testId="operators-only"
    >
      <div className="empty-state" role="alert">
        <p>
          <Trans>
            The operators’ console is open only to Quayside’s operators. Your own account and loans are in the
            member centre.
          </Trans>
        </p>
        <div className="button-row">
          <AppLink href="/member/centre" className="button button--primary">
            <Trans>Go to the member centre</Trans>
          </AppLink>
        </div>
      </div>
    </Screen>
  );
}
