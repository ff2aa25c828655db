import { describe, expect, it } from 'vitest';
import {
  assertCollectionDay,
  collectionDateFor,
  collectsBill,
  endsMandate,
  isRetried,
  noticeDateFor,
  retryDateFor,
  submissionDateFor,
} from './collection-dates';
import { isMandateReference, mandateReferenceOf } from './mandate-reference';

describe('collection dates (England & Wales working days, Bacs three-day cycle)', () => {
  it.each([
    // due date, collected on, submitted on (Bacs day 1), regular notice sent at the close of, retry if it fails
    ['2026-02-16', '2026-02-16', '2026-02-12', '2026-02-09', '2026-02-20'], // a Monday: as due
    ['2026-02-15', '2026-02-16', '2026-02-12', '2026-02-09', '2026-02-20'], // a Sunday: the Monday
    ['2026-08-15', '2026-08-17', '2026-08-13', '2026-08-10', '2026-08-21'], // a Saturday
    ['2026-12-25', '2026-12-29', '2026-12-23', '2026-12-18', '2027-01-05'], // Christmas, Boxing Day moved to the 28th
    ['2026-05-25', '2026-05-26', '2026-05-21', '2026-05-18', '2026-06-01'], // spring bank holiday
    ['2026-04-03', '2026-04-07', '2026-04-01', '2026-03-27', '2026-04-13'], // Good Friday, then Easter Monday
  ])(
    'due %s → collected %s, submitted %s, notice %s, retry %s',
    (due, collected, submitted, notice, retry) => {
      expect(collectionDateFor(due)).toBe(collected);
      expect(submissionDateFor(collected)).toBe(submitted);
      expect(noticeDateFor(collected)).toBe(notice);
      expect(retryDateFor(collected)).toBe(retry);
    },
  );

  it('a mandate collects a bill only when its notice can still go out at or after the set-up day', () => {
    // Bill due Sun 15 Feb 2026: collected Mon 16, notice at the close of Mon 9.
    expect(collectsBill('2026-02-09', '2026-02-15')).toBe(true);
    expect(collectsBill('2026-02-10', '2026-02-15')).toBe(false);
    expect(collectsBill('2026-02-10', '2026-03-15')).toBe(true);
  });

  it('refer to payer is retried once; instruction cancelled and account closed end the mandate', () => {
    expect(isRetried('REFER_TO_PAYER', 1)).toBe(true);
    expect(isRetried('REFER_TO_PAYER', 2)).toBe(false);
    expect(isRetried('ACCOUNT_CLOSED', 1)).toBe(false);
    expect(isRetried('INSTRUCTION_CANCELLED', 1)).toBe(false);
    expect(endsMandate('REFER_TO_PAYER')).toBe(false);
    expect(endsMandate('ACCOUNT_CLOSED')).toBe(true);
    expect(endsMandate('INSTRUCTION_CANCELLED')).toBe(true);
  });

  it('collection days are 1 to 28', () => {
    expect(() => assertCollectionDay(1)).not.toThrow();
    expect(() => assertCollectionDay(28)).not.toThrow();
    for (const bad of [0, 29, 31, 1.5, '5']) {
      expect(() => assertCollectionDay(bad)).toThrow('directDebit.collectionDay');
    }
  });

  it('mandate references are QSD and 8 digits (Bacs: 6–18 upper-case letters and digits)', () => {
    expect(mandateReferenceOf(42)).toBe('QSD00000042');
    expect(isMandateReference('QSD00000042')).toBe(true);
    expect(isMandateReference('qsd00000042')).toBe(false);
    expect(isMandateReference('QSD0000042')).toBe(false);
    expect(() => mandateReferenceOf(100_000_000)).toThrow();
  });
});
