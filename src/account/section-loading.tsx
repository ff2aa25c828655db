import { Trans } from '@lingui/react/macro';
import { Card } from '../ui/screen';

/** Before the member has been read (a new device, first visit): the fields come when it has. */
export function SectionLoading() {
  return (
    <Card>
      <p className="muted" role="status">
        <Trans>Loading your details…</Trans>
      </p>
    </Card>
  );
}
