import { Trans } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { updateStore } from './register';
import './update-prompt.css';

/** "Update available — Reload": shown once a new version is installed and waiting (src/offline/register.ts). */
export function UpdatePrompt() {
  const update = useSyncExternalStore(updateStore.subscribe, updateStore.get, () => null);
  if (!update) return null;
  return (
    <div className="update-prompt" role="status">
      <span>
        <Trans>Update available</Trans>
      </span>
      <button type="button" className="update-prompt__reload" onClick={update.reload}>
        <Trans>Reload</Trans>
      </button>
    </div>
  );
}
