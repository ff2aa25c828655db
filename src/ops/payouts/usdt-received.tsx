import { Trans } from '@lingui/react/macro';
import type { z } from 'zod';
import type { repaymentUsdtView } from '../../../domain/api/operator';
import { formatMicroUsdt } from '../../../domain/usdt/usdt-amount';
import { formatAmount, formatBrandTime, formatDateTime } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';

export type RepaymentUsdt = z.infer<typeof repaymentUsdtView>;

/**
 * What the borrower was shown and which rate converts the USDT that arrived (decision 098): the quote's,
 * when they reported the payment while it held, or the day's. Beside the USDT field of the confirmation.
 */
export function UsdtReceivedFacts({ usdt, pence }: { usdt: RepaymentUsdt; pence: number | null }) {
  const lang = useLanguage();
  const quote = usdt.quote;
  return (
    <div className="ops-usdt muted" data-testid="usdt-facts">
      {quote ? (
        <p>
          <Trans>
            The borrower was asked to send {formatMicroUsdt(quote.usdtAmount)} USDT for{' '}
            {formatAmount(quote.amount, lang)} at 1 GBP = {quote.rate} USDT, valid until{' '}
            {formatDateTime(quote.validUntil, lang)}.
          </Trans>{' '}
          {quote.lapsed ? (
            <Trans>They reported the payment after that, so the rate of the day applies.</Trans>
          ) : null}
        </p>
      ) : (
        <p>
          <Trans>
            The borrower reported this payment without a USDT amount: the rate of the day applies.
          </Trans>
        </p>
      )}
      {usdt.rate && usdt.rateSetAt ? (
        <p data-testid="usdt-conversion">
          {usdt.from === 'QUOTE' ? (
            <Trans>Converted at the borrower’s rate, 1 GBP = {usdt.rate} USDT.</Trans>
          ) : (
            <Trans>
              Converted at the rate of the day, 1 GBP = {usdt.rate} USDT, set at{' '}
              {formatBrandTime(usdt.rateSetAt)}.
            </Trans>
          )}{' '}
          {pence !== null ? (
            <Trans>That is {formatAmount(pence, lang)}, rounded down to the penny.</Trans>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
