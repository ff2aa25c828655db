import { describe, expect, it } from 'vitest';
import { londonTimeOn, payoutDeadline } from './payout-deadline';

describe('the payout deadline: 18:00 London on the next working day after signing before 18:00', () => {
  it.each([
    // signed at (UTC), deadline (UTC)
    ['tuesday 10:00 GMT in winter → wednesday 18:00 GMT', '2026-12-01T10:00:00Z', '2026-12-02T18:00:00.000Z'],
    ['tuesday 17:59 GMT → wednesday', '2026-12-01T17:59:59Z', '2026-12-02T18:00:00.000Z'],
    ['tuesday 18:00 GMT → thursday', '2026-12-01T18:00:00Z', '2026-12-03T18:00:00.000Z'],
    ['friday 12:00 → monday', '2026-12-04T12:00:00Z', '2026-12-07T18:00:00.000Z'],
    ['saturday → tuesday', '2026-12-05T09:00:00Z', '2026-12-08T18:00:00.000Z'],
    [
      'christmas eve 12:00 → 29 december (25, 26/28 are holidays)',
      '2026-12-24T12:00:00Z',
      '2026-12-29T18:00:00.000Z',
    ],
    [
      'summer: monday 16:30 GMT is 17:30 BST → tuesday 18:00 BST (17:00 GMT)',
      '2026-06-01T16:30:00Z',
      '2026-06-02T17:00:00.000Z',
    ],
    ['summer: monday 17:00 GMT is 18:00 BST → wednesday', '2026-06-01T17:00:00Z', '2026-06-03T17:00:00.000Z'],
  ])('%s', (_name, signedAt, deadline) => {
    expect(payoutDeadline(new Date(signedAt)).toISOString()).toBe(deadline);
  });

  it('finds 18:00 London on both sides of the clock changes', () => {
    expect(londonTimeOn('2026-03-29', 18).toISOString()).toBe('2026-03-29T17:00:00.000Z');
    expect(londonTimeOn('2026-03-28', 18).toISOString()).toBe('2026-03-28T18:00:00.000Z');
    expect(londonTimeOn('2026-10-25', 18).toISOString()).toBe('2026-10-25T18:00:00.000Z');
    expect(londonTimeOn('2026-10-24', 18).toISOString()).toBe('2026-10-24T17:00:00.000Z');
  });
});
