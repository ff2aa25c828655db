import { useRouter, useRouterState } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';

interface Props extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  /**
   * Marks the link as the current place: a path (this page and the pages under it) or a test of the
   * current path (a section made of several paths).
   */
  activeMatch?: string | ((pathname: string) => boolean);
  children: ReactNode;
}

/**
 * A link by plain path, for navigation lists built from data (tabs, header, footer) where the typed
 * `<Link to>` cannot check a computed string. A real anchor: middle-click and "open in new tab" work.
 */
export function AppLink({ href, activeMatch, onClick, className, children, ...rest }: Props) {
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const active =
    typeof activeMatch === 'function'
      ? activeMatch(pathname)
      : activeMatch !== undefined && (pathname === activeMatch || pathname.startsWith(`${activeMatch}/`));
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <a
      {...rest}
      href={href}
      className={[className, active ? 'is-active' : ''].filter(Boolean).join(' ') || undefined}
      // The page itself, or (inside a section) "the current one of these" without claiming to be the page.
      aria-current={pathname === href ? 'page' : active ? 'true' : undefined}
      onClick={handle}
    >
      {children}
    </a>
  );
}
