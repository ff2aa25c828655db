import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { userStore } from '../lib/stores/session-store';

/**
 * A voucher image, visible to its owner only: fetched with the session token (an <img src> could not send
 * it), never stored by the browser (`no-store`; the server answers `private, no-store` too and the worker
 * caches no picture), and shown from an object URL released when the thumbnail goes.
 */
export function VoucherThumbnail({ url, repaymentId }: { url: string; repaymentId: number }) {
  const { t } = useLingui();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    const token = userStore.get().token;
    fetch(url, { headers: token ? { token } : {}, cache: 'no-store', signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        objectUrl = URL.createObjectURL(await response.blob());
        setSrc(objectUrl);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  const alt = t`Voucher of repayment ${repaymentId}`;
  if (failed) return <span className="voucher voucher--missing" role="img" aria-label={alt} />;
  return src ? (
    <img className="voucher" src={src} alt={alt} width={64} height={64} data-testid="voucher-thumbnail" />
  ) : (
    <span className="voucher" aria-busy="true" />
  );
}
