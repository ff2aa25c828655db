import type { KeysetPage } from '../../db/keyset';
import { type HardshipContext, hardshipCase, hardshipPage } from '../hardship/hardship-front-door';
import { claimsOf } from './claims';

/** The Hardship queue with who has each request open (items are requests). */
export async function operatorHardship(ctx: HardshipContext, query: KeysetPage) {
  const page = await hardshipPage(ctx.deps, query);
  const claims = await claimsOf(
    ctx.deps.db,
    'hardship',
    page.list.map((item) => item.requestId),
    ctx.operatorId,
    ctx.deps.clock.now(),
  );
  return { ...page, list: page.list.map((item) => ({ ...item, claim: claims.get(item.requestId) ?? null })) };
}

export async function operatorHardshipCase(
  ctx: HardshipContext,
  requestId: number,
  lang: 'en' | 'cn' | 'tw',
) {
  return withClaim(ctx, await hardshipCase(ctx.deps, requestId, lang));
}

/** A request's case with who has it open. */
export async function withClaim<T extends { request: { id: number } }>(ctx: HardshipContext, found: T) {
  const claims = await claimsOf(
    ctx.deps.db,
    'hardship',
    [found.request.id],
    ctx.operatorId,
    ctx.deps.clock.now(),
  );
  return { ...found, claim: claims.get(found.request.id) ?? null };
}
