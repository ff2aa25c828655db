/**
 * Ends the current task and continues in a new one, so that the browser can handle input and paint in
 * between: start-up work split this way is several short tasks instead of one long one. Uses
 * `scheduler.yield()` where the browser has it (the continuation keeps its place ahead of other tasks),
 * else a zero-delay timer.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
