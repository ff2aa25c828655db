let done = false;
const waiting: Array<() => void> = [];

/** Called once the app's first screen has been committed (RootLayout's first effect). */
export function markFirstRenderDone(): void {
  if (done) return;
  done = true;
  for (const task of waiting.splice(0)) task();
}

/**
 * Whether the app has rendered its first screen: a loader running now is for a navigation inside the app,
 * not for the page the app was opened on.
 */
export function isFirstRenderDone(): boolean {
  return done;
}

/**
 * Runs `task` once the first screen is committed and the browser is next idle (within `timeoutMs`): for
 * work the first screen does not need, such as installing the service worker, which otherwise fetched and
 * stored the whole app while the phone was still drawing its first page.
 */
export function whenFirstScreenIdle(task: () => void, timeoutMs = 3000): void {
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(task, { timeout: timeoutMs });
    else window.setTimeout(task, 1);
  };
  if (done) idle();
  else waiting.push(idle);
}
