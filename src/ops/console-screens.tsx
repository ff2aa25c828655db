import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Language } from '../lib/i18n/language';
import { OperatorAccountScreen } from './account/operator-account-screen';
import { ApplicationScreen } from './applications/application-screen';
import { applicationQuery, applicationsQuery, creditFileQuery } from './applications/applications-queries';
import { ApplicationsScreen } from './applications/applications-screen';
import { incomeProofDocumentsQuery } from './applications/income-proof-documents';
import { ArrearsCaseScreen } from './arrears/arrears-case-screen';
import { arrearsCaseQuery, arrearsQueueQuery } from './arrears/arrears-queries';
import { ArrearsScreen } from './arrears/arrears-screen';
import { auditQuery } from './audit/audit-queries';
import { AuditScreen } from './audit/audit-screen';
import { BorrowerScreen } from './borrowers/borrower-screen';
import { BorrowerSearchScreen } from './borrowers/borrower-search-screen';
import { borrowerPageQuery, notesQuery } from './borrowers/borrowers-queries';
import { businessDateQuery } from './business-date/business-date-queries';
import { complaintCaseQuery, complaintRegisterQuery } from './complaints/complaints-queries';
import { ComplaintCase, ComplaintsRegister } from './complaints/complaints-screens';
import { hardshipCaseQuery, hardshipQueueQuery } from './hardship/hardship-queries';
import { HardshipCase, HardshipQueue } from './hardship/hardship-screens';
import { IdentityCheckScreen } from './identity/identity-check-screen';
import { kycOfQuery, kycQueueQuery } from './identity/identity-queries';
import { IdentityScreen } from './identity/identity-screen';
import { OpsHome } from './ops-home';
import { payoutsQuery } from './payouts/payouts-queries';
import { PayoutsScreen } from './payouts/payouts-screen';
import { RepaymentScreen } from './repayments/repayment-screen';
import { repaymentQuery, repaymentsQueueQuery } from './repayments/repayments-queries';
import { RepaymentsScreen } from './repayments/repayments-screen';
import { ReportScreen, ReportsScreen } from './reports/reports-screen';
import { SecurityScreen } from './security/security-screen';
import { configQuery } from './settings/settings-queries';
import { SettingsScreen } from './settings/settings-screen';
import { queuesQuery } from './shared/ops-queries';
import type { QueueKey } from './shared/queue-figures';
import { anyOperator, type OperatorRole } from './shared/roles';
import { usdtRateQuery } from './usdt-rate/usdt-rate-queries';

/** Any `queryOptions(…)` or `infiniteQueryOptions(…)`: what a screen reads, warmed before it renders. */
export type Warmable = { queryKey: QueryKey };

/** How a queue's oldest item is said on its card (and whether the menu's count shows as urgent). */
export type OldestAs = 'waiting' | 'past-due-since' | 'answer-by';

/**
 * One screen of the console. The path matcher, the menu, the home's cards and the route's loader all read
 * this table: a new queue is its folder and one line here.
 */
export interface ConsoleScreen {
  /** The path after /ops/: fixed words and at most one `:id` (ops-paths.ts). '' is the home. */
  path: string;
  /**
   * The screen; `id` is the record the path names (0 for a path without one), `name` the word it names (a
   * report's, '' without one), `screens` the table's lines the operator may open (the home's cards).
   */
  screen: ComponentType<{ id: number; name: string; screens: readonly ConsoleScreen[] }>;
  /** The queries the screen reads, warmed by the route's loader before it renders. */
  warm?: (id: number, lang: Language) => readonly Warmable[];
  /** Who sees it: an operator holding one of these roles (the server refuses the others' reads). */
  roles: readonly OperatorRole[];
  /** Its entry in the console's menu; a record's screen has none (its queue's entry shows as current). */
  menu?: MessageDescriptor;
  /** The queue's figures in the queues' answer (its count in the menu and on its card). */
  count?: { key: QueueKey; oldest: OldestAs };
  /** Its card on the home, titled with the work waiting. */
  card?: MessageDescriptor;
}

const underwriter = ['underwriter'] as const;
const payments = ['payments'] as const;
const collections = ['collections'] as const;
const administrator = ['administrator'] as const;

