import { describe, expect, it } from 'vitest';
import { type ApplicationFacts, nextStepOf, offerTimeLeft } from './next-step';

const now = new Date('2026-06-10T09:00:00Z');
const noDraft = { exists: false, savedAt: null };

function facts(overrides: Partial<ApplicationFacts>): ApplicationFacts {
  return {
    loanId: 7,
    status: 'PENDING_REVIEW',
    amount: 1_000_000,
    annualRate: '0.12',
    offerExpiresAt: null,
    rejectionReason: null,
    reviewAvailable: false,
    signedAt: null,
    disbursedAt: null,
    ...overrides,
  };
}

describe('the next step of an application', () => {
  it('offers to resume a draft when there is no application, and to start one otherwise', () => {
    expect(nextStepOf(null, { exists: true, savedAt: '2026-06-09T10:00:00Z' }, now)).toEqual({
      kind: 'resume-draft',
      savedAt: '2026-06-09T10:00:00Z',
    });
    expect(nextStepOf(null, noDraft, now)).toEqual({ kind: 'start' });
  });

  it('reads an offer while it is valid and restores it once it has lapsed', () => {
    const valid = facts({ status: 'APPROVED', offerExpiresAt: '2026-06-20T09:00:00Z' });
    expect(nextStepOf(valid, noDraft, now)).toEqual({
      kind: 'read-offer',
      loanId: 7,
      expiresAt: '2026-06-20T09:00:00Z',
    });
    const lapsed = facts({ status: 'APPROVED', offerExpiresAt: '2026-06-10T08:59:00Z' });
    expect(nextStepOf(lapsed, noDraft, now)).toEqual({ kind: 'restore-offer', loanId: 7 });
    expect(nextStepOf(facts({ status: 'EXPIRED' }), noDraft, now)).toEqual({
      kind: 'restore-offer',
      loanId: 7,
    });
  });

  it('resubmits after a rejection with its reason, or resumes the draft already started', () => {
    const rejected = facts({ status: 'REJECTED', rejectionReason: 'Income could not be verified' });
    expect(nextStepOf(rejected, noDraft, now)).toEqual({
      kind: 'resubmit',
      loanId: 7,
      reason: 'Income could not be verified',
      reviewAvailable: false,
    });
    // The automatic assessment's decline: resubmitting, or asking a person to look again.
    const declined = facts({ status: 'REJECTED', reviewAvailable: true });
    expect(nextStepOf(declined, noDraft, now)).toMatchObject({ kind: 'resubmit', reviewAvailable: true });
    expect(nextStepOf(rejected, { exists: true, savedAt: null }, now)).toEqual({
      kind: 'resume-draft',
      savedAt: null,
    });
  });

  it('offers withdrawal for 14 days after signing, with what it costs today from domain/', () => {
    const signed = facts({ status: 'SIGNED', signedAt: '2026-06-01T12:00:00Z' });
    expect(nextStepOf(signed, noDraft, now)).toEqual({
      kind: 'withdraw',
      loanId: 7,
      lastDay: '2026-06-15',
      payoff: 0,
    });
    // 10,000.00 at 12% for the 9 days since the money was sent: 10,000 × 0.12 × 9 / 365 = 29.59.
    const paidOut = facts({
      status: 'DISBURSED',
      signedAt: '2026-06-01T12:00:00Z',
      disbursedAt: '2026-06-01T15:00:00Z',
    });
    expect(nextStepOf(paidOut, noDraft, now)).toMatchObject({ kind: 'withdraw', payoff: 1_002_959 });
    const late = new Date('2026-06-16T09:00:00Z');
    expect(nextStepOf(paidOut, noDraft, late)).toBeNull();
  });

  it('has nothing to ask while an application is in review', () => {
    expect(nextStepOf(facts({}), noDraft, now)).toEqual({ kind: 'in-review', loanId: 7 });
  });
});

describe('offer countdown', () => {
  it('counts whole days, hours and minutes, and stops at zero', () => {
    expect(offerTimeLeft('2026-06-24T09:00:00Z', now)).toEqual({ days: 14, hours: 0, minutes: 0 });
    expect(offerTimeLeft('2026-06-11T10:30:59Z', now)).toEqual({ days: 1, hours: 1, minutes: 30 });
    expect(offerTimeLeft('2026-06-01T00:00:00Z', now)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });
});
