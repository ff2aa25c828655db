import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { isApiError } from '../lib/api/api-error';
import { useLanguage } from '../lib/i18n/language';
import { loanContractQuery, loanDetailQuery } from '../lib/queries/loan-queries';
import { useUser } from '../lib/stores/session-store';
import { Screen } from '../ui/screen';
import { ContractDocument } from './contract-document';
import { LoanList } from './loan-list';
import { PrintButton } from './print-button';
import { SignOfferForm } from './sign-offer-form';
import './loans.css';

const route = getRouteApi('/loan-contract');

/** The agreement of one loan; while its offer waits, the signature form follows the text. */
export function LoanContractScreen() {
  const { id } = route.useSearch();
  if (!id) {
    return (
      <Screen
        title={<Trans>Loan agreement</Trans>}
        lead={<Trans>Your agreement appears here once we make you an offer. Choose a loan to open it.</Trans>}
        testId="loan-contract"
      >
        <LoanList target="/loan-contract" />
      </Screen>
    );
  }
  return <ContractOf loanId={id} />;
}

function ContractOf({ loanId }: { loanId: number }) {
  const user = useUser();
  const lang = useLanguage();
  const navigate = useNavigate();
  const detail = useQuery(loanDetailQuery(user.id, loanId));
  const contract = useQuery({ ...loanContractQuery(user.id, loanId, lang), meta: { silent: true } });
  const canSign = detail.data?.status === 'APPROVED';
  return (
    <Screen
      title={<Trans>Loan agreement</Trans>}
      lead={
        canSign ? (
          <Trans>Read the pre-contract information and the agreement, then sign below.</Trans>
        ) : undefined
      }
      width="reading"
      actions={contract.data ? <PrintButton /> : undefined}
      testId="loan-contract"
    >
      {contract.data ? (
        <ContractDocument contract={contract.data} />
      ) : contract.isPending ? (
        <p className="muted" aria-busy="true">
          <Trans>Loading the agreement…</Trans>
        </p>
      ) : (
        <p role="alert" data-testid="contract-unavailable">
          {isApiError(contract.error) && contract.error.code === 'C409' ? (
            contract.error.msg
          ) : (
            <Trans>We could not load the agreement. Check your connection and try again.</Trans>
          )}
        </p>
      )}
      {canSign && contract.data ? (
        <SignOfferForm
          loanId={loanId}
          versionHash={contract.data.versionHash}
          topUp={contract.data.topUp}
          onSigned={() => void navigate({ to: '/loan/detail', search: { id: loanId } })}
        />
      ) : null}
      <div className="button-row button-row--start no-print">
        <Link to="/loan/detail" search={{ id: loanId }} className="button button--secondary">
          <Trans>Back to the loan</Trans>
        </Link>
      </div>
    </Screen>
  );
}
