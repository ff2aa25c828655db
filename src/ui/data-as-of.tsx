import { Trans } from '@lingui/react/macro';
import { cloudOfflineOutline } from 'ionicons/icons';
import { formatMoment } from '../lib/i18n/format';
import { useLanguage } from '../lib/i18n/language';
import { useOnline } from '../lib/stores/online-state';
import { Icon } from './icon';

/** The part of a TanStack query result this note reads. */
interface ShownQuery {
  /** When the data on screen was fetched (ms since epoch); 0 when there is none. */
  dataUpdatedAt: number;
  /** The last attempt to refresh data already on screen failed (server down, timeout…). */
  isRefetchError: boolean;
}

/**
 * "Data as of …": tells a reader that what they see is a saved copy, so a rate or a balance is never
 * mistaken for a live one — when the device is offline, and when it is online but the refresh failed.
 */
export function DataAsOf({ query }: { query: ShownQuery }) {
  const online = useOnline();
  const lang = useLanguage();
  const updatedAt = query.dataUpdatedAt;
  if (!updatedAt || (online && !query.isRefetchError)) return null;
  const time = formatMoment(updatedAt, lang);
  return (
    <p
      className="data-as-of"
      role="note"
      data-testid="data-as-of"
      data-as-of={new Date(updatedAt).toISOString()}
    >
      <Icon icon={cloudOfflineOutline} aria-hidden="true" />
      <span>
        {online ? (
          <Trans>This could not be updated just now. Data as of {time}.</Trans>
        ) : (
          <Trans>You are offline. Data as of {time}.</Trans>
        )}
      </span>
    </p>
  );
}
