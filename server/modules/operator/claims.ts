import type { Executor } from '../../db/client';
import { type ClaimKind, type ClaimRow, dropClaim, liveClaims, takeClaim } from './claims-repository';

/**
 * How long a claim holds without its holder being seen. The console refreshes an open item every 30 s, so
 * a closed tab or a lost connection frees it within two minutes.
 */
export const CLAIM_TTL_MS = 2 * 60_000;

export interface ClaimView {
  operatorId: number;
  email: string;
  since: string;
  mine: boolean;
}

function viewOf(row: ClaimRow, operatorId: number): ClaimView {
  return {
    operatorId: row.operatorId,
    email: row.email,
    since: row.claimedAt.toISOString(),
    mine: row.operatorId === operatorId,
  };
}

const staleBefore = (now: Date) => new Date(now.getTime() - CLAIM_TTL_MS);

/** Opens an item for the operator; when another operator has it open, says who and since when. */
export async function claimItem(
  db: Executor,
  input: { kind: ClaimKind; itemId: number; operatorId: number; now: Date },
): Promise<{ claim: ClaimView | null }> {
  const holder = await takeClaim(db, { ...input, staleBefore: staleBefore(input.now) });
  return { claim: holder ? viewOf(holder, input.operatorId) : null };
}

export async function releaseItem(
  db: Executor,
  input: { kind: ClaimKind; itemId: number; operatorId: number },
): Promise<{ claim: null }> {
  await dropClaim(db, input.kind, input.itemId, input.operatorId);
  return { claim: null };
}

/** Who has each of `itemIds` open now, for a queue's rows. */
export async function claimsOf(
  db: Executor,
  kind: ClaimKind,
  itemIds: number[],
  operatorId: number,
  now: Date,
): Promise<Map<number, ClaimView>> {
  const rows = await liveClaims(db, kind, itemIds, staleBefore(now));
  return new Map(rows.map((row) => [row.itemId, viewOf(row, operatorId)]));
}
