import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Member } from '../../../domain/api/members';

/**
 * An operator's jobs (issue 38 §1): underwriter (applications, identity checks), payments (repayments,
 * payouts), collections (arrears, hardship), administrator (operators, settings, business date). A person
 * may hold several. The server is the judge of every action; the console uses the roles only to show each
 * operator the screens of their jobs.
 */
export const operatorRoles = ['underwriter', 'payments', 'collections', 'administrator'] as const;
export type OperatorRole = (typeof operatorRoles)[number];

/** A screen any operator may open (their home, their account, a borrower's page). */
export const anyOperator: readonly OperatorRole[] = operatorRoles;

export const roleLabels: Record<OperatorRole, MessageDescriptor> = {
  underwriter: msg`Underwriter`,
  payments: msg`Payments`,
  collections: msg`Collections`,
  administrator: msg`Administrator`,
};

function isRole(value: unknown): value is OperatorRole {
  return (operatorRoles as readonly unknown[]).includes(value);
}

/**
 * The roles the session's member holds, when the server says (`roles`); null while it does not, and the
 * console then shows every screen as it did with one operator role.
 */
export function rolesOf(member: Pick<Member, 'roles'> | null | undefined): OperatorRole[] | null {
  const roles = member?.roles;
  return Array.isArray(roles) ? roles.filter(isRole) : null;
}

/** Whether an operator holding `held` sees a screen that needs one of `needed`. */
export function mayOpen(needed: readonly OperatorRole[], held: readonly OperatorRole[] | null): boolean {
  return held === null || held.some((role) => needed.includes(role));
}
