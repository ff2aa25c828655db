import { Trans } from '@lingui/react/macro';
import { Screen } from '../../ui/screen';
import { LoanList } from './loan-list';

export function LoanHistoryScreen() {
  return (
    <Screen
      title={<Trans>My loans</Trans>}
      lead={<Trans>Every loan you have applied for, newest first.</Trans>}
      testId="loan-history"
    >
      <LoanList target="/loan/detail" />
    </Screen>
  );
}
