/** The part of a `<link rel="stylesheet">` this needs: its sheet once loaded, and its load/error events. */
export interface StylesheetLink {
  readonly sheet: unknown;
  addEventListener(type: 'load' | 'error', listener: () => void, options: { once: true }): void;
}

/**
 * Resolves once every stylesheet link of the page has loaded (or failed: a missing sheet must not keep the
 * app from starting). index.html starts the app in parallel with its stylesheet rather than after it, so the
 * app can arrive first; rendering before the styles are in would let layout code (a scrolled chip row, a
 * measured header) read the sizes of an unstyled page.
 */
export function stylesheetsReady(
  links: Iterable<StylesheetLink> = document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'),
): Promise<void> {
  // A link whose sheet is set has loaded; for the others the events come in a later task, so a listener
  // added now cannot miss them.
  const pending = [...links].filter((link) => !link.sheet);
  return Promise.all(
    pending.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', resolve, { once: true });
          link.addEventListener('error', resolve, { once: true });
        }),
    ),
  ).then(() => undefined);
}
