import type { DocumentMime, IncomeProofDocument } from '../../domain/api/income-proof';
import type { UploadedImage, UploadPurpose } from '../../domain/api/uploads';
import type { Sealed } from './member-key';

/** DESIGN §6: queued files are personal data and go 30 days after they were attached. */
export const OUTBOX_TTL_MS = 30 * 86_400_000;

export type OutboxStatus = 'waiting' | 'uploading' | 'uploaded' | 'needs-login' | 'refused';

/**
 * Where an entry goes: a picture to `POST /api/upload/img` (no target; every entry made before targets), a
 * document to the application that asked for it (`POST /api/loan/{id}/income-proof`), or a borrower's
 * request for help with its statement, as JSON (`POST /api/loan/{id}/hardship`).
 */
export type OutboxTarget = { kind: 'incomeProof'; loanId: number } | { kind: 'hardship'; loanId: number };

/** A JSON request delivered: the screen that queued it reads the outcome from the server again. */
export interface SentRequest {
  kind: 'request';
}

/** What the server answered for an entry it took: the stored picture, the document it attached, a request. */
export type SentFile = UploadedImage | IncomeProofDocument | SentRequest;

/** What an entry carries: a file of these types, or a request's JSON body. */
export type OutboxMime = DocumentMime | 'application/json';

/** Whether the entry is a JSON request rather than a file. */
export function isRequestEntry(record: Pick<OutboxRecord, 'mime'>): boolean {
  return record.mime === 'application/json';
}

/**
 * One file in the outbox as IndexedDB holds it. The file and its thumbnail are AES-GCM ciphertext under the
 * member's key; `key` is made before anything is stored and is the upload's Idempotency-Key. Nothing the
 * member chose is kept in the clear: not the file, its picture, nor its name (which is never kept at all).
 * A JSON request is an entry too: its body is the sealed "file", and it has no picture.
 */
export interface OutboxRecord {
  key: string;
  memberId: number;
  field: string;
  purpose: UploadPurpose;
  /** Absent: a picture for `POST /api/upload/img`. */
  target?: OutboxTarget;
  mime: OutboxMime;
  /** Dropped once the server has the file. */
  file: Sealed | null;
  /** A small JPEG for the field's thumbnail, kept until the photo is removed. */
  preview: Sealed | null;
  status: OutboxStatus;
  /** 0..100 while uploading; only ever a measured figure. */
  progress: number;
  attempts: number;
  createdAt: number;
  updatedAt: number;
  /** The server's answer, once uploaded. */
  upload: SentFile | null;
  /** The server's (localized) reason, when refused. */
  message: string | null;
  /** SHA-256 of the token the server turned away (U403): only a login after that one sends again. */
  refusedToken: string | null;
}

/** Who is signed in on this device, as the worker reads it at send time. */
export interface SessionMirror {
  memberId: number;
  token: string;
  lang: string;
}

/** What came back from one send. */
export type SendOutcome =
  | { kind: 'uploaded'; upload: SentFile }
  | { kind: 'needs-login' }
  | { kind: 'refused'; message: string }
  /** No connection, a server error, a key still in progress elsewhere, a rate limit: try again later. */
  | { kind: 'retry' };

/**
 * The answer of a file's POST, read as the outbox must: only `code: "0"` (a fresh answer or the server's
 * replay of this key) means the server has the file; U403 means the session ended and the file waits for
 * the same member's next login; a 4xx refusal is final and shown; everything else is retried.
 */
export function outcomeOf(status: number, envelope: unknown, request = false): SendOutcome {
  const body = envelope && typeof envelope === 'object' ? (envelope as Record<string, unknown>) : null;
  const code = typeof body?.code === 'string' ? body.code : null;
  if (code === '0' && request) return { kind: 'uploaded', upload: { kind: 'request' } };
  if (code === '0' && isSentFile(body?.data)) return { kind: 'uploaded', upload: body.data };
  if (code === 'U403') return { kind: 'needs-login' };
  // A request's C409 is a rule refusing it (one already open, the loan no longer running): final, with the
  // server's words. The one C409 about the key itself — the same request still being handled, after an
  // answer lost on the way — is then shown as a refusal too, and the screen, reading the server again,
  // finds the request received.
  if (request && code === 'C409') return { kind: 'refused', message: messageOf(body) };
  // A C409 without a field is about the key (the same key still being handled: an earlier send whose answer
  // was lost), so ask again later; one that names the file's field is a rule refusing this file (the
  // application no longer takes documents, or has all it may hold), final like any other refusal.
  const refusesField = code === 'C409' && hasFields(body?.data);
  if (code === null || (code === 'C409' && !refusesField) || status === 429 || status >= 500) {
    return { kind: 'retry' };
  }
  if (status >= 400 && status < 500) return { kind: 'refused', message: messageOf(body) };
  return { kind: 'retry' };
}

const messageOf = (body: Record<string, unknown> | null) => (typeof body?.msg === 'string' ? body.msg : '');

function isSentFile(value: unknown): value is SentFile {
  if (!value || typeof value !== 'object') return false;
  const sent = value as Record<string, unknown>;
  return typeof sent.id === 'number' && typeof sent.url === 'string';
}

function hasFields(data: unknown): boolean {
  const fields = data && typeof data === 'object' ? (data as { fields?: unknown }).fields : undefined;
  return !!fields && typeof fields === 'object' && Object.keys(fields).length > 0;
}

/**
 * Whether a flush run by `session` may send this entry. Only the member's own entries, never another
 * member's; an entry left 'uploading' is sendable because flushes run one at a time (a Web Lock), so it was
 * interrupted (the worker or the page died mid-send) and its key makes a resend safe. An entry that needs a
 * login goes again only once the session's token differs from the one the server refused.
 */
export function isSendable(record: OutboxRecord, session: SessionMirror, tokenHash: string): boolean {
  if (record.memberId !== session.memberId || !record.file) return false;
  switch (record.status) {
    case 'waiting':
    case 'uploading':
      return true;
    case 'needs-login':
      return record.refusedToken !== tokenHash;
    default:
      return false;
  }
}

export function startedSending(record: OutboxRecord, now: number): OutboxRecord {
  return { ...record, status: 'uploading', progress: 0, attempts: record.attempts + 1, updatedAt: now };
}

export function withProgress(record: OutboxRecord, progress: number, now: number): OutboxRecord {
  if (record.status !== 'uploading') return record;
  return { ...record, progress: Math.max(0, Math.min(100, Math.round(progress))), updatedAt: now };
}

/** The entry after a send's outcome. An uploaded entry drops its file (the server has it) and keeps the answer. */
export function afterOutcome(
  record: OutboxRecord,
  outcome: SendOutcome,
  tokenHash: string,
  now: number,
): OutboxRecord {
  const base = { ...record, progress: 0, updatedAt: now };
  switch (outcome.kind) {
    case 'uploaded':
      return {
        ...base,
        status: 'uploaded',
        progress: 100,
        file: null,
        upload: outcome.upload,
        message: null,
      };
    case 'needs-login':
      return { ...base, status: 'needs-login', refusedToken: tokenHash };
    case 'refused':
      return { ...base, status: 'refused', message: outcome.message };
    case 'retry':
      return { ...base, status: 'waiting' };
  }
}

export function isExpired(record: OutboxRecord, now: number): boolean {
  return now - record.createdAt > OUTBOX_TTL_MS;
}
