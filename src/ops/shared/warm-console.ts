import {
  type EnsureInfiniteQueryDataOptions,
  type EnsureQueryDataOptions,
  onlineManager,
  type QueryClient,
} from '@tanstack/react-query';
import { currentLanguage } from '../../lib/i18n/language';
import { LOADER_WAIT_MS } from '../../ui/route-loading';
import { businessDateQuery } from '../business-date/business-date-queries';
import { consolePaths, consoleScreenOf } from '../console-screens';
import { matchOpsPath } from '../ops-paths';
import { queuesQuery } from './ops-queries';

/**
 * The route's loader (src/routes/ops.$.tsx): the queries of the screen the path names, from the table of
 * screens, and the frame's own (the queues' counts, the business date), warmed before the screen renders, as
 * a member route's loader does (src/ui/route-loading.tsx): a copy in the cache is used at once, else the
 * answer is waited for, never while offline and never longer than LOADER_WAIT_MS. A list read a page at a
 * time is warmed as one (its first page). A failure is the screen's to say.
 */
export async function warmConsoleScreen(queryClient: QueryClient, splat: string | undefined): Promise<void> {
  const match = matchOpsPath(consolePaths, splat);
  const entry = match ? consoleScreenOf(match.pattern) : undefined;
  const queries = [
    queuesQuery(),
    businessDateQuery(),
    ...(entry?.warm?.(match?.id ?? 0, currentLanguage()) ?? []),
  ];
  const waits = queries.map((query) =>
    ('initialPageParam' in query
      ? queryClient.ensureInfiniteQueryData({
          ...(query as EnsureInfiniteQueryDataOptions),
          revalidateIfStale: true,
        })
      : queryClient.ensureQueryData({ ...(query as EnsureQueryDataOptions), revalidateIfStale: true })
    ).catch(() => undefined),
  );
  if (!onlineManager.isOnline()) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.all(waits),
    new Promise((resolve) => {
      timer = setTimeout(resolve, LOADER_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
}
