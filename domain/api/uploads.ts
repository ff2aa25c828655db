import { z } from 'zod';
import { recordIdParam } from './envelope';

/** What an uploaded image is for; optional, kept for the operator's view. */
export const uploadPurposes = ['idPhoto', 'voucher', 'incomeProof', 'other'] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];

export const uploadQuery = z.object({
  purpose: z.enum(uploadPurposes, { message: 'validation.failed' }).optional(),
});

export const uploadParams = z.object({ id: recordIdParam });

/** POST /api/upload/img answer: the stored (re-encoded) image. `url` is fetched with the session token. */
export const uploadedImage = z.object({
  id: z.number().int(),
  url: z.string(),
  mime: z.enum(['image/jpeg', 'image/png']),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type UploadedImage = z.infer<typeof uploadedImage>;
