import type { DecisionOutcome } from '../decision/outcomes';
import type { LoanStatus } from '../loan/lifecycle';
import type { YearMonth } from './periods';

/**
 * Applications by outcome and by decline reason, counted in the month they were submitted (in the brand's
 * time zone). The outcome is where the application stands now: an offer made (whatever came of it after,
 * short of a withdrawal), declined, referred to a person by the policy, waiting for a person otherwise, an
 * offer let lapse, or withdrawn.
 */
export const applicationOutcomes = [
  'APPROVED',
  'DECLINED',
  'REFERRED',
  'IN_REVIEW',
  'LAPSED',
  'WITHDRAWN',
] as const;
export type ApplicationOutcome = (typeof applicationOutcomes)[number];

/** One submitted application as the report reads it. */
export interface SubmittedApplication {
  month: YearMonth;
  status: LoanStatus;
  /** The newest decision's outcome and reasons, or null before any. */
  decision: { outcome: DecisionOutcome; reasons: readonly string[] } | null;
  /** The operator's reason code of a decline by a person (domain/operator/reason-codes). */
  rejectionReasonCode: string | null;
}

/** Null for an application not submitted (a draft is nobody's work yet). */
export function outcomeOf(application: SubmittedApplication): ApplicationOutcome | null {
  switch (application.status) {
    case 'DRAFT':
      return null;
    case 'PENDING_REVIEW':
      return application.decision?.outcome === 'REFER' ? 'REFERRED' : 'IN_REVIEW';
    case 'REJECTED':
      return 'DECLINED';
    case 'EXPIRED':
      return 'LAPSED';
    case 'WITHDRAWN':
      return 'WITHDRAWN';
    default:
      return 'APPROVED';
  }
}

/**
 * Why a declined application was declined: each reason of the policy's decline (a referral lists several,
 * a decline usually one), or `operator.<code>` for a person's decline with its reason from the list.
 */
export function declineReasonsOf(application: SubmittedApplication): string[] {
  if (outcomeOf(application) !== 'DECLINED') return [];
  const reasons = application.decision?.reasons ?? [];
  if (reasons.includes('operator.declined') || reasons.length === 0) {
    return [`operator.${application.rejectionReasonCode ?? 'other'}`];
  }
  return [...reasons];
}

export interface ApplicationsMonth {
  month: YearMonth;
  submitted: number;
  outcomes: Record<ApplicationOutcome, number>;
}

export interface ApplicationsReport {
  months: ApplicationsMonth[];
  /** Each decline reason with how many declines gave it, most first (a decline may give several). */
  declineReasons: { reason: string; count: number }[];
  total: ApplicationsMonth;
}

const zero = (): Record<ApplicationOutcome, number> =>
  Object.fromEntries(applicationOutcomes.map((outcome) => [outcome, 0])) as Record<
    ApplicationOutcome,
    number
  >;

export function applicationsReport(
  months: readonly YearMonth[],
  applications: Iterable<SubmittedApplication>,
): ApplicationsReport {
  const byMonth = new Map(months.map((month) => [month, { month, submitted: 0, outcomes: zero() }]));
  const total: ApplicationsMonth = { month: 'total', submitted: 0, outcomes: zero() };
  const reasons = new Map<string, number>();
  for (const application of applications) {
    const row = byMonth.get(application.month);
    const outcome = outcomeOf(application);
    if (!row || !outcome) continue;
    for (const into of [row, total]) {
      into.submitted += 1;
      into.outcomes[outcome] += 1;
    }
    for (const reason of declineReasonsOf(application)) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  }
  return {
    months: [...byMonth.values()],
    declineReasons: [...reasons.entries()]
      .map(([reason, count]) => ({ reason, count }))
      .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
    total,
  };
}
