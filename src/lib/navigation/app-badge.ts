/**
 * The installed app icon's badge (Badging API, where the browser has it): the unread count, cleared at zero.
 * A module of its own: the frame's header calls it, and it must not bring the push code into /home's bundle.
 */
export function showUnreadOnAppIcon(count: number): void {
  const nav = navigator as Navigator & {
    setAppBadge?: (count?: number) => Promise<void>;
    clearAppBadge?: () => Promise<void>;
  };
  if (count > 0) void nav.setAppBadge?.(count).catch(() => undefined);
  else void nav.clearAppBadge?.().catch(() => undefined);
}
