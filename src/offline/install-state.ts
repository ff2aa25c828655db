import { createExternalStore } from '../lib/stores/external-store';

/** The browser's `beforeinstallprompt` event (Chromium): not in the DOM typings. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * Whether this browser offers to install the app now. The event comes once, early, whatever screen is open,
 * so it is caught at start (src/offline/start-offline.ts) and kept here for the "Install app" action.
 */
export const installStore = createExternalStore<{ prompt: InstallPromptEvent | null; installed: boolean }>({
  prompt: null,
  installed: false,
});

export function watchInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // The browser's own mini-bar is not shown: the borrower installs from the Me tab, when they choose.
    event.preventDefault();
    installStore.set({ prompt: event as InstallPromptEvent, installed: false });
  });
  window.addEventListener('appinstalled', () => installStore.set({ prompt: null, installed: true }));
}

/** Opened from the home screen (or an installed window) rather than in a browser tab. */
export function runningInstalled(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** Safari on iPhone and iPad never offers an install prompt: "Add to Home Screen" is in its Share menu. */
export function isIosSafari(
  userAgent = navigator.userAgent,
  touchPoints = navigator.maxTouchPoints,
): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1);
  return ios && /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS/.test(userAgent);
}
