import { useSyncExternalStore } from 'react';

const nothingChanges = () => () => undefined;

/**
 * False while the page is rendered at build time and while the browser hydrates that HTML, true otherwise
 * (and from the render just after hydration on). Data the build cannot have — the API's answers, what this
 * device stored — is shown only once it is true: hydration must render exactly what the build rendered,
 * and React renders again with the data right after, without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingChanges,
    () => true,
    () => false,
  );
}
