// The app's one Lingui instance (src/lib/i18n/i18n.ts re-exports it), already holding the active catalogs.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { createRoot } from 'react-dom/client';
import './update-prompt.css';

function UpdatePrompt({ onReload }: { onReload: () => void }) {
  return (
    <div className="update-prompt" role="status" data-testid="update-prompt">
      <span>
        <Trans>Update available</Trans>
      </span>
      <button type="button" className="update-prompt__reload" onClick={onReload}>
        <Trans>Reload</Trans>
      </button>
    </div>
  );
}

/**
 * "Update available — Reload", once a new version is installed and waiting (src/offline/start-offline.ts).
 * A root of its own at the end of the page: its code loads only when there is an update, never with the
 * first page, and it stays put whichever screen the borrower moves to.
 */
export function showUpdatePrompt(onReload: () => void): void {
  if (document.querySelector('[data-update-prompt]')) return;
  const host = document.createElement('div');
  host.dataset.updatePrompt = '';
  document.body.append(host);
  createRoot(host).render(
    <I18nProvider i18n={i18n}>
      <UpdatePrompt onReload={onReload} />
    </I18nProvider>,
  );
}
