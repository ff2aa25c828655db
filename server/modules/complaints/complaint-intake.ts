import type {
  ComplaintReceipt,
  MemberComplaint,
  MemberComplaintsResponse,
  PublicComplaint,
} from '../../../domain/api/complaints';
import { BRAND_TIME_ZONE } from '../../../domain/brands';
import { complaintClock, readClock } from '../../../domain/complaints/complaint-clock';
import { complaintReference } from '../../../domain/complaints/complaint-codes';
import { complaintErrors } from '../../../domain/complaints/complaint-errors';
import type { Language } from '../../../domain/errors';
import type { AppDeps } from '../../app-deps';
import { AppError, invalid } from '../../lib/app-error';
import { fingerprintOf } from '../../plugins/idempotency';
import { isUniqueViolation } from '../loans/loans-front-door';
import { businessDateOf } from '../servicing/servicing-front-door';
import { answerViewOf, sendAcknowledgement } from './complaint-letters';
import {
  type ComplaintRow,
  complaintBySubmissionKey,
  complaintsOfMember,
  contractNumbersOf,
  insertComplaint,
  insertComplaintEvent,
  loanByNumber,
  loansOfMember,
  memberContactOf,
} from './complaints-repository';

/**
 * A complaint sent from the app (issue 38 §4, decision 108): by anyone at /complaints, or by a signed-in
 * borrower about one of their loans. It is received on the business date at the brand's wall-clock time, its
 * clock fixed then, and acknowledged at once with the acknowledgement letter (in-app and by e-mail for a
 * borrower, by e-mail for anyone else). The form's Idempotency-Key is kept on the row: the same key with the
 * same words answers the same complaint; with other words it is refused.
 */

export type ComplaintDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

const UNIQUE_KEY = 'complaints_submission_key';

/** "HH:MM" in the brand's time zone at `now`. */
export function brandTimeOf(now: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: BRAND_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(now);
}

export function receiptOf(row: ComplaintRow): ComplaintReceipt {
  return {
    reference: complaintReference(row.id),
    receivedOn: row.receivedOn,
    summaryBy: row.summaryBy,
    finalBy: row.finalBy,
  };
}

interface Intake {
  key: string;
  fingerprint: string;
  memberId: number | null;
  loanId: number | null;
  loanNumberGiven: string | null;
  name: string;
  email: string | null;
  phone: string | null;
  lang: Language;
  whatHappened: string;
  wanted: string;
}

/** The earlier complaint of the same key, or null; the same key with other words is refused. */
async function earlier(deps: ComplaintDeps, key: string, fingerprint: string): Promise<ComplaintRow | null> {
  const found = await complaintBySubmissionKey(deps.db, key);
  if (!found) return null;
  if (found.submissionFingerprint !== fingerprint) throw new AppError('C409', complaintErrors.keyReused);
  return found;
}

async function receive(deps: ComplaintDeps, intake: Intake): Promise<ComplaintRow> {
  const seen = await earlier(deps, intake.key, intake.fingerprint);
  if (seen) return seen;
  const now = deps.clock.now();
  const receivedOn = await businessDateOf(deps);
  const receivedTime = brandTimeOf(now);
  const clock = complaintClock(receivedOn, receivedTime);
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await insertComplaint(tx, {
        memberId: intake.memberId,
        loanId: intake.loanId,
        loanNumberGiven: intake.loanNumberGiven,
        channel: 'APP',
        status: 'ACKNOWLEDGED',
        name: intake.name,
        email: intake.email,
        phone: intake.phone,
        lang: intake.lang,
        whatHappened: intake.whatHappened,
        wanted: intake.wanted,
        receivedOn,
        receivedTime,
        countsFrom: clock.countsFrom,
        summaryBy: clock.summaryBy,
        finalBy: clock.finalBy,
        createdAt: now,
        acknowledgedOn: receivedOn,
        submissionKey: intake.key,
        submissionFingerprint: intake.fingerprint,
      });
      await insertComplaintEvent(tx, { complaintId: row.id, kind: 'RECEIVED', at: now });
      await insertComplaintEvent(tx, { complaintId: row.id, kind: 'ACKNOWLEDGED', at: now });
      await sendAcknowledgement(tx, deps, row, now);
      return row;
    });
  } catch (error) {
    // The same form sent twice at once: the unique key kept the first; answer it.
    if (isUniqueViolation(error, UNIQUE_KEY)) {
      const first = await earlier(deps, intake.key, intake.fingerprint);
      if (first) return first;
    }
    throw error;
  }
}

