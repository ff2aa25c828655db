import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const nothingChanges = () => () => undefined;
const snapshot = () => 0;

/**
 * False at build time and while the browser hydrates that HTML, true otherwise. Data the build cannot have —
 * the API's answers, what this device stored — is shown only once it is true: hydration must render exactly
 * what the build rendered.
 *
 * React asks a store for its server snapshot exactly when it renders on the server or hydrates, so that call
 * is what tells the two apart here. Both snapshots are the same value: a component that hydrated is told
 * just after, by a state update in a transition, which React renders in slices the browser can interrupt.
 * (A store whose two snapshots differed did the same, but as one synchronous task over every such component,
 * a few hundred milliseconds of a phone's start-up.)
 */
export function useHydrated(): boolean {
  let renderingServerHtml = false;
  useSyncExternalStore(nothingChanges, snapshot, () => {
    renderingServerHtml = true;
    return 0;
  });
  const [hydrated, setHydrated] = useState(!renderingServerHtml);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
