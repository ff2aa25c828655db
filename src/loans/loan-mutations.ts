import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { signResponse, statusResponse, withdrawResponse } from '../../domain/api/loans';
import { repaymentView } from '../../domain/api/repayments';
import { apiRequest } from '../lib/api/api-client';
import { loanKeys } from '../lib/queries/loan-queries';
import { useUser } from '../lib/stores/session-store';
import { useIdempotencyKey } from '../ui/use-idempotency-key';

function refreshLoans(client: QueryClient, memberId: number) {
  return client.invalidateQueries({ queryKey: loanKeys.member(memberId) });
}

/**
 * What a screen does after an action succeeds. Run from the mutation's own options, before the loan is
 * read again: the control that started it may be gone once the fresh state arrives (a signed offer has no
 * signature form), and TanStack Query skips `mutate(…, { onSuccess })` of an unmounted component.
 */
type Done<T> = (result: T) => void;

export function useSignOffer(loanId: number, done?: Done<unknown>) {
  const user = useUser();
  const client = useQueryClient();
  const keyFor = useIdempotencyKey();
  return useMutation({
    // The form shows refusals on its fields.
    meta: { silent: true },
    mutationFn: (body: { fullName: string; versionHash: string }) =>
      apiRequest(`/loan/${loanId}/sign`, {
        method: 'POST',
        body,
        headers: { 'idempotency-key': keyFor(body) },
        schema: signResponse,
      }),
    onSuccess: (result) => {
      done?.(result);
      return refreshLoans(client, user.id);
    },
  });
}

export function useWithdraw(loanId: number, done?: Done<unknown>) {
  const user = useUser();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(`/loan/${loanId}/withdraw`, { method: 'POST', schema: withdrawResponse }),
    onSuccess: (result) => {
      done?.(result);
      return refreshLoans(client, user.id);
    },
  });
}

export function useRestoreOffer(loanId: number, done?: Done<unknown>) {
  const user = useUser();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(`/loan/${loanId}/restore`, { method: 'POST', schema: statusResponse }),
    onSuccess: (result) => {
      done?.(result);
      return refreshLoans(client, user.id);
    },
  });
}

export type RepaymentTarget = { billIds: number[] } | { loanId: number; settlement: true };

export function useSubmitRepayment(done?: Done<unknown>) {
  const user = useUser();
  const client = useQueryClient();
  const keyFor = useIdempotencyKey();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: RepaymentTarget & { voucherUploadId: number }) =>
      apiRequest('/repayment/submit', {
        method: 'POST',
        body,
        headers: { 'idempotency-key': keyFor(body) },
        schema: repaymentView,
      }),
    onSuccess: (result) => {
      done?.(result);
      return refreshLoans(client, user.id);
    },
  });
}
