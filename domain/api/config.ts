import { z } from 'zod';

/** `configCodes=A,B`: a comma-separated list; which codes are allowed is the server's check. */
export const configValueQuery = z.object({
  configCodes: z
    .string({ message: 'validation.failed' })
    .max(1000, { message: 'validation.failed' })
    .transform((value) =>
      value
        .split(',')
        .map((code) => code.trim())
        .filter((code) => code.length > 0),
    )
    .refine((codes) => codes.length > 0 && codes.length <= 20, { message: 'validation.failed' }),
});

export const configItem = z.object({ configCode: z.string(), configValue: z.string() });
export const configValues = z.array(configItem);
export type ConfigItem = z.infer<typeof configItem>;

export const brandInfo = z.object({
  code: z.enum(['quayside', 'harbourline']),
  name: z.string(),
  supportEmail: z.string(),
  supportPhone: z.string(),
  region: z.string(),
  timeZone: z.string(),
  currency: z.literal('GBP'),
});
