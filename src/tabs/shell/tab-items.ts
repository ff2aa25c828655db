import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  calendarOutline,
  chatbubblesOutline,
  documentTextOutline,
  homeOutline,
  personOutline,
} from 'ionicons/icons';
import { type TabHref, type TabName, tabHrefs, tabNames } from '../../lib/navigation/tab-paths';

/** DESIGN §5: the five bottom tabs, left to right, in the order of `tabNames` (src/lib/navigation/tab-paths.ts). */
export interface TabItem {
  tab: TabName;
  href: TabHref;
  icon: string;
  label: MessageDescriptor;
}

const tabs: Record<TabName, Pick<TabItem, 'icon' | 'label'>> = {
  home: { icon: homeOutline, label: msg`Home` },
  service: { icon: chatbubblesOutline, label: msg`Help` },
  booking: { icon: calendarOutline, label: msg`Get a quote` },
  orders: { icon: documentTextOutline, label: msg`My loans` },
  mine: { icon: personOutline, label: msg`Me` },
};

/** Built from `tabNames`, so the bar shows the tabs in the order the slide directions assume. */
export const tabItems: readonly TabItem[] = tabNames.map((tab) => ({
  tab,
  href: tabHrefs[tab],
  ...tabs[tab],
}));
