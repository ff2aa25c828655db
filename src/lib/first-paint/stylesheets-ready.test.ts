import { describe, expect, it } from 'vitest';
import { type StylesheetLink, stylesheetsReady } from './stylesheets-ready';

/** A stylesheet link that loads (or fails) when the test says so. */
function link(loaded: boolean) {
  const listeners = new Map<string, () => void>();
  const element = {
    sheet: loaded ? {} : null,
    addEventListener(type: 'load' | 'error', listener: () => void) {
      listeners.set(type, listener);
    },
  } satisfies StylesheetLink & { sheet: unknown };
  return {
    element,
    fire(type: 'load' | 'error') {
      element.sheet = type === 'load' ? {} : null;
      listeners.get(type)?.();
    },
  };
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  return done;
}

describe('stylesheetsReady', () => {
  it('resolves at once when every stylesheet has loaded, or there is none', async () => {
    expect(await settled(stylesheetsReady([link(true).element, link(true).element]))).toBe(true);
    expect(await settled(stylesheetsReady([]))).toBe(true);
  });

  it('waits for a stylesheet still loading, and resolves when it has', async () => {
    const loading = link(false);
    const ready = stylesheetsReady([link(true).element, loading.element]);
    expect(await settled(ready)).toBe(false);
    loading.fire('load');
    expect(await settled(ready)).toBe(true);
  });

  it('does not hold the app back for a stylesheet that failed', async () => {
    const failing = link(false);
    const ready = stylesheetsReady([failing.element]);
    expect(await settled(ready)).toBe(false);
    failing.fire('error');
    expect(await settled(ready)).toBe(true);
  });
});
