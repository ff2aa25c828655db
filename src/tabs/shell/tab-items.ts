import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  calendarOutline,
  chatbubblesOutline,
  documentTextOutline,
  homeOutline,
  personOutline,
} from 'ionicons/icons';

/** DESIGN §5: the five bottom tabs, left to right. Their order drives the slide direction too. */
export interface TabItem {
  tab: 'home' | 'service' | 'booking' | 'orders' | 'mine';
  href: string;
  icon: string;
  label: MessageDescriptor;
}

export const tabItems: readonly TabItem[] = [
  { tab: 'home', href: '/home', icon: homeOutline, label: msg`Home` },
  { tab: 'service', href: '/service', icon: chatbubblesOutline, label: msg`Help` },
  { tab: 'booking', href: '/booking', icon: calendarOutline, label: msg`Get a quote` },
  { tab: 'orders', href: '/orders', icon: documentTextOutline, label: msg`My loans` },
  { tab: 'mine', href: '/mine', icon: personOutline, label: msg`Me` },
];

/**
 * The tab a path belongs to, as the tab bar's own href: /loan/… belongs to "orders", member and account
 * pages to "mine". IonTabBar selects the tab whose href prefixes this.
 */
export function tabPathOf(pathname: string): string {
  if (pathname.startsWith('/loan/') || pathname === '/orders' || pathname === '/loan-contract')
    return '/orders';
  if (pathname.startsWith('/member/') || pathname.startsWith('/account/') || pathname === '/mine')
    return '/mine';
  if (pathname.startsWith('/borrow') || pathname.startsWith('/apply')) return '/booking';
  if (pathname.startsWith('/help') || pathname === '/contact') return '/service';
  return pathname;
}
