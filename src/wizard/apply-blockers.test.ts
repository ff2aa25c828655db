import { describe, expect, it } from 'vitest';
import { blockerOf } from './apply-blockers';

type Summary = Parameters<typeof blockerOf>[0][number];
type Detail = Parameters<typeof blockerOf>[1] extends ReadonlyMap<number, infer D> ? D : never;

const loan = (loanId: number, status: Summary['status']): Summary => ({
  loanId,
  status,
  amount: 500_000,
  termMonths: 36,
  method: 'EQUAL_INSTALLMENT',
  annualRate: '0.083',
  apr: '8.6',
  purpose: 'EDUCATION',
  contractNumber: null,
  submittedAt: '2026-01-05T10:00:00Z',
  offerAmount: null,
  offerExpiresAt: null,
});

const detail = (summary: Summary, extra: Partial<Detail>): Detail =>
  ({
    ...summary,
    overdueRate: '0.2',
    receivingAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    offer: null,
    rejectionReason: null,
    signedAt: null,
    disbursedAt: null,
    firstDueDate: null,
    nextBill: null,
    withdrawal: null,
    events: [],
    ...extra,
  }) as Detail;

describe('who cannot apply, and until when', () => {
  it('lets a borrower with no loans, or only a rejected one, apply', () => {
    expect(blockerOf([], new Map(), '2026-11-25')).toBeNull();
    expect(blockerOf([loan(1, 'REJECTED')], new Map(), '2026-11-25')).toBeNull();
  });

  it('names an application in review or an offer waiting', () => {
    expect(blockerOf([loan(3, 'PENDING_REVIEW')], new Map(), '2026-11-25')).toEqual({
      kind: 'inReview',
      loanId: 3,
    });
    expect(blockerOf([loan(4, 'APPROVED')], new Map(), '2026-11-25')).toEqual({
      kind: 'offerWaiting',
      loanId: 4,
    });
  });

  it('counts three months from the day the last loan ended', () => {
    const settled = loan(5, 'SETTLED');
    const details = new Map([
      [
        5,
        detail(settled, {
          events: [
            {
              from: 'DISBURSED',
              to: 'SETTLED',
              actorRole: 'operator',
              reason: null,
              at: '2026-10-10T09:00:00Z',
            },
          ],
        }),
      ],
    ]);
    expect(blockerOf([settled], details, '2026-11-25')).toEqual({ kind: 'reapplyWait', from: '2027-01-10' });
    expect(blockerOf([settled], details, '2027-01-10')).toBeNull();
  });

  it('puts money owed before the wait', () => {
    const withdrawn = loan(6, 'WITHDRAWN');
    const details = new Map([
      [
        6,
        detail(withdrawn, {
          withdrawal: {
            withdrawnOn: '2026-11-01',
            payoff: 100_000,
            dueDate: '2026-12-01',
            bill: { status: 'TO_BE_REPAID' } as never,
          },
          events: [
            {
              from: 'SIGNED',
              to: 'WITHDRAWN',
              actorRole: 'borrower',
              reason: null,
              at: '2026-11-01T09:00:00Z',
            },
          ],
        }),
      ],
    ]);
    expect(blockerOf([withdrawn], details, '2026-11-25')).toEqual({ kind: 'moneyOwed', loanId: 6 });
  });
});
