import { Trans } from '@lingui/react/macro';
import { useState, useSyncExternalStore } from 'react';
import { installStore, isIosSafari, runningInstalled } from '../install-state';
import './install-app-action.css';

/**
 * "Install app" for the Me tab. Where the browser offers installation (Chromium's beforeinstallprompt) a
 * button opens its prompt; in Safari on iPhone and iPad, which never offers one, the steps to add the app
 * from the Share menu; once running as the installed app, or where neither applies, nothing.
 */
export function InstallAppAction() {
  const state = useSyncExternalStore(installStore.subscribe, installStore.get, installStore.get);
  const [showSteps, setShowSteps] = useState(false);
  if (state.installed || runningInstalled()) return null;

  if (state.prompt) {
    const prompt = state.prompt;
    const install = async () => {
      await prompt.prompt();
      const { outcome } = await prompt.userChoice;
      // The event can be used once; a dismissed prompt comes back as a new event later, if the browser wants.
      installStore.set({ prompt: null, installed: outcome === 'accepted' });
    };
    return (
      <section className="install-app" data-testid="install-app">
        <p className="install-app__text">
          <Trans>Install Quayside on this device: it opens like an app and works without a connection.</Trans>
        </p>
        <button type="button" className="install-app__button" onClick={() => void install()}>
          <Trans>Install app</Trans>
        </button>
      </section>
    );
  }

  if (!isIosSafari()) return null;
  return (
    <section className="install-app" data-testid="install-app">
      <button
        type="button"
        className="install-app__button"
        aria-expanded={showSteps}
        aria-controls="install-app-steps"
        onClick={() => setShowSteps((shown) => !shown)}
      >
        <Trans>Add to Home Screen</Trans>
      </button>
      {showSteps ? (
        <ol id="install-app-steps" className="install-app__steps">
          <li>
            <Trans>Tap the Share button in Safari's toolbar (a square with an arrow pointing up).</Trans>
          </li>
          <li>
            <Trans>Scroll down and tap "Add to Home Screen".</Trans>
          </li>
          <li>
            <Trans>Tap "Add". Quayside then opens from your Home Screen, even without a connection.</Trans>
          </li>
        </ol>
      ) : null}
    </section>
  );
}
