import { createExternalStore } from '../../lib/external-store';

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
