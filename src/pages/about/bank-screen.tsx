import { Trans } from '@lingui/react/macro';
import { Screen } from '../../ui/screen';
import { Prose } from '../common/prose';
import '../../theme/pages.css';
import { bankSections } from './bank-content';

export function BankScreen() {
  return (
    <Screen
      width="reading"
      title={<Trans>Quayside as a lender</Trans>}
      lead={<Trans>Who we are, how we decide and how we are regulated.</Trans>}
      testId="bank"
    >
      <Prose sections={bankSections} />
    </Screen>
  );
}
