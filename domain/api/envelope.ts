import { z } from 'zod';
import { M } from '../messages';

/**
 * A record id in a URL: the one canonical decimal spelling of a positive safe integer. `z.coerce.number()`
 * also took " 5", "05", "5e0", "0x5", "+5" and "5.0" as 5, so one record had many names — harmless to
 * ownership (every name still led to the same check) but a wider door than any client uses, and a gift to
 * anyone probing caches, logs or rate-limit keys built from paths.
 */
export const recordIdParam = z
  .string(M.validationFailed)
  .regex(/^[1-9][0-9]{0,15}$/, M.validationFailed)
  .transform(Number)
  .refine(Number.isSafeInteger, M.validationFailed);

/** Every API answer: `{ code, msg, data }`, success when code is "0" (DESIGN §3). */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.string(), msg: z.string(), data });
}

export const errorEnvelope = z.object({
  code: z.string(),
  msg: z.string(),
  data: z
    .object({
      fields: z.record(z.string(), z.string()).optional(),
      retryAfter: z.number().optional(),
      requestId: z.string().optional(),
    })
    .catchall(z.unknown())
    .nullable(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/** A page of records. Page numbers start at 1; page size is capped by each route (100 at most). */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

/**
 * Where a page paged by key starts: the time (UTC, to the microsecond) and id of the last row of the page
 * before, as the previous answer's `next` gave it. Opaque to clients: they pass back what they were given.
 */
const cursorPattern = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_([1-9][0-9]{0,15})$/;

/** A cursor's parts; null when it is not one (a day that is not in the calendar included). */
export function parseCursor(cursor: string): { at: string; id: number } | null {
  const match = cursorPattern.exec(cursor);
  if (!match?.[1] || !match[2]) return null;
  const id = Number(match[2]);
  const at = new Date(match[1]);
  const real = !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 23) === match[1].slice(0, 23);
  return Number.isSafeInteger(id) && real ? { at: match[1], id } : null;
}

export const cursorParam = z
  .string(M.validationFailed)
  .refine((value) => parseCursor(value) !== null, M.validationFailed);

/**
 * A page of a list paged by key (the operators' lists): `after` is the `next` of the page before. Without
 * it, `page` still chooses a page by number, as before cursors; every page's answer carries `next`, so a
 * client starts at page 1 and follows `next` from there.
 */
export const keysetPageQuery = pageQuery.extend({ after: cursorParam.optional() });
export function keysetPageOf<T extends z.ZodType>(item: T) {
  return pageOf(item).extend({
    /** The cursor of the page after this one; null on the last page. */
    next: z.string().nullable(),
  });
}
