import { z } from 'zod';
import { settingCodes } from '../config-codes';
import { loanStatuses } from '../loan/lifecycle';
import { M } from '../messages';
import { pageOf, pageQuery } from './envelope';
import { decisionView, loanDetailResponse, loanIdParams, loanSummary } from './loans';
import { repaymentStatuses, repaymentView } from './repayments';

/** Contracts of the operator API (`/api/operator/*`, role operator only). */

export const kycStatuses = ['UNVERIFIED', 'PENDING', 'VERIFIED', 'REJECTED'] as const;

export const REASON_REQUIRED = 'repayment.reason.required';

const reason = z.string(REASON_REQUIRED).trim().min(1, REASON_REQUIRED).max(500);

export const idParams = loanIdParams;
export const memberIdParams = z.object({
  memberId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});

export const applicationsQuery = pageQuery.extend({ status: z.enum(loanStatuses).optional() });
export const applicationItem = loanSummary.extend({
  memberId: z.number().int(),
  /** The newest decision: for a referred application, why a person must decide. */
  decision: decisionView.pick({ outcome: true, reasons: true, decidedBy: true }).nullable(),
  /** Set when the borrower asked a person to look again at the policy's decline. */
  reviewRequestedAt: z.string().nullable(),
});
export const applicationsResponse = pageOf(applicationItem);

/** A decision as recorded: what the policy read and each rule's verdict, or the operator and their words. */
export const decisionRecord = decisionView.extend({
  id: z.number().int(),
  inputs: z.record(z.string(), z.unknown()).nullable(),
  rules: z.array(z.object({ rule: z.string(), passed: z.boolean() })).nullable(),
  operatorId: z.number().int().nullable(),
  note: z.string().nullable(),
});

/** One application as an operator judges it: the application, its decisions, the applicant, their history. */
export const applicationDetailResponse = z.object({
  application: loanDetailResponse,
  decisions: z.array(decisionRecord),
  applicant: z.object({
    memberId: z.number().int(),
    email: z.string(),
    kycStatus: z.enum(kycStatuses),
    base: z.unknown().nullable(),
    contactAddress: z.unknown().nullable(),
    employment: z.unknown().nullable(),
  }),
  /** The applicant's other applications and loans, newest first. */
  earlier: z.array(loanSummary),
});

export const approveRequest = z.object({
  amount: z.number(M.amountRequired).int(M.amountRequired).positive(M.amountRequired).optional(),
  annualRate: z.string(M.validationFailed).optional(),
  note: z.string().trim().max(500).optional(),
});
export const approveResponse = z.object({
  loanId: z.number().int(),
  status: z.enum(loanStatuses),
  offer: z.object({
    amount: z.number().int(),
    annualRate: z.string(),
    apr: z.string(),
    totalPayable: z.number().int(),
    expiresAt: z.string(),
  }),
});

export const reasonRequest = z.object({ reason });
export const loanStatusResponse = z.object({ loanId: z.number().int(), status: z.enum(loanStatuses) });

export const disburseResponse = z.object({
  loanId: z.number().int(),
  status: z.enum(loanStatuses),
  disbursedOn: z.string(),
  /** Funds arrive the next working day before 18:00 (England & Wales). */
  fundsBy: z.string(),
  fundsByTime: z.string(),
  firstDueDate: z.string().nullable(),
  bills: z.number().int(),
});

export const repaymentsQuery = pageQuery.extend({ status: z.enum(repaymentStatuses).optional() });
export const repaymentsResponse = pageOf(repaymentView);
export const repaymentDecisionResponse = z.object({
  repayment: repaymentView,
  /** True when this confirmation repaid the loan's last bill and the loan is now SETTLED. */
  loanSettled: z.boolean(),
});

export const kycQuery = pageQuery.extend({ status: z.enum(kycStatuses).default('PENDING') });
export const kycItem = z.object({
  memberId: z.number().int(),
  email: z.string(),
  kycStatus: z.enum(kycStatuses),
  kyc: z.unknown().nullable(),
  kycRejectReason: z.string().nullable(),
  updatedAt: z.string(),
});
export const kycResponse = pageOf(kycItem);
export const kycDecisionResponse = z.object({
  memberId: z.number().int(),
  kycStatus: z.enum(kycStatuses),
  kycRejectReason: z.string().nullable(),
});

export const configCodeParams = z.object({ code: z.enum(settingCodes, 'config.code.unknown') });
export const configSetRequest = z.object({
  value: z.string(M.validationFailed).trim().min(1, M.validationFailed),
});
export const configItem = z.object({ code: z.enum(settingCodes), value: z.string() });
export const configResponse = z.object({ list: z.array(configItem) });

export const auditQuery = pageQuery;
export const auditItem = z.object({
  id: z.number().int(),
  operatorId: z.number().int(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  reason: z.string().nullable(),
  requestId: z.string().nullable(),
  at: z.string(),
});
export const auditResponse = pageOf(auditItem);
