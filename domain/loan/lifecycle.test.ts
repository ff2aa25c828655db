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
  ['APPROVED', 'SIGNED'],
  ['APPROVED', 'EXPIRED'],
  ['EXPIRED', 'PENDING_REVIEW'],
  ['SIGNED', 'DISBURSED'],
  ['SIGNED', 'WITHDRAWN'],
  ['DISBURSED', 'SETTLED'],
  ['DISBURSED', 'WITHDRAWN'],
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

  it('has final states REJECTED, SETTLED and WITHDRAWN', () => {
    expect(loanTransitions.REJECTED).toEqual([]);
    expect(loanTransitions.SETTLED).toEqual([]);
    expect(loanTransitions.WITHDRAWN).toEqual([]);
  });

  it('counts in-flight applications as active, not expired offers or running loans', () => {
    expect([...activeApplicationStatuses]).toEqual(['PENDING_REVIEW', 'APPROVED', 'SIGNED']);
  });
});

describe('bill state machine', () => {
  it('moves TO_BE_REPAID → TO_BE_CONFIRMED → REPAID and back to TO_BE_REPAID on a refused voucher', () => {
    expect(canTransition('TO_BE_REPAID', 'TO_BE_CONFIRMED', 'bill')).toBe(true);
    expect(canTransition('TO_BE_CONFIRMED', 'REPAID', 'bill')).toBe(true);
    expect(canTransition('TO_BE_CONFIRMED', 'TO_BE_REPAID', 'bill')).toBe(true);
  });

  it('refuses skipping confirmation and leaving REPAID', () => {
    expect(canTransition('TO_BE_REPAID', 'REPAID', 'bill')).toBe(false);
    for (const to of billStatuses) expect(canTransition('REPAID', to, 'bill')).toBe(false);
    expect(() => assertTransition('REPAID', 'TO_BE_REPAID', 'bill')).toThrow('transition.notAllowed');
    expect(billTransitions.REPAID).toEqual([]);
  });
});
