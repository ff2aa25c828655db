/** SPEC §9: badges show at most 99. Nothing is shown for zero. */
export const BADGE_MAX = 99;

export function formatBadge(count: number | undefined): string | null {
  if (!count || count <= 0 || !Number.isFinite(count)) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(count));
}
