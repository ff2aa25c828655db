import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR, SavedCopyError } from '../api/api-error';
import { readOrShowSavedCopy } from './saved-copy';

const key = ['news', 'top', 'en'];
const savedAt = Date.parse('2026-11-20T08:30:00.000Z');
const copy = [{ id: 1, title: 'Saved on Friday' }];
let client: QueryClient;

function fetchWith(read: () => Promise<unknown>, fromCopy?: (copy: unknown) => unknown) {
  return client.fetchQuery({
    queryKey: key,
    queryFn: (context) => readOrShowSavedCopy(context, read, fromCopy),
    retry: false,
  });
}

afterEach(() => client.clear());

describe('readOrShowSavedCopy', () => {
  it('a fresh answer is the data, as usual', async () => {
    client = new QueryClient();
    await expect(fetchWith(async () => copy)).resolves.toEqual(copy);
    expect(client.getQueryState(key)?.status).toBe('success');
  });

  it('with nothing on screen, the copy is shown with the time it was saved, and the refresh still fails', async () => {
    client = new QueryClient();
    const error = await fetchWith(() => Promise.reject(new SavedCopyError(copy, savedAt))).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SavedCopyError);
    const state = client.getQueryState(key);
    expect(state).toMatchObject({ status: 'error', data: copy, dataUpdatedAt: savedAt });
    expect(state?.error).toBe(error);
  });

  it('what is on screen stays when it is as recent as the copy, or more', async () => {
    client = new QueryClient();
    const newer = [{ id: 2, title: 'Read this morning' }];
    client.setQueryData(key, newer, { updatedAt: savedAt + 60_000 });
    await expect(fetchWith(() => Promise.reject(new SavedCopyError(copy, savedAt)))).rejects.toBeInstanceOf(
      SavedCopyError,
    );
    expect(client.getQueryState(key)).toMatchObject({
      status: 'error',
      data: newer,
      dataUpdatedAt: savedAt + 60_000,
    });
  });

  it('an older copy on screen is replaced by a newer one; a copy the page cannot read is not shown', async () => {
    client = new QueryClient();
    client.setQueryData(key, [{ id: 3, title: 'Last week' }], { updatedAt: savedAt - 86_400_000 });
    await fetchWith(() => Promise.reject(new SavedCopyError(copy, savedAt))).catch(() => undefined);
    expect(client.getQueryState(key)).toMatchObject({ data: copy, dataUpdatedAt: savedAt });

    client.clear();
    await fetchWith(
      () => Promise.reject(new SavedCopyError([{ configCode: 'X' }], savedAt)),
      () => null,
    ).catch(() => undefined);
    expect(client.getQueryState(key)).toMatchObject({ status: 'error', data: undefined, dataUpdatedAt: 0 });
  });

  it('any other failure leaves the query as it was', async () => {
    client = new QueryClient();
    await expect(
      fetchWith(() => Promise.reject(new ApiError(NETWORK_ERROR, 'offline'))),
    ).rejects.toMatchObject({
      code: NETWORK_ERROR,
    });
    expect(client.getQueryState(key)).toMatchObject({ status: 'error', data: undefined });
  });
});
