import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import './second-factor.css';

interface Props {
  codes: string[];
  /** What the button after "I have saved them" says and does. */
  doneLabel: ReactNode;
  onDone(): void;
}

/**
 * The ten recovery codes, shown once: the server keeps only their hashes. Each signs in once when the phone
 * is lost; the person copies or downloads them and says so before going on.
 */
export function RecoveryCodesPanel({ codes, doneLabel, onDone }: Props) {
  const { t } = useLingui();
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    await navigator.clipboard?.writeText(text).catch(() => undefined);
    setCopied(true);
  };
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    link.download = 'quayside-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <section className="recovery-codes" aria-labelledby="recovery-codes-title" data-testid="recovery-codes">
      <h2 id="recovery-codes-title">
        <Trans>Your recovery codes</Trans>
      </h2>
      <p className="recovery-codes__warning" role="note">
        <Trans>
          Keep these ten codes somewhere safe. If you lose your phone, each code signs you in once. This is
          the only time we show them.
        </Trans>
      </p>
      <ol className="recovery-codes__list" aria-label={t`Recovery codes`}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="second-factor__actions">
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          {copied ? <Trans>Copied</Trans> : <Trans>Copy the codes</Trans>}
        </button>
        <button type="button" className="button button--secondary" onClick={download}>
          <Trans>Download as a file</Trans>
        </button>
      </div>
      <label className="checkbox">
        <input type="checkbox" checked={saved} onChange={(event) => setSaved(event.target.checked)} />
        <span>
          <Trans>I have saved my recovery codes</Trans>
        </span>
      </label>
      <button
        type="button"
        className="button button--primary button--block"
        disabled={!saved}
        onClick={onDone}
      >
        {doneLabel}
      </button>
    </section>
  );
}
