import { Trans, useLingui } from '@lingui/react/macro';
import { AppLink } from '../../ui/app-link';
import { Screen } from '../../ui/screen';
import { useOperator } from '../shared/operator-identity';
import { roleLabels } from '../shared/roles';

/**
 * An operator's own account at the desk: who they are signed in as, their jobs, and where their password and
 * second factors are changed. Not the borrower's "Me" page: an operator has no loans, profile or messages.
 */
export function OperatorAccountScreen() {
  const { i18n } = useLingui();
  const operator = useOperator();
  return (
    <Screen title={<Trans>My account</Trans>} width="narrow" testId="operator-account">
      <dl className="ops-facts card">
        {operator.givenName ? (
          <div className="ops-facts__row">
            <dt>
              <Trans>Name</Trans>
            </dt>
            <dd data-testid="operator-name">{operator.givenName}</dd>
          </div>
        ) : null}
        <div className="ops-facts__row">
          <dt>
            <Trans>E-mail</Trans>
          </dt>
          <dd data-testid="operator-email">{operator.email}</dd>
        </div>
        <div className="ops-facts__row">
          <dt>
            <Trans>Roles</Trans>
          </dt>
          <dd data-testid="operator-roles">
            {operator.roles === null || operator.roles.length === 0 ? (
              <Trans>Operator</Trans>
            ) : (
              operator.roles.map((role) => i18n._(roleLabels[role])).join(', ')
            )}
          </dd>
        </div>
      </dl>
      <h2>
        <Trans>Signing in</Trans>
      </h2>
      <p className="muted">
        <Trans>
          Your password and your second factors (an authenticator app, passkeys, recovery codes) keep
          borrowers’ data safe. Change them in your security settings.
        </Trans>
      </p>
      <ul className="ops-links">
        <li>
          <AppLink href="/account/centre/settings/password" data-testid="operator-password-link">
            <Trans>Change your password</Trans>
          </AppLink>
        </li>
        <li>
          <AppLink href="/ops/security" data-testid="operator-security-link">
            <Trans>Second factors and security settings</Trans>
          </AppLink>
        </li>
      </ul>
    </Screen>
  );
}
