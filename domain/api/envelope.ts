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
