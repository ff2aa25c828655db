import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import type { claimView } from '../../../domain/api/operator';
import { useNow } from '../../ui/use-now';
import { Age } from './age';
import { type ClaimKind, dropClaim, putClaim } from './ops-queries';

type Claim = z.infer<typeof claimView>;

/**
 * How often an open item tells the server it is still being looked at: claims lapse two minutes after
 * they were last refreshed (server/modules/operator/claims.ts), so a closed tab frees its items.
 */
const CLAIM_REFRESH_MS = 30_000;

/**
 * Opens an item for this operator while the screen shows it, and answers who else has it open. The claim
 * is a courtesy to colleagues; what stops a second decision is the version check on the action itself.
 */
export function useClaim(kind: ClaimKind, id: number): Claim | null {
  const [claim, setClaim] = useState<Claim | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const refresh = () =>
      putClaim(kind, id, controller.signal)
        .then((answer) => setClaim(answer.claim))
        .catch(() => undefined);
    void refresh();
    const timer = setInterval(refresh, CLAIM_REFRESH_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
      void dropClaim(kind, id).catch(() => undefined);
      setClaim(null);
    };
  }, [kind, id]);
  return claim;
}

/** "Being looked at by ops@…, 3 min": said when another operator has the item open. */
export function ClaimNotice({ claim }: { claim: Claim | null | undefined }) {
  const now = useNow();
  if (!claim || claim.mine) return null;
  const email = claim.email;
  return (
    <p className="notice notice--warning ops-claim" role="status" data-testid="claim-notice">
      <Trans>
        Being looked at by {email}, <Age since={claim.since} now={now} />
      </Trans>
    </p>
  );
}

/** In a queue's row: who has the item open, if anyone else does. */
export function ClaimTag({ claim }: { claim: Claim | null | undefined }) {
  const now = useNow();
  if (!claim || claim.mine) return null;
  const email = claim.email;
  return (
    <span className="ops-tag ops-tag--claim">
      <Trans>
        Open by {email}, <Age since={claim.since} now={now} />
      </Trans>
    </span>
  );
}
