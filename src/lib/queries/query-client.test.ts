import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR } from '../api/api-error';
import type { ErrorPolicy } from '../api/error-policy';
import { createPersistOptions, createQueryClient, settleRestoredQueries } from './query-client';

const expired = () => new ApiError('U403', 'Login has expired, please login again', null, 401);
const refused = () => new ApiError('C409', 'Offer expired', null, 409);

function setup() {
  const handle = vi.fn();
  const client = createQueryClient({ handle } as unknown as ErrorPolicy);
  const fail = (key: string, error: Error, silent = false) =>
    client
      .fetchQuery({
        queryKey: [key],
        queryFn: () => Promise.reject(error),
        retry: false,
        staleTime: 0,
        meta: { silent },
      })
      .catch(() => undefined);
  return { client, handle, fail };
}

describe('which failed calls reach the error policy', () => {
  it('a failed query is handed to the policy (toast or re-login)', async () => {
    const { handle, fail } = setup();
    await fail('a', refused());
    expect(handle).toHaveBeenCalledTimes(1);
    expect(handle.mock.calls[0]?.[0]).toMatchObject({ code: 'C409' });
  });

  it('a silent query handles its own failures, but a U403 still ends the session', async () => {
    const { handle, fail } = setup();
    await fail('unread', refused(), true);
    expect(handle).not.toHaveBeenCalled();
    await fail('unread-again', expired(), true);
    expect(handle).toHaveBeenCalledTimes(1);
    expect(handle.mock.calls[0]?.[0]).toMatchObject({ code: 'U403' });
  });

  it('a background refetch behind data on screen stays quiet unless the session ended', async () => {
    const { client, handle, fail } = setup();
    client.setQueryData(['loans'], { list: [] });
    await fail('loans', new ApiError(NETWORK_ERROR, 'Failed to fetch'));
    expect(handle).not.toHaveBeenCalled();
    await fail('loans', expired());
    expect(handle).toHaveBeenCalledTimes(1);
  });

  it('a silent mutation handles its own refusal, but not an ended session', async () => {
    const { client, handle } = setup();
    const run = (error: Error) =>
      client
        .getMutationCache()
        .build(client, { mutationFn: () => Promise.reject(error), meta: { silent: true } })
        .execute(undefined)
        .catch(() => undefined);
    await run(refused());
    expect(handle).not.toHaveBeenCalled();
    await run(expired());
    expect(handle).toHaveBeenCalledTimes(1);
  });
});

describe('what the stored cache keeps between visits', () => {
  /** Saves `from`'s cache to an in-memory storage and restores it into a fresh client, as main.tsx does. */
  async function throughStorage(from: ReturnType<typeof setup>['client']) {
    const stored = new Map<string, string>();
    const persister = createSyncStoragePersister({
      storage: {
        getItem: (key) => stored.get(key) ?? null,
        setItem: (key, value) => void stored.set(key, value),
        removeItem: (key) => void stored.delete(key),
      },
      throttleTime: 0,
    });
    await persistQueryClientSave({ ...createPersistOptions(from), persister });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const to = setup().client;
    await persistQueryClientRestore({ ...createPersistOptions(to), persister });
    settleRestoredQueries(to);
    return to;
  }

  it('a page whose refresh failed offline is kept with what it showed, and comes back as that data', async () => {
    const { client, fail } = setup();
    client.setQueryData(['news'], [{ id: 7, title: 'Rates' }]);
    await fail('news', new ApiError(NETWORK_ERROR, 'Failed to fetch'));
    expect(client.getQueryState(['news'])?.status).toBe('error');

    const restored = await throughStorage(client);
    expect(restored.getQueryData(['news'])).toEqual([{ id: 7, title: 'Rates' }]);
    expect(restored.getQueryState(['news'])).toMatchObject({ status: 'success', error: null });
  });

  it("a member's data is never written to storage, only public answers", async () => {
    const { client } = setup();
    client.setQueryData(['member', 7, 'info'], { id: 7, firstName: 'Ada', email: 'ada@quayside.test' });
    client.setQueryData(['loan', 7, 'list', 1], [{ id: 3, amount: 500_000 }]);
    client.setQueryData(['notification', 'unreadCount', 7], { count: 2 });
    client.setQueryData(['config', 'quote'], { rate: 1290 });
    // The operators' console (src/ops): its answers hold every borrower's data (decision 080).
    client.setQueryData(['ops', 'queues'], { applications: { count: 1, oldestAt: null } });
    client.setQueryData(['ops', 'application', 3], { applicant: { email: 'ada@quayside.test' } });

    const restored = await throughStorage(client);
    expect(restored.getQueryData(['ops', 'queues'])).toBeUndefined();
    expect(restored.getQueryData(['ops', 'application', 3])).toBeUndefined();
    expect(restored.getQueryData(['member', 7, 'info'])).toBeUndefined();
    expect(restored.getQueryData(['loan', 7, 'list', 1])).toBeUndefined();
    expect(restored.getQueryData(['notification', 'unreadCount', 7])).toBeUndefined();
    expect(restored.getQueryData(['config', 'quote'])).toEqual({ rate: 1290 });
  });

  it('a query that never had data is not stored', async () => {
    const { client, fail } = setup();
    await fail('news', new ApiError(NETWORK_ERROR, 'Failed to fetch'));
    client.setQueryData(['config', 'brand'], { name: 'Quayside' });

    const restored = await throughStorage(client);
    expect(restored.getQueryState(['news'])).toBeUndefined();
    expect(restored.getQueryData(['config', 'brand'])).toEqual({ name: 'Quayside' });
  });
});
