/**
 * Waits for the given work to settle, but no longer than `ms`: a loader that would rather render once with
 * its data than render, then render again when the answer comes, without holding a page back on a slow
 * or absent connection. Failures are left to the queries (they show and retry as usual).
 */
export function waitBriefly(work: readonly Promise<unknown>[], ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void Promise.allSettled(work).then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
