import { describe, expect, it } from 'vitest';
import { findProblems } from './check-server-modules.mjs';

const file = (name: string, ...imports: string[]) => ({
  file: name,
  text: imports.map((from) => `import { x } from '${from}';`).join('\n'),
});

describe('the shape of server/modules', () => {
  it('accepts modules that import one way, loans through its front door and SQL in repositories', () => {
    expect(
      findProblems([
        file('repayments/repayment-service.ts', '../loans/loans-front-door', './repayment-repository'),
        file('repayments/repayment-repository.ts', 'drizzle-orm', '../../db/schema'),
        file('loans/loans-front-door.ts', './loan-repository'),
        file('loans/loan-repository.ts', 'drizzle-orm'),
      ]),
    ).toEqual([]);
  });

  it('names a loop between two modules once', () => {
    expect(
      findProblems([
        file('members/member-service.ts', '../verification/code-service'),
        file('verification/verification-service.ts', '../members/member-repository'),
      ]),
    ).toEqual(['modules import each other in a loop: members → verification → members']);
  });

  it('refuses a module that reaches past the loans front door', () => {
    expect(findProblems([file('operator/operator-service.ts', '../loans/loan-repository')])).toEqual([
      'server/modules/operator/operator-service.ts → loans/loan-repository.ts: another module reaches loans/ through loans/loans-front-door.ts',
    ]);
  });

  it('refuses SQL outside a repository', () => {
    expect(findProblems([file('auth/sessions.ts', 'drizzle-orm')])).toEqual([
      'server/modules/auth/sessions.ts: imports drizzle-orm, but SQL belongs in a *-repository.ts',
    ]);
  });
});
