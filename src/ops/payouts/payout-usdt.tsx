import { Trans } from '@lingui/react/macro';
import type { z } from 'zod';
import type { payoutItem } from '../../../domain/api/operator';
import { formatMicroUsdt } from '../../../domain/usdt/usdt-amount';
import { formatBrandTime } from '../../lib/i18n/format';

type Payout = z.infer<typeof payoutItem>;

/**
 * The USDT a payout sends, at the rate of the moment (decision 098), or null when it moves in pounds only
 * (no USDT address) or the server gave no figure.
 */
export function payoutUsdtOf(payout: Payout): { micro: number; rate: string } | null {
  const usdt = payout.usdt;
  if (!payout.network || !usdt || usdt.usdtToSend === null || usdt.rate === null) return null;
  return { micro: usdt.usdtToSend, rate: usdt.rate };
}

/** Whether the payout cannot be sent for want of a rate: to a USDT address with no usable rate now. */
export function payoutRateMissing(payout: Payout): boolean {
  return payout.network !== null && payout.usdt !== undefined && payout.usdt.problem !== null;
}

/** The payout card's USDT row: what to send, at what rate set when — or why there is no figure. */
export function PayoutUsdtFacts({ payout }: { payout: Payout }) {
  const usdt = payout.usdt;
  if (!payout.network || !usdt) return null;
  return (
    <div className="ops-facts__row" data-testid="payout-usdt">
      <dt>
        <Trans>USDT to send</Trans>
      </dt>
      {usdt.usdtToSend !== null && usdt.rate && usdt.rateSetAt ? (
        <dd>
          <strong className="ops-usdt__figure">{formatMicroUsdt(usdt.usdtToSend)} USDT</strong>{' '}
          <span className="muted">
            <Trans>
              at 1 GBP = {usdt.rate} USDT, set at {formatBrandTime(usdt.rateSetAt)} (rounded down to the
              millionth)
            </Trans>
          </span>
        </dd>
      ) : (
        <dd className="ops-bad" role="alert">
          {usdt.problem}
        </dd>
      )}
    </div>
  );
}
