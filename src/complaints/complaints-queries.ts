import { queryOptions } from '@tanstack/react-query';
import {
  type ComplaintReceipt,
  complaintReceipt,
  type MemberComplaintBody,
  memberComplaintsResponse,
  type PublicComplaintBody,
} from '../../domain/api/complaints';
import { apiRequest } from '../lib/api/api-client';
import { loanKeys } from '../lib/queries/loan-queries';

/** Under the member's loans: refreshed with them, sealed with them on the device, gone on sign-out. */
export const complaintsKey = (memberId: number, lang: string) =>
  [...loanKeys.member(memberId), 'complaints', lang] as const;

/** The borrower's complaints with their clocks and our answers in the reader's language (hence the key). */
export function myComplaintsQuery(memberId: number, lang: string) {
  return queryOptions({
    queryKey: complaintsKey(memberId, lang),
    queryFn: ({ signal }) => apiRequest('/complaints', { schema: memberComplaintsResponse, signal }),
    enabled: memberId > 0,
  });
}

/** Sent with the form's Idempotency-Key: a retry after a lost answer answers the same complaint. */
export function sendComplaint(
  body: { signedIn: true; fields: MemberComplaintBody } | { signedIn: false; fields: PublicComplaintBody },
  key: string,
): Promise<ComplaintReceipt> {
  return apiRequest(body.signedIn ? '/complaints' : '/complaints/public', {
    method: 'POST',
    body: body.fields,
    schema: complaintReceipt,
    headers: { 'Idempotency-Key': key },
  });
}
