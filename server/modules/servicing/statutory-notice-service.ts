import { DomainError } from '../../../domain/domain-error';
import { addDays, addMonths, compareDates, type IsoDate } from '../../../domain/loan/dates';
import { encodeMessage } from '../../../domain/messages';
import { formatMoney, formatRatePercent, type Minor } from '../../../domain/money';
import type { LoanBook } from '../../../domain/servicing/book';
import {
  arrearsNoticeTrigger,
  assertRemedyDate,
  earliestRemedyDate,
} from '../../../domain/servicing/statutory-dates';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import type { NotificationParam, StatutoryNoticeKind } from '../../db/schema';
import { conflict, invalid, notFound } from '../../lib/app-error';
import { recordAudit } from '../audit/audit-service';
import { brandOf } from '../config/config-service';
import { enqueueMessage } from '../mail/outbox-repository';
import { createNotification, money } from '../notifications/notification-service';
import { currentBusinessDate } from './business-date-service';
import { cobLoanBook } from './cob-loan-book';
import { type CobLoan, lockLoanForNotice, noticeRecipient } from './cob-repository';
import {
  insertNotice,
  noticesOfLoan,
  noticesOfMemberLoan,
  noticesSince,
  type StatutoryNoticeRow,
} from './statutory-notice-repository';
import {
  ARREARS_NOTICE_TEMPLATE,
  type ArrearsNoticeFigures,
  DEFAULT_NOTICE_TEMPLATE,
  type DefaultNoticeFigures,
  type NoticeTemplate,
  noticeDocument,
} from './statutory-notice-templates';

/**
 * After the first s86B notice of a spell of arrears, the next is raised this many days before six months
 * have passed since the last, so that it reaches the borrower within the six months however it is sent.
 */
export const ARREARS_REPEAT_MARGIN_DAYS = 7;

/**
 * The arrears notice the book calls for on `date`, as its place in the spell (1 for the first), or null:
 * none when s86B does not apply; the first as soon as it does (well within its 14 days); then one when six
 * months less the margin have passed since the last, for as long as the arrears last.
 */
export function arrearsNoticeSequence(
  book: Pick<LoanBook, 'arrearsSteps'>,
  date: IsoDate,
  sentInSpell: readonly { businessDate: IsoDate }[],
): number | null {
  const trigger = arrearsNoticeTrigger(book);
  if (trigger === null || compareDates(trigger, date) > 0) return null;
  const last = sentInSpell[0];
  if (!last) return 1;
  const nextBy = addDays(addMonths(last.businessDate, 6), -ARREARS_REPEAT_MARGIN_DAYS);
  return compareDates(date, nextBy) >= 0 ? sentInSpell.length + 1 : null;
}

function shortfallOf(book: LoanBook): Minor {
  return book.bills
    .filter((bill) => compareDates(bill.dueDate, book.asOf) < 0)
    .reduce((sum, bill) => sum + bill.outstanding.interest + bill.outstanding.principal, 0);
}

function overdueInterestOf(book: LoanBook): Minor {
  return book.bills.reduce((sum, bill) => sum + bill.outstanding.overdueInterest, 0);
}

function brandFigures(deps: Pick<AppDeps, 'config'>) {
  const brand = brandOf(deps.config);
  return {
    lender: brand.name,
    supportEmail: brand.supportEmail,
    supportPhone: brand.supportPhone,
    currency: brand.currency,
  };
}

/** The figures of an s86B notice, every one from the replayed book. */
export function arrearsFigures(
  deps: Pick<AppDeps, 'config'>,
  loan: Pick<CobLoan, 'id' | 'contractNumber' | 'overdueRate'>,
  book: LoanBook,
  sequence: number,
): ArrearsNoticeFigures {
  return {
    ...brandFigures(deps),
    contractNumber: loan.contractNumber ?? String(loan.id),
    noticeDate: book.asOf,
    arrearsFrom: arrearsNoticeTrigger(book) ?? book.asOf,
    sequence,
    shortfall: shortfallOf(book),
    overdueInterest: overdueInterestOf(book),
    arrears: book.arrears,
    overdueInterestPerDay: book.overdueInterestPerDay,
    overdueRatePercent: formatRatePercent(loan.overdueRate),
    daysPastDue: book.daysPastDue,
    pastDueSince: book.pastDueSince,
    principalOutstanding: book.principalOutstanding,
    bills: book.bills
      .filter((bill) => compareDates(bill.dueDate, book.asOf) < 0 && bill.outstandingTotal > 0)
      .map((bill) => ({
        period: bill.period,
        dueDate: bill.dueDate,
        due: bill.total,
        paid: bill.paid.overdueInterest + bill.paid.interest + bill.paid.principal,
        outstanding: bill.outstandingTotal,
      })),
  };
}

