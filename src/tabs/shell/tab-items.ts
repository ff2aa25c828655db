import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  calendarOutline,
  chatbubblesOutline,
  documentTextOutline,
  homeOutline,
  personOutline,
} from 'ionicons/icons';
import { type TabHref, tabHrefs } from '../../lib/tab-paths';

/** DESIGN §5: the five bottom tabs, left to right, in the order of `tabHrefs` (src/lib/tab-paths.ts). */
export interface TabItem {
  tab: 'home' | 'service' | 'booking' | 'orders' | 'mine';
  href: TabHref;
  icon: string;
  label: MessageDescriptor;
}

const tabs: Record<TabHref, Omit<TabItem, 'href'>> = {
  '/home': { tab: 'home', icon: homeOutline, label: msg`Home` },
  '/service': { tab: 'service', icon: chatbubblesOutline, label: msg`Help` },
  '/booking': { tab: 'booking', icon: calendarOutline, label: msg`Get a quote` },
  '/orders': { tab: 'orders', icon: documentTextOutline, label: msg`My loans` },
  '/mine': { tab: 'mine', icon: personOutline, label: msg`Me` },
};

/** Built from `tabHrefs`, so the bar shows the tabs in the order the slide directions assume. */
export const tabItems: readonly TabItem[] = tabHrefs.map((href) => ({ href, ...tabs[href] }));
