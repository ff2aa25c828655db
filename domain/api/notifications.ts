import { z } from 'zod';
import { pageOf, pageQuery, recordIdParam } from './envelope';

export const notificationTypes = ['loan', 'repayment', 'account', 'system'] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const notificationListParams = z.object({
  type: z.enum([...notificationTypes, 'all'], { message: 'validation.failed' }),
});
export const notificationListQuery = pageQuery;

export const notificationIdParams = z.object({ id: recordIdParam });

/** A notification with its words already in the reader's language (rendered when read, not when sent). */
export const notificationItem = z.object({
  id: z.number().int(),
  type: z.enum(notificationTypes),
  title: z.string(),
  body: z.string(),
  read: z.boolean(),
  readAt: z.string().nullable(),
  /** The loan the message is about (an application, a bill, a repayment), so the app can open it; else null. */
  loanId: z.number().int().positive().nullable(),
  createdAt: z.string(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const notificationPage = pageOf(notificationItem);
export const unreadCount = z.object({ count: z.number().int() });
export const notificationRead = z.object({ id: z.number().int(), readAt: z.string() });
