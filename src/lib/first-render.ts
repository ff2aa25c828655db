let done = false;

/** Called once the app's first screen has been committed (RootLayout's first effect). */
export function markFirstRenderDone(): void {
  done = true;
}

/**
 * Whether the app has rendered its first screen: a loader running now is for a navigation inside the app,
 * not for the page the app was opened on.
 */
export function isFirstRenderDone(): boolean {
  return done;
}
