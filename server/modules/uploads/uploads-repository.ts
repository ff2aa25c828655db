import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { uploads } from '../../db/schema';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;

export async function insertUpload(db: Executor, values: NewUpload): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(values).returning();
  if (!row) throw new Error('upload insert returned nothing');
  return row;
}

export async function findUpload(db: Executor, id: number): Promise<UploadRow | null> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  return row ?? null;
}

export async function findMemberUpload(
  db: Executor,
  id: number,
  memberId: number,
): Promise<UploadRow | null> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.memberId, memberId)))
    .limit(1);
  return row ?? null;
}

export async function findUploadByStorageKey(db: Executor, storageKey: string): Promise<UploadRow | null> {
  const [row] = await db.select().from(uploads).where(eq(uploads.storageKey, storageKey)).limit(1);
  return row ?? null;
}

/** Of these storage keys, the ones a committed row names. */
export async function namedStorageKeys(db: Executor, storageKeys: string[]): Promise<Set<string>> {
  if (storageKeys.length === 0) return new Set();
  const rows = await db
    .select({ storageKey: uploads.storageKey })
    .from(uploads)
    .where(inArray(uploads.storageKey, storageKeys));
  return new Set(rows.map((row) => row.storageKey));
}

/** Which of `ids` are pictures this member uploaded (a profile holds pictures, never a PDF document). */
export async function ownedUploadIds(db: Executor, memberId: number, ids: number[]): Promise<Set<number>> {
  const owned = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(
      and(
        eq(uploads.memberId, memberId),
        inArray(uploads.id, ids),
        inArray(uploads.mime, ['image/jpeg', 'image/png']),
      ),
    );
  return new Set(owned.map((row) => row.id));
}
