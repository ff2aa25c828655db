import { afterEach, describe, expect, it, vi } from 'vitest';

// The module keeps whether the first screen is up: each test takes a fresh copy.
async function freshModule() {
  vi.resetModules();
  return import('./first-render');
}

function stubIdle() {
  const idle: Array<{ run: () => void; timeout: number | undefined }> = [];
  vi.stubGlobal('window', {
    requestIdleCallback: (run: () => void, options?: { timeout?: number }) => {
      idle.push({ run, timeout: options?.timeout });
      return idle.length;
    },
    setTimeout,
  });
  return idle;
}

describe('whenFirstScreenIdle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits for the first screen, then for the browser to be idle', async () => {
    const idle = stubIdle();
    const { whenFirstScreenIdle, markFirstRenderDone, isFirstRenderDone } = await freshModule();
    const task = vi.fn();
    whenFirstScreenIdle(task);
    expect(idle).toHaveLength(0);
    expect(isFirstRenderDone()).toBe(false);

    markFirstRenderDone();
    expect(isFirstRenderDone()).toBe(true);
    expect(idle).toHaveLength(1);
    expect(idle[0]?.timeout).toBe(3000);
    expect(task).not.toHaveBeenCalled();

    idle[0]?.run();
    expect(task).toHaveBeenCalledOnce();
  });

  it('asks for an idle moment at once when the first screen is already up, and runs each task once', async () => {
    const idle = stubIdle();
    const { whenFirstScreenIdle, markFirstRenderDone } = await freshModule();
    const early = vi.fn();
    whenFirstScreenIdle(early);
    markFirstRenderDone();
    markFirstRenderDone();
    const late = vi.fn();
    whenFirstScreenIdle(late, 500);
    expect(idle.map((entry) => entry.timeout)).toEqual([3000, 500]);
    for (const entry of idle) entry.run();
    expect(early).toHaveBeenCalledOnce();
    expect(late).toHaveBeenCalledOnce();
  });

  it('falls back to a timer where the browser has no requestIdleCallback', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('window', { setTimeout });
    const { whenFirstScreenIdle, markFirstRenderDone } = await freshModule();
    const task = vi.fn();
    markFirstRenderDone();
    whenFirstScreenIdle(task);
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });
});
