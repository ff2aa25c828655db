import { Trans } from '@lingui/react/macro';
import { Screen } from '../../ui/screen';
import { Prose } from '../common/prose';
import '../../theme/pages.css';
import { privacySections } from './privacy-content';
import { termsSections } from './terms-content';

export function PrivacyScreen() {
  return (
    <Screen
      width="reading"
      title={<Trans>Privacy statement</Trans>}
      lead={<Trans>How we collect, use and protect your personal information.</Trans>}
      testId="privacy"
    >
      <Prose sections={privacySections} />
    </Screen>
  );
}

export function TermsScreen() {
  return (
    <Screen
      width="reading"
      title={<Trans>Terms of use</Trans>}
      lead={<Trans>The rules for using the Quayside website and app.</Trans>}
      testId="terms"
    >
      <Prose sections={termsSections} />
    </Screen>
  );
}
