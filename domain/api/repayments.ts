import { z } from 'zod';
import { billKinds, billStatuses } from '../loan/lifecycle';
import { encodeMessage, M } from '../messages';
import { pageOf, pageQuery } from './envelope';

/** Contracts of the borrower's repayment routes. Money in integer minor units, dates ISO 8601. */

export const repaymentStatuses = ['PENDING', 'CONFIRMED', 'REFUSED'] as const;
export type RepaymentStatusDto = (typeof repaymentStatuses)[number];
export const repaymentKinds = ['BILLS', 'SETTLEMENT'] as const;

export const REPAYMENT_TARGET_REQUIRED = 'repayment.target.required';

const id = z.number(M.validationFailed).int(M.validationFailed).positive(M.validationFailed);

/**
 * Either some of the member's own bills (`billIds`), or the whole remaining loan at today's early
 * settlement figure (`loanId` with `settlement: true`). The voucher is an image the member uploaded.
 */
export const repaymentSubmitRequest = z
  .object({
    billIds: z.array(id).min(1, REPAYMENT_TARGET_REQUIRED).max(60).optional(),
    loanId: id.optional(),
    settlement: z.literal(true).optional(),
    voucherUploadId: z.number(M.voucherRequired).int(M.voucherRequired).positive(M.voucherRequired),
    /**
     * What the borrower says they sent and the transfer's reference (the transaction hash), for the
     * operator to hold against the voucher. Optional; the amount booked is the bills' (or settlement's).
     */
    statedAmount: z
      .number(encodeMessage(M.tplCorrect, { text: 'field.statedAmount' }))
      .int(encodeMessage(M.tplCorrect, { text: 'field.statedAmount' }))
      .positive(encodeMessage(M.tplCorrect, { text: 'field.statedAmount' }))
      .max(9_999_999_999_999, encodeMessage(M.tplCorrect, { text: 'field.statedAmount' }))
      .optional(),
    statedReference: z
      .string(encodeMessage(M.tplCorrect, { text: 'field.transferReference' }))
      .trim()
      .max(100, encodeMessage(M.tplCorrect, { text: 'field.transferReference' }))
      .regex(/^[\x21-\x7e]*$/, encodeMessage(M.tplCorrect, { text: 'field.transferReference' }))
      .optional(),
    /** The USDT quote the borrower was shown (POST /api/repayment/usdt-quote), for the operator to convert by. */
    usdtQuoteId: id.optional(),
  })
  .refine(
    (body) =>
      (body.billIds !== undefined && body.loanId === undefined && body.settlement === undefined) ||
      (body.billIds === undefined && body.loanId !== undefined && body.settlement === true),
    { message: REPAYMENT_TARGET_REQUIRED, path: ['billIds'] },
  );
export type RepaymentSubmitRequest = z.infer<typeof repaymentSubmitRequest>;

export const repaymentBillView = z.object({
  billId: z.number().int(),
  kind: z.enum(billKinds),
  period: z.number().int(),
  dueDate: z.string(),
  total: z.number().int(),
  status: z.enum(billStatuses),
});

export const repaymentView = z.object({
  repaymentId: z.number().int(),
  loanId: z.number().int(),
  memberId: z.number().int(),
  kind: z.enum(repaymentKinds),
  amount: z.number().int(),
  status: z.enum(repaymentStatuses),
  voucherUploadId: z.number().int(),
  /** Where the voucher image can be fetched (its owner and operators only). */
  voucherUrl: z.string(),
  statedAmount: z.number().int().nullable(),
  statedReference: z.string().nullable(),
  refusalReason: z.string().nullable(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  bills: z.array(repaymentBillView),
});
export type RepaymentView = z.infer<typeof repaymentView>;

export const repaymentListQuery = pageQuery.extend({ status: z.enum(repaymentStatuses).optional() });
export const repaymentListResponse = pageOf(repaymentView);
