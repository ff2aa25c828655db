import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Renders `children` in a commit of their own, just after the first one: for parts of the shell that need
 * not be in the app's first frame (the tab bar, fixed over the page, so nothing moves when it arrives).
 * The first commit of the app is one long task on a phone — every
 * element created, inserted and laid out at once — and what is left out of it makes it shorter; the rest
 * follows a frame later as a transition, in slices. Only the app's first render is affected: the shell
 * stays mounted across navigations.
 */
export function AfterFirstRender({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    startTransition(() => setShown(true));
  }, []);
  return shown ? children : fallback;
}
