import { z } from 'zod';

/**
 * What every queue row says besides its own facts (issue 38 §6): whom it is about, since when it has waited
 * and by when it must be done (decisions within 5 working days, SPEC §9). Optional: a server that does not
 * send them yet leaves the console showing what it had.
 */
export const queueRowFacts = z.object({
  borrowerName: z.string().nullable().optional(),
  /** When the item started waiting (ISO date-time). */
  waitingSince: z.string().nullable().optional(),
  /** By when it must be done (ISO date-time, or a date). */
  deadline: z.string().nullable().optional(),
});
