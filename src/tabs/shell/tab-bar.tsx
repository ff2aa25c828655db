import { IonBadge, IonTabBar, IonTabButton } from '@ionic/react';
import { useLingui } from '@lingui/react';
import { useRouter } from '@tanstack/react-router';
import { formatBadge } from '../../lib/navigation/badge';
import { useRouteFacts } from '../../lib/navigation/route-facts';
import { Icon } from '../../ui/icon';
import { tabItems } from './tab-items';

interface Props {
  badges?: Partial<Record<(typeof tabItems)[number]['tab'], number>>;
}

/**
 * Standalone IonTabBar: the buttons must be its direct children (wrapped ones vanish), and each navigates
 * through the router; the selected tab follows the URL through `routeInfo`.
 */
export function TabBar({ badges = {} }: Props) {
  const { i18n } = useLingui();
  const router = useRouter();
  const { tab: activeTab } = useRouteFacts();
  return (
    // The selected tab comes from NavContext's routeInfo (RouterNavContext gives the path of the page's declared tab).
    <IonTabBar slot="bottom" className="app-tab-bar">
      {tabItems.map((item) => {
        const badge = formatBadge(badges[item.tab]);
        const label = i18n._(item.label);
        return (
          <IonTabButton
            key={item.tab}
            tab={item.tab}
            href={item.href}
            data-testid={`tab-${item.tab}`}
            // Tapping the active tab goes through NavContext.resetTab instead; navigating here too would
            // push the same page twice.
            onClick={() => {
              if (activeTab !== item.tab) void router.navigate({ href: item.href });
            }}
          >
            <Icon icon={item.icon} className="tab-icon" />
            {/* A plain label: <ion-label> would add its component (3 kB gzip) to every first page. */}
            <span className="tab-label">{label}</span>
            {badge ? <IonBadge color="danger">{badge}</IonBadge> : null}
          </IonTabButton>
        );
      })}
    </IonTabBar>
  );
}