export const consoleScreens: readonly ConsoleScreen[] = [
  { path: '', screen: OpsHome, warm: () => [queuesQuery()], roles: anyOperator, menu: msg`Today’s work` },
  { path: 'borrowers', screen: BorrowerSearchScreen, roles: anyOperator, menu: msg`Borrowers` },
  {
    path: 'borrowers/:id',
    screen: ({ id }) => <BorrowerScreen key={id} memberId={id} />,
    warm: (id, lang) => [borrowerPageQuery(id, lang), notesQuery(id)],
    roles: anyOperator,
  },
  {
    path: 'applications',
    screen: ApplicationsScreen,
    warm: () => [applicationsQuery()],
    roles: underwriter,
    menu: msg`Applications`,
    count: { key: 'applications', oldest: 'waiting' },
    card: msg`Applications to decide`,
  },
  {
    path: 'applications/:id',
    screen: ({ id }) => <ApplicationScreen key={id} loanId={id} />,
    warm: (id) => [applicationQuery(id), creditFileQuery(id), incomeProofDocumentsQuery(id), configQuery()],
    roles: underwriter,
  },
  {
    path: 'identity',
    screen: IdentityScreen,
    warm: () => [kycQueueQuery()],
    roles: underwriter,
    menu: msg`Identity checks`,
    count: { key: 'kyc', oldest: 'waiting' },
    card: msg`Identity checks`,
  },
  {
    path: 'identity/:id',
    screen: ({ id }) => <IdentityCheckScreen key={id} memberId={id} />,
    warm: (id) => [kycOfQuery(id)],
    roles: underwriter,
  },
  {
    path: 'repayments',
    screen: RepaymentsScreen,
    warm: () => [repaymentsQueueQuery()],
    roles: payments,
    menu: msg`Repayments`,
    count: { key: 'repayments', oldest: 'waiting' },
    card: msg`Repayments to confirm`,
  },
  {
    path: 'repayments/:id',
    screen: ({ id }) => <RepaymentScreen key={id} repaymentId={id} />,
    warm: (id) => [repaymentQuery(id)],
    roles: payments,
  },
  {
    path: 'payouts',
    screen: PayoutsScreen,
    warm: () => [payoutsQuery()],
    roles: payments,
    menu: msg`Payouts`,
    count: { key: 'payouts', oldest: 'waiting' },
    card: msg`Payouts`,
  },
  {
    path: 'arrears',
    screen: ArrearsScreen,
    warm: () => [arrearsQueueQuery()],
    roles: collections,
    menu: msg`Arrears`,
    count: { key: 'arrears', oldest: 'past-due-since' },
    card: msg`Loans in arrears`,
  },
  {
    path: 'arrears/:id',
    screen: ({ id }) => <ArrearsCaseScreen key={id} loanId={id} />,
    warm: (id) => [arrearsCaseQuery(id), configQuery()],
    roles: collections,
  },
  {
    path: 'hardship',
    screen: HardshipQueue,
    warm: () => [hardshipQueueQuery()],
    roles: collections,
    menu: msg`Hardship`,
    count: { key: 'hardship', oldest: 'answer-by' },
    card: msg`Requests for help`,
  },
  {
    path: 'hardship/:id',
    screen: ({ id }) => <HardshipCase key={id} requestId={id} />,
    warm: (id) => [hardshipCaseQuery(id)],
    roles: collections,
  },
  { path: 'reports', screen: ReportsScreen, roles: anyOperator, menu: msg`Reports` },
  {
    path: 'reports/:name',
    screen: ({ name }) => <ReportScreen key={name} id={name} />,
    roles: anyOperator,
  },
  {
    path: 'complaints',
    screen: ComplaintsRegister,
    warm: () => [complaintRegisterQuery('open')],
    roles: anyOperator,
    menu: msg`Complaints`,
  },
  {
    path: 'complaints/:id',
    screen: ({ id }) => <ComplaintCase key={id} id={id} />,
    warm: (id) => [complaintCaseQuery(id)],
    roles: anyOperator,
  },
  {
    path: 'settings',
    screen: SettingsScreen,
    warm: (_, lang) => [configQuery(), businessDateQuery(), usdtRateQuery(lang)],
    roles: administrator,
    menu: msg`Settings`,
  },
  { path: 'security', screen: SecurityScreen, roles: anyOperator, menu: msg`Sign-in security` },
  {
    path: 'audit',
    screen: AuditScreen,
    warm: () => [auditQuery({}, undefined)],
    roles: anyOperator,
    menu: msg`Audit log`,
  },
  { path: 'account', screen: OperatorAccountScreen, roles: anyOperator },
];

export const consolePaths = consoleScreens.map((entry) => entry.path);

/** The table's line for a pattern the matcher returned. */
export function consoleScreenOf(path: string): ConsoleScreen | undefined {
  return consoleScreens.find((entry) => entry.path === path);
}
