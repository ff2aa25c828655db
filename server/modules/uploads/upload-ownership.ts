import { M } from '../../../domain/messages';
import type { Executor } from '../../db/client';
import { invalid } from '../../lib/app-error';
import { ownedUploadIds } from './uploads-repository';

/**
 * The upload ids a profile section refers to: fields named `…UploadId` (one) or `…UploadIds` (a list),
 * at any depth (family members, several cars).
 */
export function uploadIdsIn(value: unknown, path = ''): Array<{ field: string; id: number }> {
  if (Array.isArray(value)) return value.flatMap((item, index) => uploadIdsIn(item, `${path}.${index}`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const field = path ? `${path.slice(1)}.${key}` : key;
    if (key.endsWith('UploadId') && typeof item === 'number') return [{ field, id: item }];
    if (key.endsWith('UploadIds') && Array.isArray(item)) {
      return item.filter((id): id is number => typeof id === 'number').map((id) => ({ field, id }));
    }
    return uploadIdsIn(item, `.${field}`);
  });
}

/**
 * Refuses a section that points at a picture the member did not upload (someone else's, or none): a
 * member's record may only ever hold their own files. V400 on the first such field; nothing is stored.
 */
export async function assertOwnUploads(db: Executor, memberId: number, value: unknown): Promise<void> {
  const refs = uploadIdsIn(value);
  if (refs.length === 0) return;
  const ids = [...new Set(refs.map((ref) => ref.id))];
  const ownedIds = await ownedUploadIds(db, memberId, ids);
  const foreign = refs.find((ref) => !ownedIds.has(ref.id));
  if (foreign) throw invalid({ [foreign.field]: M.uploadNotFound }, M.uploadNotFound);
}
