import { z } from 'zod';

/** Who the agency is, so a decline on its data can name it and say how to get the file (CCA s157). */
export const agencyContactSchema = z.object({
  name: z.string().min(1).max(120),
  address: z.string().min(1).max(300),
  phone: z.string().min(1).max(40),
  website: z.string().min(1).max(200),
});
export type AgencyContact = z.infer<typeof agencyContactSchema>;
