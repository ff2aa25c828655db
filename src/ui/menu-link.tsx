import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { Icon } from './icon';
import { chevronForward } from './icons/chevron-forward';

interface MenuAnchorProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  ref?: Ref<HTMLAnchorElement>;
  /** The icon before the words (an `ionicons/icons` constant, or its copy in `ui/icons/`). */
  icon: string;
  /** A muted line under the words; without it the words fill the row alone. */
  detail?: ReactNode;
  /** What stands between the words and the chevron: a count, a state. */
  aside?: ReactNode;
}

function MenuAnchor({ icon, detail, aside, children, className, ...anchor }: MenuAnchorProps) {
  return (
    <a {...anchor} className={className ? `menu-list__item ${className}` : 'menu-list__item'}>
      <Icon icon={icon} aria-hidden="true" />
      {detail === undefined ? (
        <span>{children}</span>
      ) : (
        <span className="menu-list__text">
          <span>{children}</span>
          <small>{detail}</small>
        </span>
      )}
      {aside}
      <Icon icon={chevronForward} aria-hidden="true" />
    </a>
  );
}

/**
 * One row of a `.menu-list`: an icon, the words, and the chevron that says it leads to a page. A router
 * link (`to`, `params`, `search` checked against the route tree, as `<Link>`'s are).
 */
export const MenuLink = createLink(MenuAnchor);
