import { Trans } from '@lingui/react/macro';
import { Screen } from '../../ui/screen';
import { LoanList } from './loan-list';

/** Until an offer exists there is no contract; the borrower picks a loan to read its agreement. */
export function LoanContractScreen() {
  return (
    <Screen
      title={<Trans>Loan agreement</Trans>}
      lead={<Trans>Your agreement appears here once we make you an offer. Choose a loan to open it.</Trans>}
      testId="loan-contract"
    >
      <LoanList target="/loan/detail" />
    </Screen>
  );
}
