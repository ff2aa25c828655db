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

const event = (
  from: Summary['status'],
  to: Summary['status'],
  at: string,
  actorRole: 'borrower' | 'operator' | 'system' = 'system',
) => ({
  from,
  to,
  actorRole,
  reason: null,
  at,
});

describe('who cannot apply, and until when', () => {
  it('lets a borrower with no loans apply, and one whose decline is over 3 months old', () => {
    expect(blockerOf([], new Map(), '2026-11-25')).toBeNull();
    const rejected = loan(1, 'REJECTED');
    const details = new Map([
      [1, detail(rejected, { events: [event('PENDING_REVIEW', 'REJECTED', '2026-08-25T09:00:00Z')] })],
    ]);
    expect(blockerOf([rejected], details, '2026-11-25')).toBeNull();
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
    expect(blockerOf([settled], details, '2026-11-25')).toEqual({
      kind: 'reapplyWait',
      from: '2027-01-10',
      cause: 'ended',
      loanId: 5,
    });
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

  it('waits 3 months after a decline, counted from the decision that stands', () => {
    const rejected = loan(7, 'REJECTED');
    const details = new Map([
      [7, detail(rejected, { events: [event('PENDING_REVIEW', 'REJECTED', '2026-11-20T10:00:00Z')] })],
    ]);
    expect(blockerOf([rejected], details, '2026-11-25')).toEqual({
      kind: 'reapplyWait',
      from: '2027-02-20',
      cause: 'declined',
      loanId: 7,
    });
    expect(blockerOf([rejected], details, '2027-02-19')).not.toBeNull();
    expect(blockerOf([rejected], details, '2027-02-20')).toBeNull();
  });

  it('after a review asked for, the wait runs from the second decline, not the first', () => {
    const rejected = loan(8, 'REJECTED');
    const details = new Map([
      [
        8,
        detail(rejected, {
          events: [
            event('PENDING_REVIEW', 'REJECTED', '2026-09-01T10:00:00Z'),
            event('REJECTED', 'PENDING_REVIEW', '2026-09-02T10:00:00Z', 'borrower'),
            event('PENDING_REVIEW', 'REJECTED', '2026-09-08T10:00:00Z', 'operator'),
          ],
        }),
      ],
    ]);
    expect(blockerOf([rejected], details, '2026-11-25')).toMatchObject({
      from: '2026-12-08',
      cause: 'declined',
    });
  });

  it('waits 3 months after an offer lapsed, from the day it was moved to EXPIRED', () => {
    const expired = loan(9, 'EXPIRED');
    const details = new Map([
      [9, detail(expired, { events: [event('APPROVED', 'EXPIRED', '2026-11-05T23:30:00Z')] })],
    ]);
    // 23:30 UTC on 5 November is still the 5th in London (GMT).
    expect(blockerOf([expired], details, '2026-11-25')).toEqual({
      kind: 'reapplyWait',
      from: '2027-02-05',
      cause: 'lapsed',
      loanId: 9,
    });
  });

  it('the latest ending decides, whatever ended it', () => {
    const settled = loan(10, 'SETTLED');
    const rejected = loan(11, 'REJECTED');
    const details = new Map([
      [10, detail(settled, { events: [event('DISBURSED', 'SETTLED', '2026-10-01T09:00:00Z', 'operator')] })],
      [11, detail(rejected, { events: [event('PENDING_REVIEW', 'REJECTED', '2026-11-02T09:00:00Z')] })],
    ]);
    expect(blockerOf([rejected, settled], details, '2026-11-25')).toEqual({
      kind: 'reapplyWait',
      from: '2027-02-02',
      cause: 'declined',
      loanId: 11,
    });
  });

  it('an application in review comes before any wait', () => {
    const rejected = loan(12, 'REJECTED');
    const details = new Map([
      [12, detail(rejected, { events: [event('PENDING_REVIEW', 'REJECTED', '2026-11-20T10:00:00Z')] })],
    ]);
    expect(blockerOf([loan(13, 'PENDING_REVIEW'), rejected], details, '2026-11-25')).toEqual({
      kind: 'inReview',
      loanId: 13,
    });
  });
});
