import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { AppLink } from '../../ui/app-link';
import { Screen } from '../../ui/screen';
import { BillsCard, BookSummary, LedgerCard } from '../arrears/case-book';
import { BackToQueue } from '../shared/back-to-queue';
import { ClaimNotice, useClaim } from '../shared/claim';
import { QueryState } from '../shared/query-state';
import { DecisionPanel } from './decision-panel';
import { hardshipCaseQuery } from './hardship-queries';
import { OffersCard } from './offers-card';
import { RequestCard } from './request-card';

/**
 * A borrower's request for help beside the loan's book (arrears, bills) and ledger, the offers made on it
 * and the arrangement in force, and the decision: an arrangement shown as a plan before it is offered,
 * overdue interest waived, or the request declined.
 */
export function HardshipCaseScreen({ requestId }: { requestId: number }) {
  const lang = useLanguage();
  const claim = useClaim('hardship', requestId);
  const query = useQuery(hardshipCaseQuery(requestId));
  const detail = query.data;
  return (
    <Screen
      title={
        detail ? (
          <Trans>Request for help: {detail.loan.borrowerName}</Trans>
        ) : (
          <Trans>Request for help {requestId}</Trans>
        )
      }
      lead={
        detail ? (
          <Trans>
            Loan {detail.loan.contractNumber ?? detail.loan.id}, business date{' '}
            {formatDate(detail.businessDate, lang)}
          </Trans>
        ) : null
      }
      width="wide"
      testId="ops-hardship-case"
      actions={<BackToQueue href="/ops/hardship" />}
    >
      <ClaimNotice claim={claim} />
      <QueryState query={query}>
        {detail ? (
          <div className="hardship-case">
            <div className="ops-columns ops-case">
              <div className="ops-column">
                <RequestCard detail={detail} />
              </div>
              <div className="ops-column">
                <BookSummary detail={detail} />
                <p className="hardship-case__link">
                  <AppLink href={`/ops/arrears/${detail.loan.id}`} data-testid="arrears-case-link">
                    <Trans>The loan’s arrears case: contacts, promises, notices</Trans>
                  </AppLink>
                </p>
              </div>
            </div>
            <OffersCard detail={detail} />
            <DecisionPanel detail={detail} />
            <BillsCard detail={detail} />
            <LedgerCard detail={{ entries: detail.ledger }} />
          </div>
        ) : null}
      </QueryState>
    </Screen>
  );
}
