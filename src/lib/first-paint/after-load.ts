/**
 * Runs `task` once the page has finished loading — at once when it already has: main.tsx awaits the
 * catalogs, the stored cache and the first route before it gets here, which can be after the load event,
 * whose listeners added then would never run.
 */
export function afterLoad(task: () => void): void {
  if (document.readyState === 'complete') task();
  else window.addEventListener('load', task, { once: true });
}
