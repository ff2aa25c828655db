import type { AnyRouter } from '@tanstack/react-router';

/**
 * TanStack Router scrolls the window to the top after it renders a page, its first render included. On a
 * page whose HTML came from the build, the reader may have scrolled before the app arrived, and hydration
 * threw them back to the top. The position they last had is put back just after, in the same task, so no
 * frame shows the top. Later navigations keep the router's reset (and the shell's own, SPEC §2).
 */
export function keepScrollThroughHydration(router: AnyRouter): void {
  let reader = { x: window.scrollX, y: window.scrollY };
  const track = () => {
    reader = { x: window.scrollX, y: window.scrollY };
  };
  window.addEventListener('scroll', track, { passive: true });
  const stop = router.subscribe('onRendered', () => {
    stop();
    // The router's own scroll has happened by now; its scroll event comes later, and is not listened to.
    window.removeEventListener('scroll', track);
    if (reader.x !== 0 || reader.y !== 0) window.scrollTo(reader.x, reader.y);
  });
}
