import { Trans } from '@lingui/react/macro';
import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { userStore } from '../lib/stores/session-store';
import { Screen } from './screen';

/** Any `queryOptions(…)`: each keeps its own data type, which warming it does not need. */
type Warmable = { queryKey: QueryKey };

/**
 * A member route's loader: the queries its screen reads, each the same `queryOptions` the screen passes to
 * `useQuery`, so the screen renders with its data instead of fetching after it mounts. A copy in the cache
 * (the stored one too, offline) is used at once and refreshed behind it; with none, the route waits
 * (the router's `defaultPendingComponent`, `RoutePending`, after a second). A failure is not the loader's to show: the screen reads the same
 * query and says what went wrong where it happened, as it does when a refresh fails.
 */
export async function warmMemberQueries(
  queryClient: QueryClient,
  queries: (memberId: number) => readonly Warmable[],
): Promise<void> {
  const memberId = userStore.get().id;
  // A visitor never gets here (the root's beforeLoad sends them to /login) but a preload might.
  if (memberId <= 0) return;
  await Promise.all(
    queries(memberId).map((query) =>
      queryClient
        .ensureQueryData({ ...(query as EnsureQueryDataOptions), revalidateIfStale: true })
        .catch(() => undefined),
    ),
  );
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
