import { HOME_PATH } from '../../../domain/home-path';

/**
 * DESIGN §5: the five bottom tabs left to right, and the path of each. Which tab a page belongs to is declared
 * on its route (`tab` in its staticData, src/lib/navigation/route-facts.ts); this order is the one the tab bar shows and
 * the page transitions slide by, so the two can never disagree.
 */
export const tabNames = ['home', 'service', 'booking', 'orders', 'mine'] as const;
export type TabName = (typeof tabNames)[number];

export const tabHrefs = {
  home: HOME_PATH,
  service: '/service',
  booking: '/booking',
  orders: '/orders',
  mine: '/mine',
} as const satisfies Record<TabName, string>;
export type TabHref = (typeof tabHrefs)[TabName];

/** Position of a tab, left to right, or -1 for a page outside the tabs. */
export function tabIndexOf(tab: TabName | 'none'): number {
  return tab === 'none' ? -1 : tabNames.indexOf(tab);
}
