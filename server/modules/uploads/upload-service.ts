import type { Readable } from 'node:stream';
import type { UploadedImage, UploadPurpose } from '../../../domain/api/uploads';
import { encodeMessage, M } from '../../../domain/messages';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { fileStorageFor } from '../../lib/file-storage-driver';
import { isSimulatedCrash, reachFault } from '../../plugins/idempotency-faults';
import type { SessionMember } from '../auth/sessions';
import { type CleanFile, cleanDocument } from './document-processing';
import { type CleanImage, cleanImage } from './image-processing';
import {
  findMemberUpload,
  findUpload,
  findUploadByStorageKey,
  insertUpload,
  type UploadRow,
} from './uploads-repository';

const MB = 1024 * 1024;

/** "4" for 4 MB, "4.5" for 4.5 MB: the numbers of "File size: {size} MB … {num} MB". */
export function megabytes(bytes: number): string {
  return String(Math.ceil((bytes / MB) * 10) / 10);
}

/** The size refusal: 413, the sizes in the message, and on the `file` field where a form shows it. */
export function fileTooLarge(sizeBytes: number, maxBytes: number): AppError {
  const params = { size: megabytes(sizeBytes), num: megabytes(maxBytes) };
  return new AppError('V400', M.imageTooLarge, {
    params,
    status: 413,
    data: params,
    fields: { file: encodeMessage(M.imageTooLarge, params) },
  });
}

/** A cleaned file already stored, waiting for the row that names it. */
export interface WrittenFile<F extends CleanFile = CleanFile> {
  file: F;
  storageKey: string;
}

/**
 * Cleans the file and writes it under a new key, before any transaction: the row that names the file is
 * written by `recordUpload` inside the idempotent transaction, and `settleUploadFile` runs after it ends.
 */
async function writeCleanFile<F extends CleanFile>(
  deps: AppDeps,
  input: Buffer,
  maxBytes: number,
  clean: (input: Buffer) => Promise<F>,
): Promise<WrittenFile<F>> {
  if (input.length > maxBytes) throw fileTooLarge(input.length, maxBytes);
  const file = await clean(input);
  const storage = fileStorageFor(deps.config);
  const storageKey = await storage.put(file.bytes);
  try {
    await reachFault(deps, 'upload.fileWritten');
  } catch (error) {
    // A crash here leaves the file for the sweep; any other failure must not leave it at all.
    storage.settle(storageKey);
    if (!isSimulatedCrash(error)) await storage.remove(storageKey);
    throw error;
  }
  return { file, storageKey };
}

/** A JPEG/PNG, re-encoded without metadata (`POST /api/upload/img`). */
export function writeImageFile(deps: AppDeps, input: Buffer): Promise<WrittenFile<CleanImage>> {
  const { config } = deps;
  return writeCleanFile(deps, input, config.UPLOAD_MAX_BYTES, (bytes) =>
    cleanImage(bytes, config.UPLOAD_MAX_PIXELS),
  );
}

/** A document: a PDF kept as sent, or a picture cleaned (proof of income). */
export function writeDocumentFile(deps: AppDeps, input: Buffer): Promise<WrittenFile> {
  const { config } = deps;
  return writeCleanFile(deps, input, config.DOCUMENT_MAX_BYTES, (bytes) =>
    cleanDocument(bytes, config.UPLOAD_MAX_PIXELS),
  );
}

/** The row for a written file, through `deps.db` — the idempotent transaction when there is a key. */
export function recordUpload(
  deps: AppDeps,
  memberId: number,
  written: WrittenFile,
  purpose: UploadPurpose | null,
): Promise<UploadRow> {
  const { file, storageKey } = written;
  return insertUpload(deps.db, {
    memberId,
    purpose,
    mime: file.mime,
    bytes: file.bytes.length,
    width: file.width,
    height: file.height,
    sha256: file.sha256,
    storageKey,
    createdAt: deps.clock.now(),
  });
}

/** An image's row, answered as `POST /api/upload/img` answers. */
export async function recordImage(
  deps: AppDeps,
  memberId: number,
  written: WrittenFile<CleanImage>,
  purpose: UploadPurpose | undefined,
): Promise<UploadedImage> {
  const row = await recordUpload(deps, memberId, written, purpose ?? null);
  const { file } = written;
  return {
    id: row.id,
    url: uploadUrlOf(row.id),
    mime: file.mime,
    width: file.width,
    height: file.height,
    bytes: row.bytes,
    sha256: row.sha256,
  };
}

/**
 * After the request, whatever its outcome: a file that no committed row names is removed now (a refusal,
 * a replay of an earlier answer, a rollback) — an orphan on disk would be personal data nobody can reach
 * or delete. The database is asked rather than the outcome guessed, because an answer may have committed
 * even when sending it failed. After a simulated crash the file is only forgotten, as a killed process
 * forgets it, and left to the sweep.
 */
export async function settleUploadFile(
  deps: AppDeps,
  storageKey: string,
  options: { crashed: boolean },
): Promise<void> {
  const storage = fileStorageFor(deps.config);
  try {
    if (options.crashed) return;
    if (!(await findUploadByStorageKey(deps.db, storageKey))) await storage.remove(storageKey);
  } finally {
    storage.settle(storageKey);
  }
}

/** Where a stored file is read: its owner or an operator, with the session token. */
export const uploadUrlOf = (uploadId: number) => `/api/upload/${uploadId}`;

/**
 * A member's own picture, or null (for another member's id, and for a document that is not a picture).
 * The repayment module uses it to check a voucher id and to compare its sha256 with vouchers already
 * submitted: a voucher is a picture the console shows, never a PDF.
 */
export async function getUploadForMember(
  db: Executor,
  uploadId: number,
  memberId: number,
): Promise<UploadRow | null> {
  const row = await findMemberUpload(db, uploadId, memberId);
  return row && isImageRow(row) ? row : null;
}

export function isImageRow(row: Pick<UploadRow, 'mime'>): boolean {
  return row.mime === 'image/jpeg' || row.mime === 'image/png';
}

/** The file for its owner or an operator; N404 for anyone else, so ids reveal nothing. */
export async function openUpload(
  deps: AppDeps,
  uploadId: number,
  viewer: SessionMember,
): Promise<{ row: UploadRow; stream: Readable }> {
  const row =
    viewer.role === 'operator'
      ? await findUpload(deps.db, uploadId)
      : await findMemberUpload(deps.db, uploadId, viewer.id);
  if (!row) throw notFound();
  return { row, stream: await fileStorageFor(deps.config).read(row.storageKey) };
}
