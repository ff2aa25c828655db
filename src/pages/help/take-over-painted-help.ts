import { paintedSearchId } from './painted-help';

export interface PaintedHelp {
  /** What the reader typed into the painted search box. */
  query: string;
  /** The painted questions the reader opened, by paintedFaqKey. */
  open: ReadonlySet<string>;
}

/**
 * What a reader did to the painted help centre in the second or two before the app arrived: typed a search,
 * opened questions. Read during the app's first render, while the painted page is still in the document
 * (React replaces it only when it commits), so none of it is lost when the app takes over. Anywhere else —
 * a later visit inside the app, no document — nothing was painted and this is empty. The focus, in the
 * search box or anywhere else, is carried over by index.html's own script (build/first-paint.ts).
 */
export function takeOverPaintedHelp(doc: Document | undefined = globalThis.document): PaintedHelp {
  const input = doc?.getElementById(paintedSearchId);
  if (!doc || !(input instanceof HTMLInputElement)) return { query: '', open: new Set() };
  const open = new Set<string>();
  for (const details of doc.querySelectorAll<HTMLDetailsElement>('details[data-painted]')) {
    if (details.open && details.dataset.painted) open.add(details.dataset.painted);
  }
  return { query: input.value, open };
}
