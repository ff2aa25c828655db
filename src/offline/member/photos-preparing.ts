import { useCallback, useEffect, useRef, useState } from 'react';
import { createExternalStore } from '../../lib/stores/external-store';

/**
 * How many photos are being checked and fitted on this device right now, before they reach the outbox.
 * A form pressed in that moment has no photo in its values yet: without waiting it would say the photo is
 * missing, and the message would go again when the photo arrived, with nothing sent. A form that sends
 * photos waits for this to reach 0 first (account/section-form.tsx), as it waits for the outbox.
 */
const preparing = createExternalStore(0);

/** Counts a photo as being prepared; the function returned ends that (once, however often it is called). */
export function preparingPhoto(): () => void {
  preparing.set(preparing.get() + 1);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    preparing.set(preparing.get() - 1);
  };
}

export function photosBeingPrepared(): boolean {
  return preparing.get() > 0;
}

/** Settles once no photo is being prepared (at once when none is). */
export function photosPrepared(): Promise<void> {
  if (preparing.get() === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = preparing.subscribe(() => {
      if (preparing.get() > 0) return;
      stop();
      resolve();
    });
  });
}

/**
 * For a form's submit (a save, Next, Submit): `deferred()` is true while a photo is being prepared, and the
 * action then runs again by itself once it is — on the render after, so it sees the photo in the form.
 * `waiting` says so meanwhile (the button reads "Sending your photos…" rather than a message that the photo
 * is missing).
 */
export function useWaitForPhotos(again: () => void): { waiting: boolean; deferred(): boolean } {
  const [waiting, setWaiting] = useState(false);
  const [round, setRound] = useState(0);
  const latest = useRef(again);
  latest.current = again;
  useEffect(() => {
    if (round > 0) latest.current();
  }, [round]);
  const deferred = useCallback(() => {
    if (!photosBeingPrepared()) return false;
    setWaiting(true);
    void photosPrepared().then(() => {
      setWaiting(false);
      setRound((n) => n + 1);
    });
    return true;
  }, []);
  return { waiting, deferred };
}
