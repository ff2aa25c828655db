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
 * Whether the screen now shows the page index.html painted (build/first-paint.ts) while the app has not yet
 * rendered: the app's first render then replaces a finished-looking page, so it can wait briefly for its
 * data instead of drawing the page twice. False on pages index.html does not paint, and where the paint
 * was skipped (anything unexpected in storage): there the screen is empty until the app renders.
 */
export function isShowingPaintedPage(): boolean {
  return (
    !done && typeof document !== 'undefined' && document.getElementById('root')?.firstElementChild != null
  );
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
