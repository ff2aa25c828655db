import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckReply, CheckRequest } from './contract-worker';
import { contract } from './contracts';

const article = {
  id: 3,
  slug: 'fixed-rates-explained',
  type: 'blog',
  pinned: false,
  title: 'Fixed rates, explained',
  summary: 'Why a fixed rate keeps every repayment the same.',
  publishedAt: '2026-11-01T09:00:00.000Z',
};

/**
 * A Worker that runs contract-worker.ts in this process: the real handler, reached through messages as a
 * browser would, and asynchronous like one.
 */
class InProcessWorker {
  static instances: InProcessWorker[] = [];
  /** As if the worker's script could not be fetched: it never runs a message. */
  static failsToLoad = false;
  onmessage: ((event: MessageEvent<CheckReply>) => void) | null = null;
  onerror: ((event: { preventDefault(): void }) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  received: CheckRequest[] = [];
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    InProcessWorker.instances.push(this);
  }
  postMessage(request: CheckRequest) {
    this.received.push(request);
    if (InProcessWorker.failsToLoad) return;
    const scope = globalThis as unknown as { onmessage(event: { data: CheckRequest }): void };
    setTimeout(() => scope.onmessage({ data: request }), 0);
  }
  deliver(reply: CheckReply) {
    this.onmessage?.({ data: reply } as MessageEvent<CheckReply>);
  }
  terminate() {
    this.terminated = true;
  }
}

async function withWorker() {
  vi.resetModules();
  InProcessWorker.instances = [];
  InProcessWorker.failsToLoad = false;
  vi.stubGlobal('Worker', InProcessWorker);
  vi.stubGlobal('postMessage', (reply: CheckReply) => InProcessWorker.instances.at(-1)?.deliver(reply));
  await import('./contract-worker');
  return import('./contract-checker');
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(globalThis, 'onmessage');
});

describe('contract checker', () => {
  it('checks in the worker: the contract module is loaded ahead, then the answer parsed there', async () => {
    const { checkAnswer, prepareCheck } = await withWorker();
    const ref = contract('news', 'articleList');
    prepareCheck(ref);
    await expect(checkAnswer(ref, [article])).resolves.toEqual({ ok: true, data: [article] });
    const bad = await checkAnswer(ref, [{ ...article, id: 'three' }]);
    expect(bad.ok).toBe(false);

    const [worker] = InProcessWorker.instances;
    expect(InProcessWorker.instances).toHaveLength(1);
    expect(worker?.options).toMatchObject({ type: 'module' });
    expect(String(worker?.url)).toMatch(/contract-worker\.ts$/);
    expect(worker?.received.map((request) => request.kind)).toEqual(['load', 'check', 'check']);
  });

  it('a worker that cannot start hands its checks to this thread, which still rejects a broken answer', async () => {
    const { checkAnswer } = await withWorker();
    const ref = contract('config', 'brandInfo');
    const brand = {
      code: 'quayside',
      name: 'Quayside',
      supportEmail: 'help@quayside.example',
      supportPhone: '0800 000 0000',
      region: 'United Kingdom',
      timeZone: 'Europe/London',
      currency: 'GBP',
    };
    InProcessWorker.failsToLoad = true;
    const waiting = checkAnswer(ref, brand);
    const [worker] = InProcessWorker.instances;
    let prevented = false;
    worker?.onerror?.({ preventDefault: () => (prevented = true) });
    await expect(waiting).resolves.toEqual({ ok: true, data: brand });
    expect(prevented).toBe(true);
    expect(worker?.terminated).toBe(true);

    const later = await checkAnswer(ref, { ...brand, currency: 'EUR' });
    expect(later.ok).toBe(false);
    expect(InProcessWorker.instances).toHaveLength(1);
  });

  it('a worker that does not answer in time is not waited for: the check runs here', async () => {
    vi.useFakeTimers();
    try {
      const { checkAnswer, CHECK_TIMEOUT_MS } = await withWorker();
      InProcessWorker.failsToLoad = true;
      const result = checkAnswer(contract('notifications', 'unreadCount'), { count: 'two' });
      await vi.advanceTimersByTimeAsync(CHECK_TIMEOUT_MS);
      await expect(result).resolves.toMatchObject({ ok: false });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a reply that cannot be read hands the waiting checks to this thread', async () => {
    const { checkAnswer } = await withWorker();
    InProcessWorker.failsToLoad = true;
    const result = checkAnswer(contract('notifications', 'unreadCount'), { count: 5 });
    InProcessWorker.instances[0]?.onmessageerror?.();
    await expect(result).resolves.toEqual({ ok: true, data: { count: 5 } });
  });

  it('without any Worker the check runs here', async () => {
    vi.resetModules();
    vi.stubGlobal('Worker', undefined);
    const { checkAnswer } = await import('./contract-checker');
    await expect(checkAnswer(contract('notifications', 'unreadCount'), { count: 2 })).resolves.toEqual({
      ok: true,
      data: { count: 2 },
    });
  });
});
