import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { SavedCopyError } from '../api/api-error';

/**
 * Runs a public query's read (config, brand, news: the answers the service worker keeps). When only the
 * worker's saved copy could be read, the copy goes on screen with the time it was saved — unless what the
 * page already shows is as recent — and the query still ends as a failed refresh: the page then says
 * "Data as of …" with the copy's own time (src/ui/data-as-of.tsx) instead of passing it off as fresh.
 * `fromCopy` turns the copy's data into the query's (as the read does with a fresh answer); `null` or
 * `undefined` means the copy cannot be shown.
 */
export async function readOrShowSavedCopy<T>(
  context: { client: QueryClient; queryKey: QueryKey; signal: AbortSignal },
  read: () => Promise<T>,
  fromCopy: (copy: unknown) => T | null | undefined = (copy) => copy as T,
): Promise<T> {
  try {
    return await read();
  } catch (error) {
    // A cancelled fetch has already put the query back as it was; nothing of it may land afterwards.
    if (error instanceof SavedCopyError && !context.signal.aborted) {
      const shown = context.client.getQueryState(context.queryKey);
      const data =
        shown?.data === undefined || shown.dataUpdatedAt < error.savedAt ? fromCopy(error.copy) : null;
      if (data !== null && data !== undefined) {
        context.client.setQueryData(context.queryKey, data, { updatedAt: error.savedAt });
      }
    }
    throw error;
  }
}