/**
 * From the public form. A loan number that is one of ours is linked to its loan; the complaint is linked to
 * the borrower only when the e-mail given is the one on their account, so nobody can put a complaint into
 * someone else's app.
 */
export async function complainAsVisitor(
  deps: ComplaintDeps,
  key: string,
  body: PublicComplaint,
  lang: Language,
): Promise<ComplaintReceipt> {
  const loan = body.loanNumber ? await loanByNumber(deps.db, body.loanNumber) : undefined;
  const owner = loan ? await memberContactOf(deps.db, loan.memberId) : undefined;
  const theirs = owner !== undefined && owner.email === body.email;
  const row = await receive(deps, {
    key: `public:${key}`,
    fingerprint: fingerprintOf(body),
    memberId: theirs && loan ? loan.memberId : null,
    loanId: loan?.id ?? null,
    loanNumberGiven: loan ? null : body.loanNumber || null,
    name: body.name,
    email: body.email,
    phone: body.phone || null,
    lang: theirs && owner ? owner.lang : lang,
    whatHappened: body.whatHappened,
    wanted: body.wanted,
  });
  return receiptOf(row);
}

function nameOf(base: unknown, email: string): string {
  const named = base && typeof base === 'object' ? (base as Record<string, unknown>) : {};
  const name = [named.firstName, named.lastName].filter((part) => typeof part === 'string' && part).join(' ');
  return name || email;
}

/** From a signed-in borrower: their name, e-mail and language from the account; the loan must be theirs. */
export async function complainAsMember(
  deps: ComplaintDeps,
  memberId: number,
  key: string,
  body: MemberComplaint,
): Promise<ComplaintReceipt> {
  const contact = await memberContactOf(deps.db, memberId);
  if (!contact) throw new AppError('U403', 'session.expired');
  if (body.loanId !== undefined) {
    const own = (await loansOfMember(deps.db, memberId)).some((loan) => loan.id === body.loanId);
    if (!own) throw invalid({ loanId: complaintErrors.unknownLoan }, complaintErrors.unknownLoan);
  }
  const row = await receive(deps, {
    key: `member:${memberId}:${key}`,
    fingerprint: fingerprintOf(body),
    memberId,
    loanId: body.loanId ?? null,
    loanNumberGiven: null,
    name: nameOf(contact.base, contact.email),
    email: contact.email,
    phone: body.phone || contact.mobile || null,
    lang: contact.lang,
    whatHappened: body.whatHappened,
    wanted: body.wanted,
  });
  return receiptOf(row);
}

/** A borrower's complaints with their clocks on the business date and our answers, in `lang`. */
export async function myComplaints(
  deps: ComplaintDeps,
  memberId: number,
  lang: Language,
): Promise<MemberComplaintsResponse> {
  const [rows, loans, contact, businessDate] = await Promise.all([
    complaintsOfMember(deps.db, memberId),
    loansOfMember(deps.db, memberId),
    memberContactOf(deps.db, memberId),
    businessDateOf(deps),
  ]);
  if (!contact) throw new AppError('U403', 'session.expired');
  const numbers = await contractNumbersOf(
    deps.db,
    rows.flatMap((row) => (row.loanId === null ? [] : [row.loanId])),
  );
  return {
    list: rows.map((row) => {
      const reading = readClock(row, row.status, businessDate);
      return {
        id: row.id,
        reference: complaintReference(row.id),
        channel: row.channel,
        status: row.status,
        whatHappened: row.whatHappened,
        wanted: row.wanted,
        contractNumber: row.loanId === null ? null : (numbers.get(row.loanId) ?? String(row.loanId)),
        receivedOn: row.receivedOn,
        acknowledgedOn: row.acknowledgedOn,
        summaryBy: row.summaryBy,
        finalBy: row.finalBy,
        finalDaysLeft: reading.nextDeadline === null ? null : reading.finalDaysLeft,
        answer: answerViewOf(deps, row, lang),
      };
    }),
    loans: loans.map((loan) => ({ id: loan.id, contractNumber: loan.contractNumber })),
    name: nameOf(contact.base, contact.email),
    email: contact.email,
    phone: contact.mobile ?? null,
  };
}
