import { useQuery } from '@tanstack/react-query';
import { Navigate } from '@tanstack/react-router';
import { loanListQuery } from '../../lib/queries/loan-queries';
import { useUser } from '../../lib/stores/session-store';
import { LoanList } from '../loan-list';

/** From /help/money-worries, a link without a loan: their running loan, or the list when there are several. */
export default function ChooseLoan() {
  const user = useUser();
  const list = useQuery(loanListQuery(user.id)).data?.list;
  const running = list?.filter((loan) => loan.status === 'DISBURSED') ?? [];
  const only = running.length === 1 ? running[0] : undefined;
  if (only) return <Navigate to="/loan/hardship" search={{ id: only.loanId }} replace />;
  return <LoanList target="/loan/hardship" />;
}
