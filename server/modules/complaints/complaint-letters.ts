import type { ComplaintAnswerView } from '../../../domain/api/complaints';
import { COMPLAINT_TEXT_VERSION, complaintReference } from '../../../domain/complaints/complaint-codes';
import type { Language } from '../../../domain/errors';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { brandOf } from '../config/config-service';
import { enqueueMessage } from '../mail/outbox-repository';
import { notify } from '../notifications/notification-service';
import {
  type AnswerFigures,
  acknowledgementLetter,
  answerLetter,
  type Letter,
  type LetterFigures,
  letterText,
} from './complaint-texts';
import type { ComplaintRow } from './complaints-repository';

/**
 * Our written word to a complainant (DISP 1.6.1 acknowledgement, 1.5 summary resolution, 1.6.2 final
 * response), sent in the transaction of the change it reports. A borrower with an account gets an in-app
 * message and the letter by e-mail (a statutory event: never unsubscribable); someone with no account gets
 * the e-mail at the address they gave; a complaint with neither (a letter with no e-mail) is answered on
 * paper by the desk, and the register still records what was sent.
 */

type Deps = Pick<AppDeps, 'config'>;

export function figuresOf(deps: Deps, row: ComplaintRow): LetterFigures {
  const brand = brandOf(deps.config);
  return {
    lender: brand.name,
    supportEmail: brand.supportEmail,
    supportPhone: brand.supportPhone,
    currency: brand.currency,
    reference: complaintReference(row.id),
    name: row.name,
    receivedOn: row.receivedOn,
    summaryBy: row.summaryBy,
    finalBy: row.finalBy,
  };
}

export function answerFiguresOf(deps: Deps, row: ComplaintRow): AnswerFigures | null {
  if (!row.answerKind || !row.answeredOn || row.answerText === null || !row.ombudsmanBy) return null;
  return {
    ...figuresOf(deps, row),
    kind: row.answerKind,
    outcome: row.outcome,
    redress: row.redress ?? 0,
    text: row.answerText,
    answeredOn: row.answeredOn,
    ombudsmanBy: row.ombudsmanBy,
  };
}

/** The answer as the reader of `lang` reads it, in the version it was sent with. */
export function answerIn(deps: Deps, row: ComplaintRow, lang: Language): Letter | null {
  const figures = answerFiguresOf(deps, row);
  return figures ? answerLetter(lang, figures, row.answerTextVersion ?? COMPLAINT_TEXT_VERSION) : null;
}

/** The answer for the app and the desk: its facts and its words in `lang`; null while unanswered. */
export function answerViewOf(deps: Deps, row: ComplaintRow, lang: Language): ComplaintAnswerView | null {
  const letter = answerIn(deps, row, lang);
  if (!letter || !row.answerKind || !row.answeredOn || !row.ombudsmanBy) return null;
  return {
    kind: row.answerKind,
    outcome: row.outcome,
    redress: row.redress ?? 0,
    answeredOn: row.answeredOn,
    ombudsmanBy: row.ombudsmanBy,
    textVersion: row.answerTextVersion ?? COMPLAINT_TEXT_VERSION,
    sections: letter.sections,
  };
}

async function send(
  tx: Executor,
  row: ComplaintRow,
  letter: Letter,
  version: string,
  event: { kind: 'complaintReceived' | 'complaintAnswered'; key: 'received' | 'answered'; tag: string },
  now: Date,
): Promise<void> {
  const reference = complaintReference(row.id);
  const body = letterText(letter, version);
  if (row.memberId !== null) {
    await notify(
      tx,
      row.memberId,
      {
        kind: event.kind,
        titleKey: `notify.complaint.${event.key}.title`,
        bodyKey: `notify.complaint.${event.key}.body`,
        params: {
          complaintReference: reference,
          receivedOn: row.receivedOn,
          summaryBy: row.summaryBy,
          finalBy: row.finalBy,
          ...(row.loanId !== null ? { loanId: row.loanId } : {}),
        },
        document: { subject: letter.subject, body },
      },
      now,
    );
    return;
  }
  if (row.email) {
    await enqueueMessage(
      tx,
      {
        channel: 'email',
        destination: row.email,
        subject: letter.subject,
        body,
        dedupeKey: `complaint${row.id}:${event.tag}:email`,
      },
      now,
    );
  }
}

export function sendAcknowledgement(tx: Executor, deps: Deps, row: ComplaintRow, now: Date): Promise<void> {
  const letter = acknowledgementLetter(row.lang, figuresOf(deps, row));
  return send(
    tx,
    row,
    letter,
    COMPLAINT_TEXT_VERSION,
    { kind: 'complaintReceived', key: 'received', tag: 'ack' },
    now,
  );
}

export async function sendAnswer(tx: Executor, deps: Deps, row: ComplaintRow, now: Date): Promise<void> {
  const letter = answerIn(deps, row, row.lang);
  if (!letter) return;
  await send(
    tx,
    row,
    letter,
    row.answerTextVersion ?? COMPLAINT_TEXT_VERSION,
    { kind: 'complaintAnswered', key: 'answered', tag: 'answer' },
    now,
  );
}
