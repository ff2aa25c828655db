import { useEffect, useState } from 'react';

/**
 * False until `ms` after the screen first rendered, then true: for a screen that waits for an answer before
 * it shows a form, but not for ever — a network that accepts requests and never answers would otherwise
 * hold it until the request timed out.
 */
export function useWaited(ms: number): boolean {
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return waited;
}
