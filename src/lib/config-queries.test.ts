import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Both modules keep state (whether the app's first screen is up): each test takes fresh copies.
async function freshModules({ painted }: { painted: boolean }) {
  vi.resetModules();
  vi.stubGlobal('document', {
    getElementById: (id: string) => (id === 'root' ? { firstElementChild: painted ? {} : null } : null),
  });
  const firstRender = await import('./first-render');
  const configQueries = await import('./config-queries');
  const client = new QueryClient();
  // The answer is in the test's hands: it arrives when `answer` is called, never from a network.
  let answer = () => {};
  const prefetch = vi
    .spyOn(client, 'prefetchQuery')
    .mockImplementation(() => new Promise<void>((resolve) => (answer = resolve)));
  return { ...firstRender, ...configQueries, client, prefetch, answer: () => answer() };
}

/** Whether `promise` has settled once the microtasks queued so far (and those they queue) have run. */
const settled = async (promise: Promise<void> | undefined) => {
  let done = false;
  void promise?.then(() => (done = true));
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
  return done;
};

describe('loadQuoteConfig, the loader of the calculator pages', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('inside the app only warms the config and lets the page show at once', async () => {
    const { loadQuoteConfig, markFirstRenderDone, client, prefetch } = await freshModules({ painted: false });
    markFirstRenderDone();
    expect(loadQuoteConfig(client)).toBeUndefined();
    expect(prefetch).toHaveBeenCalledOnce();
  });

  it('on a page painted from index.html, holds the first render until the figures are in', async () => {
    const { loadQuoteConfig, client, prefetch, answer } = await freshModules({ painted: true });
    const loading = loadQuoteConfig(client);
    expect(prefetch).toHaveBeenCalledOnce();
    expect(loading).toBeInstanceOf(Promise);
    expect(await settled(loading)).toBe(false);
    answer();
    expect(await settled(loading)).toBe(true);
  });

  it('on a page painted from index.html, waits 1.5 s at most for an answer that does not come', async () => {
    vi.useFakeTimers();
    const { loadQuoteConfig, client } = await freshModules({ painted: true });
    const loading = loadQuoteConfig(client);
    await vi.advanceTimersByTimeAsync(1499);
    expect(await settled(loading)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(loading)).toBe(true);
  });

  it('does not wait when a saved copy of the figures can be shown meanwhile', async () => {
    const { loadQuoteConfig, configKeys, client, prefetch } = await freshModules({ painted: true });
    client.setQueryData(configKeys.quote(), { minimumAmount: 100_000 } as never);
    expect(loadQuoteConfig(client)).toBeUndefined();
    expect(prefetch).toHaveBeenCalledOnce();
  });

  it('on a first page index.html did not paint, leaves the asking to the page once it has painted', async () => {
    const { loadQuoteConfig, client, prefetch } = await freshModules({ painted: false });
    expect(loadQuoteConfig(client)).toBeUndefined();
    expect(prefetch).not.toHaveBeenCalled();
  });
});