interface SendInput<F> {
  kind: StatutoryNoticeKind;
  loan: Pick<CobLoan, 'id' | 'memberId' | 'contractNumber'>;
  businessDate: IsoDate;
  template: NoticeTemplate<F>;
  figures: F;
  sentBy: number | null;
  notification: { titleKey: string; bodyKey: string; params: Record<string, NotificationParam> };
}

/**
 * Keeps the notice for ever (template, version, figures and the text as sent), puts it in the borrower's
 * messages and queues the e-mail, all in the caller's transaction: the three exist together or not at all.
 */
async function sendNotice<F>(
  tx: Executor,
  deps: Pick<AppDeps, 'clock'>,
  input: SendInput<F>,
): Promise<StatutoryNoticeRow> {
  const now = deps.clock.now();
  const recipient = await noticeRecipient(tx, input.loan.memberId);
  const language = recipient?.lang ?? 'en';
  const document = noticeDocument(input.template, input.figures, language);
  const row = await insertNotice(tx, {
    kind: input.kind,
    loanId: input.loan.id,
    memberId: input.loan.memberId,
    businessDate: input.businessDate,
    sentAt: now,
    templateId: input.template.id,
    templateVersion: input.template.version,
    language,
    figures: JSON.parse(JSON.stringify(input.figures)),
    subject: document.subject,
    body: document.body,
    sentBy: input.sentBy,
  });
  await createNotification(
    tx,
    {
      memberId: input.loan.memberId,
      type: 'loan',
      titleKey: input.notification.titleKey,
      bodyKey: input.notification.bodyKey,
      params: { ...input.notification.params, noticeId: row.id, loanId: input.loan.id },
    },
    now,
  );
  if (recipient) {
    await enqueueMessage(
      tx,
      { channel: 'email', destination: recipient.email, subject: document.subject, body: document.body },
      now,
    );
  }
  return row;
}

/** Raises the s86B notice when the book calls for one on `date` (a close of business); the count raised. */
export async function raiseArrearsNoticeIfDue(
  tx: Executor,
  deps: Pick<AppDeps, 'clock' | 'config'>,
  loan: CobLoan,
  book: LoanBook,
  date: IsoDate,
): Promise<number> {
  const trigger = arrearsNoticeTrigger(book);
  if (trigger === null) return 0;
  const sent = await noticesSince(tx, loan.id, 'ARREARS_S86B', trigger);
  const sequence = arrearsNoticeSequence(book, date, sent);
  if (sequence === null) return 0;
  const figures = arrearsFigures(deps, loan, book, sequence);
  await sendNotice(tx, deps, {
    kind: 'ARREARS_S86B',
    loan,
    businessDate: date,
    template: ARREARS_NOTICE_TEMPLATE,
    figures,
    sentBy: null,
    notification: {
      titleKey: 'notify.notice.arrears.title',
      bodyKey: 'notify.notice.arrears.body',
      params: {
        contractNumber: figures.contractNumber,
        arrears: money(figures.arrears, figures.currency),
        date,
      },
    },
  });
  return 1;
}

/** Sends an operator's default notice (the caller has checked the remedy date and the sum). */
export async function sendDefaultNotice(
  tx: Executor,
  deps: Pick<AppDeps, 'clock' | 'config'>,
  input: {
    loan: Pick<CobLoan, 'id' | 'memberId' | 'contractNumber'>;
    book: LoanBook;
    breach: string;
    sum: Minor;
    remedyDate: IsoDate;
    operatorId: number;
  },
): Promise<StatutoryNoticeRow> {
  const figures: DefaultNoticeFigures = {
    ...brandFigures(deps),
    contractNumber: input.loan.contractNumber ?? String(input.loan.id),
    noticeDate: input.book.asOf,
    breach: input.breach,
    sum: input.sum,
    remedyDate: input.remedyDate,
    arrears: input.book.arrears,
    principalOutstanding: input.book.principalOutstanding,
  };
  return sendNotice(tx, deps, {
    kind: 'DEFAULT_S87',
    loan: input.loan,
    businessDate: input.book.asOf,
    template: DEFAULT_NOTICE_TEMPLATE,
    figures,
    sentBy: input.operatorId,
    notification: {
      titleKey: 'notify.notice.default.title',
      bodyKey: 'notify.notice.default.body',
      params: {
        contractNumber: figures.contractNumber,
        sum: money(input.sum, figures.currency),
        remedyDate: input.remedyDate,
      },
    },
  });
}

