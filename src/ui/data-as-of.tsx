import { Trans } from '@lingui/react/macro';
import { cloudOfflineOutline } from 'ionicons/icons';
import { formatDateTime } from '../lib/format';
import { useLanguage } from '../lib/language';
import { useOnline } from '../offline/online-state';
import { Icon } from './icon';

interface Props {
  /** `dataUpdatedAt` of the query whose data is on screen (ms since epoch). */
  updatedAt: number;
  /** Show even when online (e.g. the last refetch failed). */
  always?: boolean;
}

/**
 * "Data as of …": tells a reader that what they see came from the saved copy, shown while offline so a
 * rate or a balance is never mistaken for a live one.
 */
export function DataAsOf({ updatedAt, always = false }: Props) {
  const online = useOnline();
  const lang = useLanguage();
  if ((online && !always) || !updatedAt) return null;
  const time = formatDateTime(updatedAt, lang);
  return (
    <p className="data-as-of" role="note" data-testid="data-as-of">
      <Icon icon={cloudOfflineOutline} aria-hidden="true" />
      <span>
        <Trans>You are offline. Data as of {time}.</Trans>
      </span>
    </p>
  );
}
