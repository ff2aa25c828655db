import { Trans } from '@lingui/react/macro';
import {
  type EnsureQueryDataOptions,
  onlineManager,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { userStore } from '../lib/stores/session-store';
import { Screen } from './screen';

/** Any `queryOptions(…)`: each keeps its own data type, which warming it does not need. */
type Warmable = { queryKey: QueryKey };

/**
 * How long a member route's loader waits for answers it has no copy of. Past it the screen opens and shows
 * its own waiting state: a network that accepts requests and never answers (a dead mobile link, a captive
 * portal) must not hold the page blank until the request times out.
 */
export const LOADER_WAIT_MS = 600;

/**
 * A member route's loader: the queries its screen reads, each the same `queryOptions` the screen passes to
 * `useQuery`, so the screen renders with its data instead of fetching after it mounts. A copy in the cache
 * (restored from the device's sealed copy too, src/offline/member-screens-copy.ts) is used at once and
 * refreshed behind it. With none, the loader waits for the answer — never while the browser knows it is
 * offline (no answer can come), and never longer than LOADER_WAIT_MS. A failure is not the loader's to show:
 * the screen reads the same query and says what went wrong where it happened, as it does when a refresh fails.
 */
export async function warmMemberQueries(
  queryClient: QueryClient,
  queries: (memberId: number) => readonly Warmable[],
): Promise<void> {
  const memberId = userStore.get().id;
  // A visitor never gets here (the root's beforeLoad sends them to /login) but a preload might.
  if (memberId <= 0) return;
  const waits: Promise<unknown>[] = [];
  for (const query of queries(memberId)) {
    const warming = queryClient
      .ensureQueryData({ ...(query as EnsureQueryDataOptions), revalidateIfStale: true })
      .catch(() => undefined);
    if (onlineManager.isOnline()) waits.push(warming);
  }
  if (waits.length === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.all(waits),
    new Promise((resolve) => {
      timer = setTimeout(resolve, LOADER_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
}

/** What a route shows while its loader waits (after a second): the router's default for every route. */
export function RoutePending() {
  return (
    <Screen title={<Trans>Loading…</Trans>} testId="route-pending">
      <p className="muted" aria-busy="true">
        <Trans>Loading your details…</Trans>
      </p>
    </Screen>
  );
}
