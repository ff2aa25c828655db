import { and, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { members, operatorClaims } from '../../db/schema';

export type ClaimKind = (typeof operatorClaims.$inferSelect)['itemType'];

export interface ClaimRow {
  itemId: number;
  operatorId: number;
  email: string;
  claimedAt: Date;
}

/**
 * Takes the item for `operatorId`, or refreshes their claim on it; a claim of another operator seen after
 * `staleBefore` is left as it is. Answers whoever holds the item afterwards.
 */
export async function takeClaim(
  tx: Executor,
  input: { kind: ClaimKind; itemId: number; operatorId: number; now: Date; staleBefore: Date },
): Promise<ClaimRow | null> {
  await tx
    .insert(operatorClaims)
    .values({
      itemType: input.kind,
      itemId: input.itemId,
      operatorId: input.operatorId,
      claimedAt: input.now,
      seenAt: input.now,
    })
    .onConflictDoUpdate({
      target: [operatorClaims.itemType, operatorClaims.itemId],
      set: {
        // Kept when the holder refreshes their own claim; new when a lapsed claim is taken over.
        claimedAt: sql`case when ${operatorClaims.operatorId} = ${input.operatorId} then ${operatorClaims.claimedAt} else excluded.claimed_at end`,
        operatorId: sql`excluded.operator_id`,
        seenAt: sql`excluded.seen_at`,
      },
      setWhere: or(
        eq(operatorClaims.operatorId, input.operatorId),
        lt(operatorClaims.seenAt, input.staleBefore),
      ),
    });
  const [holder] = await liveClaims(tx, input.kind, [input.itemId], input.staleBefore);
  return holder ?? null;
}

export async function dropClaim(tx: Executor, kind: ClaimKind, itemId: number, operatorId: number) {
  await tx
    .delete(operatorClaims)
    .where(
      and(
        eq(operatorClaims.itemType, kind),
        eq(operatorClaims.itemId, itemId),
        eq(operatorClaims.operatorId, operatorId),
      ),
    );
}

/** Claims on `itemIds` whose holder has been seen since `staleBefore`, with the holder's e-mail. */
export async function liveClaims(
  db: Executor,
  kind: ClaimKind,
  itemIds: number[],
  staleBefore: Date,
): Promise<ClaimRow[]> {
  if (itemIds.length === 0) return [];
  return db
    .select({
      itemId: operatorClaims.itemId,
      operatorId: operatorClaims.operatorId,
      email: members.email,
      claimedAt: operatorClaims.claimedAt,
    })
    .from(operatorClaims)
    .innerJoin(members, eq(members.id, operatorClaims.operatorId))
    .where(
      and(
        eq(operatorClaims.itemType, kind),
        inArray(operatorClaims.itemId, itemIds),
        gt(operatorClaims.seenAt, staleBefore),
      ),
    );
}
