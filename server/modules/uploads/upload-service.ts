import type { ReadStream } from 'node:fs';
import type { UploadedImage, UploadPurpose } from '../../../domain/api/uploads';
import { M } from '../../../domain/messages';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { localFileStorage } from '../../lib/file-storage';
import type { SessionMember } from '../auth/sessions';
import { cleanImage } from './image-processing';
import { findMemberUpload, findUpload, insertUpload, type UploadRow } from './uploads-repository';

const MB = 1024 * 1024;

/** "4" for 4 MB, "4.5" for 4.5 MB: the numbers of "File size: {size} MB … {num} MB". */
export function megabytes(bytes: number): string {
  return String(Math.ceil((bytes / MB) * 10) / 10);
}

export function fileTooLarge(sizeBytes: number, maxBytes: number): AppError {
  const params = { size: megabytes(sizeBytes), num: megabytes(maxBytes) };
  return new AppError('V400', M.imageTooLarge, { params, status: 413, data: params });
}

export async function storeImage(
  deps: AppDeps,
  memberId: number,
  input: Buffer,
  purpose: UploadPurpose | undefined,
): Promise<UploadedImage> {
  const { config, db, clock } = deps;
  if (input.length > config.UPLOAD_MAX_BYTES) throw fileTooLarge(input.length, config.UPLOAD_MAX_BYTES);
  const image = await cleanImage(input, config.UPLOAD_MAX_PIXELS);
  const storage = localFileStorage(config.DATA_DIR);
  const storageKey = await storage.put(image.bytes);
  let row: UploadRow;
  try {
    row = await insertUpload(db, {
      memberId,
      purpose: purpose ?? null,
      mime: image.mime,
      bytes: image.bytes.length,
      width: image.width,
      height: image.height,
      sha256: image.sha256,
      storageKey,
      createdAt: clock.now(),
    });
  } catch (error) {
    // No row, no file: an orphan on disk would be personal data nobody can reach or delete.
    await storage.remove(storageKey);
    throw error;
  }
  return toAnswer(row);
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
): Promise<{ row: UploadRow; stream: ReadStream }> {
  const row =
    viewer.role === 'operator'
      ? await findUpload(deps.db, uploadId)
      : await findMemberUpload(deps.db, uploadId, viewer.id);
  if (!row) throw notFound();
  return { row, stream: localFileStorage(deps.config.DATA_DIR).read(row.storageKey) };
}
