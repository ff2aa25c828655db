import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { serverKeys } from '../../db/schema';

export async function readServerKey(db: Executor, name: string): Promise<string | undefined> {
  const [row] = await db
    .select({ value: serverKeys.value })
    .from(serverKeys)
    .where(eq(serverKeys.name, name));
  return row?.value;
}

/** Keeps a key made here unless another copy of the server kept one first; either way the kept one wins. */
export async function keepServerKey(db: Executor, name: string, value: string, now: Date): Promise<string> {
  await db.insert(serverKeys).values({ name, value, createdAt: now }).onConflictDoNothing();
  const kept = await readServerKey(db, name);
  if (kept === undefined) throw new Error(`server key ${name} not kept`);
  return kept;
}
