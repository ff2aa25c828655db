import type { Readable } from 'node:stream';
import type { UploadedImage, UploadPurpose } from '../../../domain/api/uploads';
import { M } from '../../../domain/messages';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { fileStorageFor } from '../../lib/file-storage-driver';
import { isSimulatedCrash, reachFault } from '../../plugins/idempotency-faults';
import type { SessionMember } from '../auth/sessions';
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

export function fileTooLarge(sizeBytes: number, maxBytes: number): AppError {
  const params = { size: megabytes(sizeBytes), num: megabytes(maxBytes) };
  return new AppError('V400', M.imageTooLarge, { params, status: 413, data: params });
}

/** A cleaned image already stored, waiting for the row that names it. */
export interface WrittenImage {
  image: CleanImage;
  storageKey: string;
}

/**
 * Cleans the image and writes it under a new key, before any transaction: the row that names the file is
 * written by `recordImage` inside the idempotent transaction, and `settleImageFile` runs after it ends.
 */
export async function writeImageFile(deps: AppDeps, input: Buffer): Promise<WrittenImage> {
  const { config } = deps;
  if (input.length > config.UPLOAD_MAX_BYTES) throw fileTooLarge(input.length, config.UPLOAD_MAX_BYTES);
  const image = await cleanImage(input, config.UPLOAD_MAX_PIXELS);
  const storage = fileStorageFor(config);
  const storageKey = await storage.put(image.bytes);
  try {
    await reachFault(deps, 'upload.fileWritten');
  } catch (error) {
    // A crash here leaves the file for the sweep; any other failure must not leave it at all.
    storage.settle(storageKey);
    if (!isSimulatedCrash(error)) await storage.remove(storageKey);
    throw error;
  }
  return { image, storageKey };
}

/** The row for a written file, through `deps.db` — the idempotent transaction when there is a key. */
export async function recordImage(
  deps: AppDeps,
  memberId: number,
  written: WrittenImage,
  purpose: UploadPurpose | undefined,
): Promise<UploadedImage> {
  const { image, storageKey } = written;
  const row = await insertUpload(deps.db, {
    memberId,
    purpose: purpose ?? null,
    mime: image.mime,
    bytes: image.bytes.length,
    width: image.width,
    height: image.height,
    sha256: image.sha256,
    storageKey,
    createdAt: deps.clock.now(),
  });
  return toAnswer(row);
}

/**
 * After the request, whatever its outcome: a file that no committed row names is removed now (a refusal,
 * a replay of an earlier answer, a rollback) — an orphan on disk would be personal data nobody can reach
 * or delete. The database is asked rather than the outcome guessed, because an answer may have committed
 * even when sending it failed. After a simulated crash the file is only forgotten, as a killed process
 * forgets it, and left to the sweep.
 */
export async function settleImageFile(
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

export function toAnswer(row: UploadRow): UploadedImage {
  return {
    id: row.id,
    url: `/api/upload/${row.id}`,
    mime: row.mime,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    sha256: row.sha256,
  };
}

/**
 * A member's own upload, or null (for another member's id too). The repayment module uses it to check a
 * voucher id and to compare its sha256 with vouchers already submitted.
 */
export function getUploadForMember(
  db: Executor,
  uploadId: number,
  memberId: number,
): Promise<UploadRow | null> {
  return findMemberUpload(db, uploadId, memberId);
}

/** The image for its owner or an operator; N404 for anyone else, so ids reveal nothing. */
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
