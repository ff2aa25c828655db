import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  collectionCases,
  hardshipRequests,
  loans,
  members,
  outboxMessages,
  pushSubscriptions,
} from '../../../db/schema';

/**
 * The reads of a borrower's one page that no other module answers for an operator: a read model over
 * the tables of members, loans, collections, hardship and the outbox, each by an index on the borrower
 * (or on their addresses, for the outbox). Writes stay with the modules that own the tables.
 */

export async function findBorrower(db: Executor, memberId: number) {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.role, 'borrower')))
    .limit(1);
  return row ?? null;
}

/** Whether `loanId` is one of the borrower's: a note on a loan is filed under its borrower. */
export async function isBorrowersLoan(db: Executor, memberId: number, loanId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: loans.id })
    .from(loans)
    .where(and(eq(loans.id, loanId), eq(loans.memberId, memberId)))
    .limit(1);
  return row !== undefined;
}

/** Every application and loan, newest first: the columns a list shows, not the stored schedules. */
export async function loansOfBorrower(db: Executor, memberId: number) {
  return db
    .select({
      id: loans.id,
      memberId: loans.memberId,
      status: loans.status,
      amount: loans.amount,
      termMonths: loans.termMonths,
      method: loans.method,
      annualRate: loans.annualRate,
      apr: loans.apr,
      purpose: loans.purpose,
      contractNumber: loans.contractNumber,
      submittedAt: loans.submittedAt,
      offerAmount: loans.offerAmount,
      offerExpiresAt: loans.offerExpiresAt,
      reviewRequestedAt: loans.reviewRequestedAt,
      updatedAt: loans.updatedAt,
      disbursedOn: loans.disbursedOn,
    })
    .from(loans)
    .where(eq(loans.memberId, memberId))
    .orderBy(desc(loans.createdAt), desc(loans.id));
}

export async function arrearsCasesOf(db: Executor, memberId: number) {
  return db
    .select({
      caseId: collectionCases.id,
      loanId: collectionCases.loanId,
      status: collectionCases.status,
      openedOn: collectionCases.openedOn,
      pastDueSince: collectionCases.pastDueSince,
      closedOn: collectionCases.closedOn,
    })
    .from(collectionCases)
    .where(eq(collectionCases.memberId, memberId))
    .orderBy(desc(collectionCases.openedAt), desc(collectionCases.id));
}

export async function hardshipRequestsOf(db: Executor, memberId: number) {
  return db
    .select({
      requestId: hardshipRequests.id,
      loanId: hardshipRequests.loanId,
      status: hardshipRequests.status,
      outcome: hardshipRequests.outcome,
      receivedOn: hardshipRequests.receivedOn,
      answerBy: hardshipRequests.answerBy,
      closedOn: hardshipRequests.closedOn,
    })
    .from(hardshipRequests)
    .where(eq(hardshipRequests.memberId, memberId))
    .orderBy(desc(hardshipRequests.receivedAt), desc(hardshipRequests.id));
}

/**
 * What the outbox queued for the borrower: the outbox keeps the address a message went to, not whose it
 * was, so it is found by the borrower's e-mail, mobile and push devices (`outbox_messages_destination_idx`).
 * A message to an address the borrower has since changed is not found: the audit of the change names it.
 */
export async function outboxFor(
  db: Executor,
  memberId: number,
  addresses: { email: string; mobile: string | null },
  limit: number,
) {
  const devices = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.memberId, memberId));
  const pushIds = devices.map((device) => String(device.id));
  const destinations = [addresses.email, ...(addresses.mobile ? [addresses.mobile] : [])];
  return db
    .select({
      id: outboxMessages.id,
      channel: outboxMessages.channel,
      subject: outboxMessages.subject,
      status: outboxMessages.status,
      createdAt: outboxMessages.createdAt,
      sentAt: outboxMessages.sentAt,
    })
    .from(outboxMessages)
    .where(
      or(
        and(
          inArray(outboxMessages.channel, ['email', 'sms']),
          inArray(outboxMessages.destination, destinations),
        ),
        pushIds.length > 0
          ? and(eq(outboxMessages.channel, 'push'), inArray(outboxMessages.destination, pushIds))
          : undefined,
      ),
    )
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
}
