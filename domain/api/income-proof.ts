import { z } from 'zod';

/**
 * Proof of income (SPEC §9): when the credit policy refers an application with `income.proofNeeded`, the
 * borrower sends payslips or bank statements covering the last 60 days, as pictures or PDFs, to the
 * application (`POST /api/loan/{id}/income-proof`, multipart field "file", with an Idempotency-Key).
 */
export const INCOME_PROOF_DAYS = 60;
/** Documents one application may hold: SPEC's 12 files per field. */
export const INCOME_PROOF_MAX_DOCUMENTS = 12;
/** The size a document may have by default (the server's DOCUMENT_MAX_BYTES): a scanned statement fits. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Working days a person takes to decide once the proof has arrived. */
export const INCOME_PROOF_DECISION_DAYS = 5;

export const documentMimes = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type DocumentMime = (typeof documentMimes)[number];

/** One document received; `url` is the owner-or-operator file route, fetched with the session token. */
export const incomeProofDocument = z.object({
  id: z.number().int(),
  uploadId: z.number().int(),
  url: z.string(),
  mime: z.enum(documentMimes),
  bytes: z.number().int(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  receivedAt: z.string(),
});
export type IncomeProofDocument = z.infer<typeof incomeProofDocument>;

/** What an application holds and expects: the same for the borrower (their own) and an operator. */
export const incomeProofResponse = z.object({
  /** The application's newest decision asks for proof of income. */
  asked: z.boolean(),
  /** More may be sent now: asked, still in review, and fewer than `max` documents. */
  accepting: z.boolean(),
  max: z.number().int(),
  maxBytes: z.number().int(),
  days: z.number().int(),
  documents: z.array(incomeProofDocument),
  /** The last working day for a person's decision, counted from the latest document; null before any. */
  decideBy: z.string().nullable(),
});
export type IncomeProofResponse = z.infer<typeof incomeProofResponse>;
