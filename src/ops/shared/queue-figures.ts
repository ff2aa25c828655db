import type { z } from 'zod';
import type { queuesResponse } from '../../../domain/api/operator';

export type Queues = z.infer<typeof queuesResponse>;
/** A queue in the queues' answer (`GET /operator/queues`). */
export type QueueKey = keyof Queues;
export type QueueFigures = Queues[QueueKey] & { overdue?: number };

/**
 * How many of a queue's items are late, for its count to show as urgent: payouts past their deadline, or
 * (a queue whose oldest date is an answer promised) 1 when that promise is already behind the business date.
 */
export function lateOf(
  figures: QueueFigures | undefined,
  oldest: 'waiting' | 'past-due-since' | 'answer-by',
  today: string | undefined,
): number {
  if (!figures) return 0;
  if (figures.overdue !== undefined) return figures.overdue;
  if (oldest === 'answer-by' && figures.oldestAt && today && figures.oldestAt < today) return 1;
  return 0;
}