export function noticeViewOf(row: StatutoryNoticeRow) {
  return {
    id: row.id,
    kind: row.kind,
    loanId: row.loanId,
    businessDate: row.businessDate,
    sentAt: row.sentAt.toISOString(),
    templateId: row.templateId,
    templateVersion: row.templateVersion,
    language: row.language,
    figures: row.figures,
    subject: row.subject,
    body: row.body,
    sentBy: row.sentBy,
  };
}

/**
 * Whether a loan is under forbearance — a request for help not yet answered, or an arrangement being kept
 * (issue 36): no default notice is sent then. The hardship module imports this one, so it is handed in
 * (routes.ts) like the close of business's steps.
 */
export type ForbearanceHold = (db: Executor, loanId: number) => Promise<boolean>;

/**
 * An operator's default notice (CCA s87/s88) on a running loan with something overdue: the remedy date at
 * least 14 days after it is sent, on a working day (`assertRemedyDate`), and the sum no more than the
 * arrears on the book, and never while the loan is under forbearance. Sent on the business date, kept,
 * delivered and audited in one transaction.
 */
export async function operatorDefaultNotice(
  ctx: { deps: AppDeps & { forbearanceHold?: ForbearanceHold }; operatorId: number; requestId: string },
  loanId: number,
  input: { breach: string; sum: Minor; remedyDate: IsoDate },
) {
  const { deps } = ctx;
  const sentOn = await currentBusinessDate(deps);
  try {
    assertRemedyDate(sentOn, input.remedyDate);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    throw invalid({
      remedyDate: encodeMessage('notice.default.remedyTooSoon', { earliest: earliestRemedyDate(sentOn) }),
    });
  }
  return deps.db.transaction(async (tx) => {
    const loan = await lockLoanForNotice(tx, loanId);
    if (!loan) throw notFound();
    if (loan.status !== 'DISBURSED' || !loan.disbursedOn) throw conflict('notice.default.notRunning');
    if (await deps.forbearanceHold?.(tx, loanId)) throw conflict('notice.default.forbearance');
    const book = await cobLoanBook(tx, { ...loan, disbursedOn: loan.disbursedOn }, sentOn);
    if (book.arrears === 0) throw conflict('notice.default.noArrears', { date: sentOn });
    if (input.sum > book.arrears) {
      const arrears = formatMoney(book.arrears, 'en', { currency: brandOf(deps.config).currency });
      throw invalid({ sum: encodeMessage('notice.default.sumTooLarge', { date: sentOn, arrears }) });
    }
    const row = await sendDefaultNotice(tx, deps, {
      loan,
      book,
      breach: input.breach,
      sum: input.sum,
      remedyDate: input.remedyDate,
      operatorId: ctx.operatorId,
    });
    await recordAudit(tx, {
      operatorId: ctx.operatorId,
      action: 'loan.defaultNotice',
      targetType: 'loan',
      targetId: loanId,
      after: { noticeId: row.id, businessDate: sentOn, ...input },
      memberId: loan.memberId,
      requestId: ctx.requestId,
      at: deps.clock.now(),
    });
    return noticeViewOf(row);
  });
}

/** A borrower's notices on their own loan, as sent (text, template version, figures): kept for ever. */
export async function borrowerLoanNotices(deps: Pick<AppDeps, 'db'>, memberId: number, loanId: number) {
  const rows = await noticesOfMemberLoan(deps.db, memberId, loanId);
  if (!rows) throw notFound();
  return { list: rows.map(noticeViewOf) };
}

export async function operatorLoanNotices(deps: Pick<AppDeps, 'db'>, loanId: number) {
  return { list: (await noticesOfLoan(deps.db, loanId)).map(noticeViewOf) };
}
