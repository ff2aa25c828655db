import { describe, expect, it } from 'vitest';
import { DomainError } from '../domain-error';
import {
  activeApplicationStatuses,
  assertTransition,
  billStatuses,
  billTransitions,
  canTransition,
  loanStatuses,
  loanTransitions,
} from './lifecycle';

const allowedLoanMoves = [
  ['DRAFT', 'PENDING_REVIEW'],
  ['PENDING_REVIEW', 'APPROVED'],
  ['PENDING_REVIEW', 'REJECTED'],
  ['REJECTED', 'PENDING_REVIEW'],
  ['APPROVED', 'SIGNED'],
  ['APPROVED', 'EXPIRED'],
  ['EXPIRED', 'PENDING_REVIEW'],
  ['SIGNED', 'DISBURSED'],
  ['SIGNED', 'WITHDRAWN'],
  ['DISBURSED', 'SETTLED'],
  ['DISBURSED', 'WITHDRAWN'],
  ['DISBURSED', 'CHARGED_OFF'],
] as const;

describe('loan application state machine', () => {
  it.each(allowedLoanMoves)('allows %s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(true);
    expect(() => assertTransition(from, to)).not.toThrow();
  });

  it('refuses every move that is not in the table, with transition.notAllowed', () => {
    const allowed = new Set(allowedLoanMoves.map(([from, to]) => `${from}>${to}`));
    let refused = 0;
    for (const from of loanStatuses) {
      for (const to of loanStatuses) {
        if (allowed.has(`${from}>${to}`)) continue;
        expect(canTransition(from, to)).toBe(false);
        expect(() => assertTransition(from, to)).toThrow(DomainError);
        try {
          assertTransition(from, to);
        } catch (error) {
          expect((error as DomainError).code).toBe('transition.notAllowed');
          expect((error as DomainError).params).toEqual({ from, to });
        }
        refused += 1;
      }
    }
    expect(refused).toBe(loanStatuses.length ** 2 - allowedLoanMoves.length);
  });

  it('has final states SETTLED, WITHDRAWN and CHARGED_OFF; REJECTED leaves only for a review', () => {
    expect(loanTransitions.REJECTED).toEqual(['PENDING_REVIEW']);
    expect(loanTransitions.SETTLED).toEqual([]);
    expect(loanTransitions.WITHDRAWN).toEqual([]);
    // Only a running loan is charged off, and a recovery never moves it on.
    expect(loanTransitions.CHARGED_OFF).toEqual([]);
    expect(loanStatuses.filter((from) => canTransition(from, 'CHARGED_OFF'))).toEqual(['DISBURSED']);
  });

  it('counts in-flight applications as active, not expired offers or running loans', () => {
    expect([...activeApplicationStatuses]).toEqual(['PENDING_REVIEW', 'APPROVED', 'SIGNED']);
  });
});

describe('bill state machine', () => {
  const allowedBillMoves = [
    ['TO_BE_REPAID', 'TO_BE_CONFIRMED'],
    ['TO_BE_REPAID', 'CANCELLED'],
    ['TO_BE_REPAID', 'REPAID'],
    ['TO_BE_CONFIRMED', 'REPAID'],
    ['TO_BE_CONFIRMED', 'TO_BE_REPAID'],
    ['REPAID', 'TO_BE_REPAID'],
    ['TO_BE_REPAID', 'RESCHEDULED'],
    ['REPAID', 'RESCHEDULED'],
  ] as const;

  it.each(allowedBillMoves)('allows %s → %s', (from, to) => {
    expect(canTransition(from, to, 'bill')).toBe(true);
    expect(() => assertTransition(from, to, 'bill')).not.toThrow();
  });

  it('refuses every other move: leaving CANCELLED or RESCHEDULED, retiring a bill under review', () => {
    const allowed = new Set(allowedBillMoves.map(([from, to]) => `${from}>${to}`));
    let refused = 0;
    for (const from of billStatuses) {
      for (const to of billStatuses) {
        if (allowed.has(`${from}>${to}`)) continue;
        expect(canTransition(from, to, 'bill')).toBe(false);
        expect(() => assertTransition(from, to, 'bill')).toThrow('transition.notAllowed');
        refused += 1;
      }
    }
    expect(refused).toBe(billStatuses.length ** 2 - allowedBillMoves.length);
    expect(billTransitions.REPAID).toEqual(['TO_BE_REPAID', 'RESCHEDULED']);
    expect(billTransitions.CANCELLED).toEqual([]);
    expect(billTransitions.RESCHEDULED).toEqual([]);
  });
});
