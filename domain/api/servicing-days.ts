import { z } from 'zod';
import { isIsoDate } from '../loan/dates';
import { encodeMessage, M } from '../messages';

/** Contracts of the business date and the statutory notices (`/api/operator/*`, role operator only). */

const enter = (field: string) => encodeMessage(M.tplEnter, { text: field });
const correct = (field: string) => encodeMessage(M.tplCorrect, { text: field });

function isoDate(field: string) {
  return z
    .string(enter(field))
    .regex(/^\d{4}-\d{2}-\d{2}$/, correct(field))
    .refine((value) => isIsoDate(value) && value >= '2000-01-01' && value <= '2199-12-31', correct(field));
}

export const businessDateMoveRequest = z.object({ date: isoDate('field.businessDate') });

const cobRunView = z.object({
  businessDate: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Loans closed for the date, once it has finished. */
  loans: z.number().int().nullable(),
});

export const businessDateResponse = z.object({
  businessDate: z.string(),
  /** False in production, where the date follows the clock. */
  movable: z.boolean(),
  movedBy: z.number().int().nullable(),
  movedAt: z.string().nullable(),
  /** The latest close of business: the one in progress, else the last finished. */
  lastCob: cobRunView.nullable(),
});

export const cobDayReport = z.object({
  businessDate: z.string(),
  loans: z.number().int(),
  notices: z.number().int(),
  failed: z.number().int(),
});

export const businessDateMoveResponse = z.object({
  businessDate: z.string(),
  /** Each day passed, closed in order. */
  closesOfBusiness: z.array(cobDayReport),
});

export const statutoryNoticeKindsOnWire = ['ARREARS_S86B', 'DEFAULT_S87'] as const;

/** A default notice (CCA s87): the breach in the operator's words, the sum to put it right, and by when. */
export const defaultNoticeRequest = z.object({
  breach: z
    .string(enter('field.breach'))
    .trim()
    .min(1, enter('field.breach'))
    .max(1000, correct('field.breach')),
  sum: z
    .number(enter('field.noticeSum'))
    .int(correct('field.noticeSum'))
    .positive(correct('field.noticeSum'))
    .max(9_999_999_999_999, correct('field.noticeSum')),
  remedyDate: isoDate('field.remedyDate'),
});

export const statutoryNoticeView = z.object({
  id: z.number().int(),
  kind: z.enum(statutoryNoticeKindsOnWire),
  loanId: z.number().int(),
  businessDate: z.string(),
  sentAt: z.string(),
  templateId: z.string(),
  templateVersion: z.number().int(),
  language: z.enum(['en', 'cn', 'tw']),
  figures: z.record(z.string(), z.unknown()),
  subject: z.string(),
  body: z.string(),
  sentBy: z.number().int().nullable(),
});

export const statutoryNoticesResponse = z.object({ list: z.array(statutoryNoticeView) });
