import { useSyncExternalStore } from 'react';

/** Below this width a table of many columns cannot be read without scrolling sideways: a phone. */
const narrow = '(max-width: 599.98px)';

function subscribe(listener: () => void): () => void {
  const query = window.matchMedia?.(narrow);
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}

/**
 * Whether the screen is a phone's width, following rotation and resizing. A page rendered at build time,
 * and a browser without matchMedia, are taken as wide (the table), which every width can still scroll.
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(narrow).matches ?? false,
    () => false,
  );
}
