import { Trans, useLingui } from '@lingui/react/macro';
import { copyOutline } from 'ionicons/icons';
import { showToast } from '../lib/stores/toast-store';
import { Icon } from '../ui/icon';

/** Copies `text`, saying so in SPEC §8's words; `label` names what is copied for a screen reader. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useLingui();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      showToast('success', t`Copied successfully`);
    } catch {
      showToast('error', t`Copying is not allowed here. Select the address and copy it yourself.`);
    }
  };
  return (
    <button
      type="button"
      className="button button--secondary copy-button"
      onClick={() => void copy()}
      aria-label={label}
    >
      <Icon icon={copyOutline} aria-hidden="true" />
      <Trans>Copy</Trans>
    </button>
  );
}
