let done = false;
const waiting: Array<() => void> = [];

/** Called once the app's first screen has been committed (RootLayout's first effect). */
export function markFirstRenderDone(): void {
  if (done) return;
  done = true;
  for (const task of waiting.splice(0)) task();
}

/**
 * Runs `task` once the first screen is committed and the browser is next idle (within `idleTimeoutMs`):
 * for work the first screen does not need, such as installing the service worker, which otherwise fetched
 * and stored the whole app while the phone was still drawing its first page. Should the first screen not
 * come within `firstScreenTimeoutMs` (the app failed to render, say), the task goes ahead anyway: the
 * worker and the catalogs are still wanted for the next visit. Each task runs once.
 */
export function whenFirstScreenIdle(
  task: () => void,
  { idleTimeoutMs = 3000, firstScreenTimeoutMs = 10_000 } = {},
): void {
  let asked = false;
  const idle = () => {
    if (asked) return;
    asked = true;
    window.clearTimeout(fallback);
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(task, { timeout: idleTimeoutMs });
    } else {
      window.setTimeout(task, 1);
    }
  };
  const fallback = done ? undefined : window.setTimeout(idle, firstScreenTimeoutMs);
  if (done) idle();
  else waiting.push(idle);
}
