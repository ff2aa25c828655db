/**
 * The console's screens, found in the path after /ops (one file route holds the whole console, decision
 * 080). A path that names no screen is `null`: the console shows its own "not found".
 */
export type OpsView =
  | { screen: 'home' }
  | { screen: 'applications' }
  | { screen: 'application'; id: number }
  | { screen: 'identity' }
  | { screen: 'identity-check'; memberId: number }
  | { screen: 'repayments' }
  | { screen: 'repayment'; id: number }
  | { screen: 'payouts' }
  | { screen: 'arrears' }
  | { screen: 'arrears-case'; loanId: number }
  | { screen: 'hardship' }
  | { screen: 'hardship-case'; requestId: number }
  | { screen: 'complaints' }
  | { screen: 'complaint'; id: number }
  | { screen: 'borrowers' }
  | { screen: 'borrower'; memberId: number }
  | { screen: 'settings' }
  | { screen: 'security' }
  | { screen: 'audit' }
  | { screen: 'reports' }
  | { screen: 'report'; id: string };

const lists = {
  applications: 'application',
  identity: 'identity-check',
  repayments: 'repayment',
  arrears: 'arrears-case',
  hardship: 'hardship-case',
  complaints: 'complaint',
  borrowers: 'borrower',
} as const;

function recordId(segment: string | undefined): number | null {
  if (segment === undefined || !/^[1-9]\d{0,9}$/.test(segment)) return null;
  return Number(segment);
}

export function opsViewOf(splat: string | undefined): OpsView | null {
  const parts = (splat ?? '').split('/').filter(Boolean);
  const [first, second, ...rest] = parts;
  if (first === undefined) return { screen: 'home' };
  if (rest.length > 0) return null;
  if (first === 'reports') {
    if (second === undefined) return { screen: 'reports' };
    // A report's id (src/ops/reports/report-table.ts): the screen says "not found" for one it does not know.
    return /^[a-z][a-z-]{0,39}$/.test(second) ? { screen: 'report', id: second } : null;
  }
  if (first === 'payouts' || first === 'settings' || first === 'security' || first === 'audit')
    return second === undefined ? { screen: first } : null;
  if (!(first in lists)) return null;
  const list = first as keyof typeof lists;
  if (second === undefined) return { screen: list };
  const id = recordId(second);
  if (id === null) return null;
  if (list === 'identity') return { screen: 'identity-check', memberId: id };
  if (list === 'arrears') return { screen: 'arrears-case', loanId: id };
  if (list === 'hardship') return { screen: 'hardship-case', requestId: id };
  if (list === 'borrowers') return { screen: 'borrower', memberId: id };
  return { screen: lists[list], id };
}

/** The path of a screen, for links and after an action. */
export function opsPath(view: OpsView): string {
  switch (view.screen) {
    case 'home':
      return '/ops';
    case 'application':
      return `/ops/applications/${view.id}`;
    case 'identity-check':
      return `/ops/identity/${view.memberId}`;
    case 'repayment':
      return `/ops/repayments/${view.id}`;
    case 'arrears-case':
      return `/ops/arrears/${view.loanId}`;
    case 'hardship-case':
      return `/ops/hardship/${view.requestId}`;
    case 'report':
      return `/ops/reports/${view.id}`;
    case 'complaint':
      return `/ops/complaints/${view.id}`;
    case 'borrower':
      return `/ops/borrowers/${view.memberId}`;
    default:
      return `/ops/${view.screen}`;
  }
}
