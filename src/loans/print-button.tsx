import { Trans } from '@lingui/react/macro';
import { printOutline } from 'ionicons/icons';
import { Icon } from '../ui/icon';

/** The browser's own print dialog, which also saves as PDF; loans.css lays the page out for paper. */
export function PrintButton() {
  return (
    <button type="button" className="button button--secondary no-print" onClick={() => window.print()}>
      <Icon icon={printOutline} aria-hidden="true" />
      <Trans>Print or save as PDF</Trans>
    </button>
  );
}
