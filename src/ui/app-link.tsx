import { useRouter, useRouterState } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';

interface Props extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  /** Marks the link as the current page when the path starts with this. */
  activeMatch?: string;
  children: ReactNode;
}

/**
 * A link by plain path, for navigation lists built from data (tabs, header, footer) where the typed
 * `<Link to>` cannot check a computed string. A real anchor: middle-click and "open in new tab" work.
 */
export function AppLink({ href, activeMatch, onClick, className, children, ...rest }: Props) {
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const active = activeMatch ? pathname === activeMatch || pathname.startsWith(`${activeMatch}/`) : false;
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
      aria-current={active ? 'page' : undefined}
      onClick={handle}
    >
      {children}
    </a>
  );
}
