import { type RefObject, useEffect } from 'react';

/**
 * Every page gets its own title (WCAG 2.4.2): its main heading, then the brand, in the language on screen —
 * what a tab, a bookmark, the history and a screen reader announce. The heading is read from the page
 * itself, so a title can never disagree with it: an article's arrives with the article, and a language
 * switch retitles the page with the heading it renews.
 */
export function useDocumentTitle(main: RefObject<HTMLElement | null>, brand: string): void {
  useEffect(() => {
    const element = main.current;
    if (!element) return;
    const update = () => {
      const heading = element.querySelector('h1')?.textContent?.replace(/\s+/g, ' ').trim();
      const title = heading && heading !== brand ? `${heading} – ${brand}` : brand;
      if (document.title !== title) document.title = title;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [main, brand]);
}
