/**
 * Names shared by the help centre that index.html paints (build/first-paint.ts) and the app's
 * (help-screen.tsx), so the app can take over what a reader did to the painted page before it arrived.
 * No DOM here: the build reads this file in Node.
 */

/** The id of the painted search box; the app's own box has React's id. */
export const paintedSearchId = 'painted-faq-search';

/** A painted question's `data-painted`: its group and its place in the group of faq-content.ts. */
export function paintedFaqKey(groupId: string, index: number): string {
  return `${groupId}-${index}`;
}
