import { vi } from 'vitest';
import type { Member } from '../../../domain/api/members';

/** A borrower, their loan and its bills as the API answers them, for the screens' component tests. */
export const member: Member = {
  id: 41,
  email: 'ada@quayside.test',
  mobile: null,
  walletAddress: null,
  role: 'borrower',
  accountType: 2,
  kycStatus: 'PENDING',
  kycRejectReason: null,
  lang: 'en',
  registerTime: '2026-05-01T10:00:00.000Z',
  lastLoginTime: null,
  base: null,
  contactAddress: null,
  employment: null,
  family: null,
  estate: null,
  car: null,
  kyc: null,
  contacts: null,
};

export const summary = {
  loanId: 9,
  amount: 1_000_000,
  termMonths: 12,
  method: 'EQUAL_INSTALLMENT',
  annualRate: '0.12',
  apr: '12.7',
  purpose: 'EDUCATION',
  contractNumber: 'QS-20260601-000009',
  submittedAt: '2026-06-01T10:00:00.000Z',
  offerAmount: null,
  offerExpiresAt: null,
};

export function detailOf(status: string, extra: Record<string, unknown> = {}) {
  return {
    ...summary,
    status,
    overdueRate: '0.24',
    receivingAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    offer: null,
    rejectionReason: null,
    decision: null,
    review: { available: false, requestedAt: null },
    signedAt: null,
    disbursedAt: null,
    firstDueDate: null,
    nextBill: null,
    withdrawal: null,
    events: [],
    ...extra,
  };
}

export function bill(period: number, overdueDays: number) {
  return {
    billId: 100 + period,
    kind: 'INSTALMENT',
    period,
    dueDate: `2026-0${period + 2}-01`,
    principal: 78_849,
    interest: 10_000,
    total: 88_849,
    status: 'TO_BE_REPAID',
    overdueDays,
    overdueInterest: overdueDays > 0 ? 584 : 0,
    totalDue: overdueDays > 0 ? 89_433 : 88_849,
    submittedAt: null,
    repaidAt: null,
    refusalReason: null,
  };
}

export const page = (list: unknown[]) => ({ list, total: list.length, page: 1, pageSize: 20 });

/** The API as the screen reads it, one answer per path. */
export function serve(routes: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://app.test').pathname.replace(/^\/api/, '');
      if (!(path in routes)) {
        return new Response(JSON.stringify({ code: 'N404', msg: 'The record does not exist', data: null }), {
          status: 404,
        });
      }
      return new Response(JSON.stringify({ code: '0', msg: 'Success', data: routes[path] }), { status: 200 });
    }),
  );
}
