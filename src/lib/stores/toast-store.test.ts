import { describe, expect, it } from 'vitest';
import { createToastQueue, TOAST_DURATION_MS } from './toast-store';

function manualTimers() {
  const pending: { at: number; fn: () => void }[] = [];
  let now = 0;
  return {
    schedule: (fn: () => void, ms: number) => pending.push({ at: now + ms, fn }),
    advance(ms: number) {
      now += ms;
      for (const timer of pending.filter((t) => t.at <= now)) {
        pending.splice(pending.indexOf(timer), 1);
        timer.fn();
      }
    },
  };
}

describe('toast queue', () => {
  it('groups the same message while it is visible', () => {
    const timers = manualTimers();
    const queue = createToastQueue(timers.schedule);
    expect(queue.show('error', 'Network down')).toBe(true);
    expect(queue.show('error', 'Network down')).toBe(false);
    expect(queue.show('error', ' Network down ')).toBe(false);
    expect(queue.visible()).toHaveLength(1);
  });

  it('shows different messages and types side by side', () => {
    const queue = createToastQueue(manualTimers().schedule);
    queue.show('error', 'A');
    queue.show('success', 'A');
    queue.show('info', 'B');
    queue.show('warning', 'C');
    expect(queue.visible().map((t) => `${t.type}:${t.message}`)).toEqual([
      'error:A',
      'success:A',
      'info:B',
      'warning:C',
    ]);
  });

  it('hides a toast after 3000 ms, after which the same message shows again', () => {
    const timers = manualTimers();
    const queue = createToastQueue(timers.schedule);
    queue.subscribe(() => undefined); // the host on screen
    queue.show('success', 'Saved');
    timers.advance(TOAST_DURATION_MS - 1);
    expect(queue.visible()).toHaveLength(1);
    timers.advance(1);
    expect(queue.visible()).toHaveLength(0);
    expect(queue.show('success', 'Saved')).toBe(true);
    expect(TOAST_DURATION_MS).toBe(3000);
  });

  it('keeps a toast raised before any host is on screen until one shows it, then for 3000 ms', () => {
    const timers = manualTimers();
    const queue = createToastQueue(timers.schedule);
    queue.show('error', 'Login timed out, please log in again!');
    timers.advance(10_000);
    expect(queue.visible()).toHaveLength(1);
    const unsubscribe = queue.subscribe(() => undefined);
    timers.advance(TOAST_DURATION_MS - 1);
    expect(queue.visible()).toHaveLength(1);
    timers.advance(1);
    expect(queue.visible()).toHaveLength(0);
    unsubscribe();
    unsubscribe(); // a second call (React's strict effects) changes nothing
    queue.show('info', 'Later');
    timers.advance(TOAST_DURATION_MS);
    expect(queue.visible()).toHaveLength(1);
  });

  it('ignores empty messages and can be dismissed early', () => {
    const queue = createToastQueue(manualTimers().schedule);
    expect(queue.show('info', '   ')).toBe(false);
    queue.show('info', 'Hello');
    let calls = 0;
    queue.subscribe(() => calls++);
    queue.dismiss(queue.visible()[0]!.id);
    expect(queue.visible()).toEqual([]);
    expect(calls).toBe(1);
  });
});
