// The yardstick of issue 4's Lighthouse target: a bare React + Ionic tab shell, tree-shaken as the app is
// (vite.config.ts here), with a heading, a paragraph and the five-tab bar — no router, no data, no catalogs.
// `REFERENCE=1 npm run bench:lighthouse` builds and measures it on the same machine as the app.
import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/typography.css';
import { IonApp, IonBadge, IonIcon, IonLabel, IonTabBar, IonTabButton, setupIonicReact } from '@ionic/react';
import { calendarOutline, chatbubblesOutline, homeOutline, listOutline, personOutline } from 'ionicons/icons';
import { createRoot } from 'react-dom/client';

setupIonicReact({ mode: 'ios' });

const tabs = [
  ['home', homeOutline],
  ['service', chatbubblesOutline],
  ['booking', calendarOutline],
  ['orders', listOutline],
  ['mine', personOutline],
] as const;

function Shell() {
  return (
    <IonApp>
      <main style={{ padding: 16, paddingBottom: 80 }}>
        <h1>Borrow with the whole cost in plain sight</h1>
        <p>
          Fixed rates, fixed repayments and no fees to apply. See your figures in seconds; checking costs
          nothing and does not touch your credit score.
        </p>
      </main>
      <IonTabBar slot="bottom" selectedTab="home" style={{ position: 'fixed', bottom: 0, left: 0, right: 0 }}>
        {tabs.map(([tab, icon]) => (
          <IonTabButton key={tab} tab={tab} href={`/${tab}`}>
            <IonIcon icon={icon} />
            <IonLabel>{tab}</IonLabel>
            {tab === 'orders' ? <IonBadge>3</IonBadge> : null}
          </IonTabButton>
        ))}
      </IonTabBar>
    </IonApp>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<Shell />);
