import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { ABORTED, isApiError, SavedCopyError } from '../api/api-error';
import type { ErrorPolicy } from '../api/error-policy';
import { local } from '../stores/storage';

export const QUERY_CACHE_KEY = 'quaysideQueryCache';
/** Pages already seen stay readable offline for a day; older copies are dropped at start. */
export const PERSIST_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Raised whenever the shape of cached data changes, so an old cache is never read as a new one. */
const CACHE_BUSTER = 'v1';

interface ErrorMeta {
  /** A screen that shows the failure itself (e.g. on a form field) sets this to skip the toast. */
  silent?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ErrorMeta;
    mutationMeta: ErrorMeta;
  }
}

/**
 * Whether a failed query or mutation goes to the app's error policy. A screen that shows the failure itself
 * (`meta.silent`) and a background refetch behind data already on screen skip the toast — but never a U403:
 * an ended session must clear the user and lead to /login whichever call noticed it (the unread-count poll
 * is silent and is often the first to).
 */
export function reportsError(error: unknown, { silent = false, hasData = false } = {}): boolean {
  if (isApiError(error) && error.code === 'U403') return true;
  return !silent && !hasData;
}

export function createQueryClient(policy: ErrorPolicy): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const options = { silent: query.meta?.silent === true, hasData: query.state.data !== undefined };
        if (reportsError(error, options)) policy.handle(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (reportsError(error, { silent: mutation.meta?.silent === true })) policy.handle(error);
      },
    }),
    defaultOptions: {
      queries: {
        gcTime: PERSIST_MAX_AGE_MS,
        staleTime: 30_000,
        networkMode: 'offlineFirst',
        retry: (failures, error) =>
          failures < 2 &&
          isApiError(error) &&
          (error.code === 'NETWORK' || error.status >= 500) &&
          error.code !== ABORTED &&
          // The worker already waited for the network (or knew there was none) before giving its copy.
          !(error instanceof SavedCopyError),
      },
      mutations: { networkMode: 'online', retry: false },
    },
  });
}

export function createPersistOptions(client: QueryClient): PersistQueryClientOptions {
  return {
    // The persister's types come from its own copy of query-core (5.104); at run time vite.config.ts
    // resolves every copy to the one react-query uses, so this is the same class.
    queryClient: client as unknown as PersistQueryClientOptions['queryClient'],
    persister: createSyncStoragePersister({
      storage: local ?? null,
      key: QUERY_CACHE_KEY,
      throttleTime: 1000,
    }),
    maxAge: PERSIST_MAX_AGE_MS,
    buster: CACHE_BUSTER,
    // Every public query with something to show is kept, a failed refresh included: offline, a page
    // fails to refresh while it still shows what it had, and saving only successes dropped that copy, so
    // the page came back empty the next time it was opened without signal. Member data (profile, loans,
    // messages) is never written: localStorage is plain text, and nothing a borrower typed may sit there.
    dehydrateOptions: {
      shouldDehydrateQuery: (query) => query.state.data !== undefined && isPublicQuery(query.queryKey),
    },
  };
}

/**
 * Queries whose answers are the same for every visitor (rates, brand, articles) may be saved in plain
 * localStorage; anything else — a member's profile, loans, messages, whatever is added later — is not,
 * unless it is listed here after checking it holds nothing personal.
 */
const PUBLIC_QUERY_ROOTS: ReadonlySet<unknown> = new Set(['config', 'news']);

export function isPublicQuery(queryKey: readonly unknown[]): boolean {
  return PUBLIC_QUERY_ROOTS.has(queryKey[0]);
}

/**
 * After the stored cache is restored: a query saved after a failed refresh comes back as the data it
 * showed, not as an error. Its error was flattened by JSON on the way through storage (no longer an
 * ApiError), and the refresh that failed belongs to an earlier visit; main.tsx marks everything restored as
 * stale, so the page asks again and says "Data as of …" while it cannot.
 */
export function settleRestoredQueries(client: QueryClient): void {
  for (const query of client.getQueryCache().getAll()) {
    const { status, data } = query.state;
    if (status === 'error' && data !== undefined) {
      query.setState({ status: 'success', error: null, fetchFailureCount: 0, fetchFailureReason: null });
    }
  }
}

/** Logout: nothing of the member's stays in memory or in storage. */
export function clearPersistedCache(client: QueryClient): void {
  client.clear();
  try {
    local?.removeItem(QUERY_CACHE_KEY);
  } catch {
    // Storage blocked: the in-memory cache is already empty.
  }
}
