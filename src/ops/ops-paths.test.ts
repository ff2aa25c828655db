import { describe, expect, it } from 'vitest';
import { opsPath, opsViewOf } from './ops-paths';

describe('the console paths', () => {
  it.each([
    ['', { screen: 'home' }],
    [undefined, { screen: 'home' }],
    ['applications', { screen: 'applications' }],
    ['applications/12', { screen: 'application', id: 12 }],
    ['identity/7', { screen: 'identity-check', memberId: 7 }],
    ['repayments/3/', { screen: 'repayment', id: 3 }],
    ['payouts', { screen: 'payouts' }],
    ['arrears', { screen: 'arrears' }],
    ['arrears/41', { screen: 'arrears-case', loanId: 41 }],
    ['hardship', { screen: 'hardship' }],
    ['hardship/5', { screen: 'hardship-case', requestId: 5 }],
    ['complaints', { screen: 'complaints' }],
    ['complaints/9', { screen: 'complaint', id: 9 }],
    ['borrowers', { screen: 'borrowers' }],
    ['borrowers/9', { screen: 'borrower', memberId: 9 }],
    ['settings', { screen: 'settings' }],
    ['audit', { screen: 'audit' }],
    ['reports', { screen: 'reports' }],
    ['reports/roll-rates', { screen: 'report', id: 'roll-rates' }],
  ] as const)('/ops/%s is %o, and back', (splat, view) => {
    expect(opsViewOf(splat)).toEqual(view);
    expect(opsViewOf(opsPath(view).replace(/^\/ops\/?/, ''))).toEqual(view);
  });

  it.each([
    'nope',
    'applications/0',
    'applications/x',
    'payouts/1',
    'identity/1/2',
    'audit/x',
    'arrears/0',
    'hardship/0',
    'hardship/5/offers',
    'reports/1',
    'reports/Loan_Book',
    'reports/loan-book/2026',
    'complaints/0',
    'complaints/9/notes',
    'borrowers/0',
    'borrowers/9/notes',
  ])('/ops/%s names no screen', (splat) => {
    expect(opsViewOf(splat)).toBeNull();
  });
});
