import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Screen } from '../ui/screen';
import { LoanList } from './loan-list';
import './loans.css';

export function LoanHistoryScreen() {
  return (
    <Screen
      title={<Trans>My loans</Trans>}
      lead={<Trans>Every application and loan you have with us, newest first.</Trans>}
      testId="loan-history"
    >
      <LoanList target="/loan/detail" />
      <div className="button-row button-row--start">
        <Link to="/loan/record" className="button button--secondary">
          <Trans>Repayment records</Trans>
        </Link>
      </div>
    </Screen>
  );
}
