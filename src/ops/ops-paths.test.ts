import { describe, expect, it } from 'vitest';
import { consolePaths } from './console-screens';
import { matchOpsPath, opsPath, sectionOf } from './ops-paths';

describe('the console paths, read from the table of screens', () => {
  it.each([
    ['', '', null],
    [undefined, '', null],
    ['applications', 'applications', null],
    ['applications/12', 'applications/:id', 12],
    ['identity/7', 'identity/:id', 7],
    ['repayments/3/', 'repayments/:id', 3],
    ['payouts', 'payouts', null],
    ['arrears', 'arrears', null],
    ['arrears/41', 'arrears/:id', 41],
    ['hardship', 'hardship', null],
    ['hardship/5', 'hardship/:id', 5],
    ['settings', 'settings', null],
    ['audit', 'audit', null],
    ['account', 'account', null],
    ['borrowers', 'borrowers', null],
    ['borrowers/9', 'borrowers/:id', 9],
    ['complaints', 'complaints', null],
    ['complaints/9', 'complaints/:id', 9],
    ['reports', 'reports', null],
    ['security', 'security', null],
  ] as const)('/ops/%s is %s (id %s), and back', (splat, pattern, id) => {
    expect(matchOpsPath(consolePaths, splat)).toEqual({ pattern, id, name: null });
    const back = opsPath(pattern, id ?? undefined).replace(/^\/ops\/?/, '');
    expect(matchOpsPath(consolePaths, back)).toEqual({ pattern, id, name: null });
  });

  it('names a report by its word', () => {
    expect(matchOpsPath(consolePaths, 'reports/roll-rates')).toEqual({
      pattern: 'reports/:name',
      id: null,
      name: 'roll-rates',
    });
    expect(opsPath('reports/:name', 'loan-book')).toBe('/ops/reports/loan-book');
  });

  it.each([
    'nope',
    'applications/0',
    'applications/x',
    'applications/12345678901',
    'payouts/1',
    'identity/1/2',
    'audit/x',
    'arrears/0',
    'hardship/0',
    'hardship/5/offers',
    'borrowers/0',
    'borrowers/9/notes',
    'reports/1',
    'reports/Loan_Book',
    'reports/loan-book/2026',
    'complaints/0',
    'complaints/9/notes',
  ])('/ops/%s names no screen', (splat) => {
    expect(matchOpsPath(consolePaths, splat)).toBeNull();
  });

  it('lights up a record’s queue in the menu', () => {
    expect(sectionOf('applications/:id')).toBe('applications');
    expect(sectionOf('')).toBe('');
  });

  it('names each path once', () => {
    expect(new Set(consolePaths).size).toBe(consolePaths.length);
  });
});
