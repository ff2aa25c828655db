import { afterEach, describe, expect, it, vi } from 'vitest';

// The module keeps whether the first screen is up: each test takes a fresh copy.
async function freshModule() {
  vi.resetModules();
  return import('./first-render');
}

/** A window whose idle callbacks are held for the test to run; its timers are vitest's fake ones. */
function stubWindow({ idleCallbacks = true } = {}) {
  vi.useFakeTimers();
  const idle: Array<{ run: () => void; timeout: number | undefined }> = [];
  vi.stubGlobal('window', {
    requestIdleCallback: idleCallbacks
      ? (run: () => void, options?: { timeout?: number }) => {
          idle.push({ run, timeout: options?.timeout });
          return idle.length;
        }
      : undefined,
    setTimeout,
    clearTimeout,
  });
  return idle;
}

describe('whenFirstScreenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the first screen, then for the browser to be idle', async () => {
    const idle = stubWindow();
    const { whenFirstScreenIdle, markFirstRenderDone } = await freshModule();
    const task = vi.fn();
    whenFirstScreenIdle(task);
    expect(idle).toHaveLength(0);

    markFirstRenderDone();
    expect(idle).toHaveLength(1);
    expect(idle[0]?.timeout).toBe(3000);
    expect(task).not.toHaveBeenCalled();

    idle[0]?.run();
    expect(task).toHaveBeenCalledOnce();
    // The fallback for a first screen that never comes was called off.
    vi.advanceTimersByTime(20_000);
    expect(idle).toHaveLength(1);
  });

  it('asks for an idle moment at once when the first screen is already up, and runs each task once', async () => {
    const idle = stubWindow();
    const { whenFirstScreenIdle, markFirstRenderDone } = await freshModule();
    const early = vi.fn();
    whenFirstScreenIdle(early);
    markFirstRenderDone();
    markFirstRenderDone();
    const late = vi.fn();
    whenFirstScreenIdle(late, { idleTimeoutMs: 500 });
    expect(idle.map((entry) => entry.timeout)).toEqual([3000, 500]);
    for (const entry of idle) entry.run();
    expect(early).toHaveBeenCalledOnce();
    expect(late).toHaveBeenCalledOnce();
  });

  it('goes ahead without the first screen once it is overdue, and only once', async () => {
    const idle = stubWindow();
    const { whenFirstScreenIdle, markFirstRenderDone } = await freshModule();
    const task = vi.fn();
    whenFirstScreenIdle(task, { firstScreenTimeoutMs: 10_000 });
    vi.advanceTimersByTime(9_999);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(idle).toHaveLength(1);
    markFirstRenderDone();
    expect(idle).toHaveLength(1);
    idle[0]?.run();
    expect(task).toHaveBeenCalledOnce();
  });

  it('falls back to a timer where the browser has no requestIdleCallback', async () => {
    stubWindow({ idleCallbacks: false });
    const { whenFirstScreenIdle, markFirstRenderDone } = await freshModule();
    const task = vi.fn();
    markFirstRenderDone();
    whenFirstScreenIdle(task);
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledOnce();
  });
});
