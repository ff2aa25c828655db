import { z } from 'zod';
import { hardshipOutcomes, hardshipRequestStatuses } from '../forbearance/forbearance-codes';
import { loanStatuses } from '../loan/lifecycle';
import { encodeMessage, M } from '../messages';
import { BORROWER_QUERY_MAX, BORROWER_QUERY_MIN, borrowerMatchKinds } from '../operator/borrower-search';
import { collectionCaseStatuses } from './collections';
import { creditSearchView } from './credit';
import { keysetPageOf, keysetPageQuery, recordIdParam } from './envelope';
import { loanSummary } from './loans';
import { kycStatuses } from './members';
import { notificationItem } from './notifications';

/**
 * Contracts of the operators' borrower desk (issue 38 §3, decision 107): the search, a borrower's one page,
 * and notes. Apart from operator.ts so that the console's other screens do not carry them.
 */

/**
 * `GET /api/operator/borrowers?q=`: 2–100 characters, refused on the field otherwise. Without `q` the
 * answer is an empty page (the list route of `/borrowers/:memberId`, which finds no one by itself).
 */
export const borrowerSearchQuery = keysetPageQuery.extend({
  q: z
    .string(encodeMessage(M.tplEnter, { text: 'field.borrowerQuery' }))
    .trim()
    .min(BORROWER_QUERY_MIN, 'borrowers.query.tooShort')
    .max(BORROWER_QUERY_MAX, 'borrowers.query.tooLong')
    .optional(),
});

export const borrowerLoanChip = z.object({
  loanId: z.number().int(),
  contractNumber: z.string().nullable(),
  status: z.enum(loanStatuses),
});

export const borrowerSearchItem = z.object({
  memberId: z.number().int(),
  name: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  kycStatus: z.enum(kycStatuses),
  locked: z.boolean(),
  /** Newest first, at most five. */
  loans: z.array(borrowerLoanChip),
  createdAt: z.string(),
});
export type BorrowerSearchItem = z.infer<typeof borrowerSearchItem>;

/** Newest borrowers first. `total` stops counting at `SEARCH_COUNT_CAP`; `totalCapped` says it did. */
export const borrowerSearchResponse = keysetPageOf(borrowerSearchItem).extend({
  totalCapped: z.boolean(),
  /** The keys the query was read as, for the screen to say what was searched. */
  readAs: z.array(z.enum(borrowerMatchKinds)),
});
export type BorrowerSearchResponse = z.infer<typeof borrowerSearchResponse>;
export const SEARCH_COUNT_CAP = 1000;

export const borrowerParams = z.object({ memberId: recordIdParam });

const outboxChannels = ['email', 'sms', 'push'] as const;
const outboxStatuses = ['pending', 'sending', 'sent', 'failed'] as const;

/** `GET /api/operator/borrowers/:memberId`: everything about one borrower. Each view is audited. */
export const borrowerPage = z.object({
  member: z.object({
    memberId: z.number().int(),
    name: z.string().nullable(),
    email: z.string(),
    mobile: z.string().nullable(),
    locked: z.boolean(),
    kycStatus: z.enum(kycStatuses),
    kycRejectReason: z.string().nullable(),
    lang: z.enum(['en', 'cn', 'tw']),
    createdAt: z.string(),
    lastLoginAt: z.string().nullable(),
    payoutMethod: z.enum(['USDT', 'BANK']),
    walletAddress: z.string().nullable(),
    /** The account's last four digits only: the whole number stays out of the console. */
    bankAccount: z
      .object({ accountHolderName: z.string(), sortCode: z.string(), accountNumberLast4: z.string() })
      .nullable(),
  }),
  /** The profile sections as stored, shown with the one profile's read-only views. */
  profile: z.object({
    base: z.unknown().nullable(),
    contactAddress: z.unknown().nullable(),
    employment: z.unknown().nullable(),
    family: z.unknown().nullable(),
    estate: z.unknown().nullable(),
    car: z.unknown().nullable(),
    contacts: z.unknown().nullable(),
    kyc: z.unknown().nullable(),
  }),
  /** Every application and loan, newest first; each loan's book and ledger come from its own route. */
  loans: z.array(loanSummary.extend({ disbursedOn: z.string().nullable() })),
  creditSearches: z.array(creditSearchView),
  messages: z.object({
    /** E-mails, texts and pushes queued for the borrower's addresses and devices, newest first. */
    sent: z.array(
      z.object({
        id: z.number().int(),
        channel: z.enum(outboxChannels),
        subject: z.string().nullable(),
        status: z.enum(outboxStatuses),
        createdAt: z.string(),
        sentAt: z.string().nullable(),
      }),
    ),
    /** The messages in the app's inbox, in the reader's language. */
    inApp: z.array(notificationItem),
  }),
  arrears: z.array(
    z.object({
      caseId: z.number().int(),
      loanId: z.number().int(),
      status: z.enum(collectionCaseStatuses),
      openedOn: z.string(),
      pastDueSince: z.string(),
      closedOn: z.string().nullable(),
    }),
  ),
  hardship: z.array(
    z.object({
      requestId: z.number().int(),
      loanId: z.number().int(),
      status: z.enum(hardshipRequestStatuses),
      outcome: z.enum(hardshipOutcomes).nullable(),
      receivedOn: z.string(),
      answerBy: z.string(),
      closedOn: z.string().nullable(),
    }),
  ),
});
export type BorrowerPage = z.infer<typeof borrowerPage>;

export const NOTE_MAX = 4000;

/** `POST /api/operator/borrowers/:memberId/notes`: a note on the borrower, or on one of their loans. */
export const noteRequest = z.strictObject({
  text: z
    .string(encodeMessage(M.tplEnter, { text: 'field.note' }))
    .trim()
    .min(1, encodeMessage(M.tplEnter, { text: 'field.note' }))
    .max(NOTE_MAX, 'notes.tooLong'),
  loanId: z.number(M.validationFailed).int(M.validationFailed).positive(M.validationFailed).optional(),
  /** The note this one corrects: it stays as written, and is shown as corrected. */
  corrects: z.number(M.validationFailed).int(M.validationFailed).positive(M.validationFailed).optional(),
});
export type NoteRequest = z.infer<typeof noteRequest>;

export const noteView = z.object({
  noteId: z.number().int(),
  loanId: z.number().int().nullable(),
  authorId: z.number().int(),
  authorEmail: z.string(),
  text: z.string(),
  correctsId: z.number().int().nullable(),
  /** The newest note correcting this one, if any. */
  correctedById: z.number().int().nullable(),
  createdAt: z.string(),
});
export type NoteView = z.infer<typeof noteView>;

export const notesQuery = keysetPageQuery;
export const notesResponse = keysetPageOf(noteView);
