import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { NotificationGroup } from '../../../domain/api/notification-settings';
import type { Language } from '../../../domain/errors';
import type { Executor } from '../../db/client';
import { members, notificationPreferences, pushSubscriptions } from '../../db/schema';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export interface NewPushSubscription {
  memberId: number;
  sessionId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  groups: NotificationGroup[];
  anyTimeGroups: NotificationGroup[];
  showAmounts: boolean;
  lang: Language;
}

/**
 * One row per endpoint: subscribing again updates it, and a browser another member now signs in on moves
 * to that member (the endpoint belongs to the browser, which only one member can be signed in on).
 */
export async function upsertSubscription(
  db: Executor,
  values: NewPushSubscription,
  now: Date,
): Promise<PushSubscriptionRow> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        memberId: values.memberId,
        sessionId: values.sessionId,
        p256dh: values.p256dh,
        auth: values.auth,
        groups: values.groups,
        anyTimeGroups: values.anyTimeGroups,
        showAmounts: values.showAmounts,
        lang: values.lang,
        updatedAt: now,
      },
    })
    .returning();
  if (!row) throw new Error('push subscription not stored');
  return row;
}

export async function subscriptionsOf(db: Executor, memberId: number): Promise<PushSubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.memberId, memberId))
    .orderBy(pushSubscriptions.id);
}

/** Removes the member's own subscription with this endpoint; false when there was none of theirs. */
export async function deleteMemberSubscription(
  db: Executor,
  memberId: number,
  endpoint: string,
): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.memberId, memberId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export async function deleteSessionSubscriptions(db: Executor, sessionId: number): Promise<number> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(eq(pushSubscriptions.sessionId, sessionId))
    .returning({ id: pushSubscriptions.id });
  return rows.length;
}

/** The member's subscriptions made by any session but `keepSessionId` (every one when null). */
export async function deleteOtherSessionsSubscriptions(
  db: Executor,
  memberId: number,
  keepSessionId: number | null,
): Promise<number> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(
      keepSessionId === null
        ? eq(pushSubscriptions.memberId, memberId)
        : and(
            eq(pushSubscriptions.memberId, memberId),
            or(isNull(pushSubscriptions.sessionId), ne(pushSubscriptions.sessionId, keepSessionId)),
          ),
    )
    .returning({ id: pushSubscriptions.id });
  return rows.length;
}

export async function emailGroupsOf(db: Executor, memberId: number): Promise<NotificationGroup[] | null> {
  const [row] = await db
    .select({ emailGroups: notificationPreferences.emailGroups })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.memberId, memberId));
  return row?.emailGroups ?? null;
}

export async function saveEmailGroups(
  db: Executor,
  memberId: number,
  emailGroups: NotificationGroup[],
  now: Date,
): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ memberId, emailGroups, updatedAt: now })
    .onConflictDoUpdate({ target: notificationPreferences.memberId, set: { emailGroups, updatedAt: now } });
}

/** Who an event is for: where to write, in which language, and the first name a greeting may use. */
export interface Recipient {
  memberId: number;
  email: string;
  lang: Language;
  firstName: string | null;
  role: 'borrower' | 'operator';
}

export async function recipientOf(db: Executor, memberId: number): Promise<Recipient | undefined> {
  const [row] = await db
    .select({
      memberId: members.id,
      email: members.email,
      lang: members.lang,
      role: members.role,
      firstName: sql<string | null>`${members.base}->>'firstName'`,
    })
    .from(members)
    .where(eq(members.id, memberId));
  return row;
}
