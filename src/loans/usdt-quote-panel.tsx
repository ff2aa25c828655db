import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { UsdtQuoteView } from '../../domain/api/usdt';
import { formatMicroUsdt } from '../../domain/usdt/usdt-amount';
import { isApiError } from '../lib/api/api-error';
import { formatBrandTime } from '../lib/i18n/format';
import { useUser } from '../lib/stores/session-store';
import { Card } from '../ui/screen';
import { CopyButton } from './copy-button';
import type { RepaymentTarget } from './loan-mutations';
import { usdtQuoteQuery } from './usdt-quote-queries';

/** Whether a quote has stopped holding, looked at again every 15 seconds while it is on screen. */
function useLapsed(quote: UsdtQuoteView | undefined): boolean {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!quote) return;
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, [quote]);
  return quote ? now > new Date(quote.validUntil).getTime() : false;
}

/**
 * What to send, in the currency it moves in (decision 098): the USDT to six decimals, at a stated rate,
 * quoted at a time and valid until another, with a refresh. The server stores each figure it gives, and the
 * repayment reported names it (`onQuote`), so the operator converts what arrives at the rate shown here.
 * A figure that has lapsed is said to have lapsed, and is not named by the report.
 */
export function UsdtQuotePanel({
  target,
  onQuote,
}: {
  /** The bills or the settlement being paid; null while nothing is chosen. */
  target: RepaymentTarget | null;
  onQuote(quoteId: number | null): void;
}) {
  const { t } = useLingui();
  const user = useUser();
  const quote = useQuery(usdtQuoteQuery(user.id, target));
  const lapsed = useLapsed(quote.data);
  const current = quote.data && !lapsed ? quote.data.quoteId : null;
  useEffect(() => onQuote(current), [current, onQuote]);

  if (!target) return null;
  const usdt = quote.data ? formatMicroUsdt(quote.data.usdtAmount) : null;
  const refresh = (
    <button
      type="button"
      className="button button--secondary"
      onClick={() => void quote.refetch()}
      disabled={quote.isFetching}
      data-testid="usdt-refresh"
    >
      {quote.isFetching ? <Trans>Working out the USDT…</Trans> : <Trans>Refresh the USDT amount</Trans>}
    </button>
  );
  return (
    <Card className="repay-usdt" testId="repay-usdt">
      {quote.data && usdt ? (
        <>
          <p className="muted">
            <Trans>Send exactly</Trans>
          </p>
          <div className="address-row">
            <p className="repay-usdt__figure" data-testid="usdt-amount">
              <Trans>
                {usdt} <span className="repay-usdt__unit">USDT (TRC-20)</span>
              </Trans>
            </p>
            <CopyButton text={usdt} label={t`Copy the USDT amount`} />
          </div>
          <p className="muted" data-testid="usdt-rate">
            <Trans>
              1 GBP = {quote.data.rate} USDT, quoted {formatBrandTime(quote.data.quotedAt)}, valid until{' '}
              {formatBrandTime(quote.data.validUntil)} (UK time)
            </Trans>
          </p>
          {lapsed ? (
            <p className="form-error" role="alert" data-testid="usdt-lapsed">
              <Trans>This amount is no longer valid. Refresh it before you send anything.</Trans>
            </p>
          ) : (
            <p className="muted">
              <Trans>
                Send this exact amount within {quote.data.validMinutes} minutes. It covers the amount to pay
                in pounds at this rate; network fees are yours.
              </Trans>
            </p>
          )}
        </>
      ) : quote.isError ? (
        <p className="form-error" role="alert" data-testid="usdt-error">
          {isApiError(quote.error) && quote.error.msg
            ? quote.error.msg
            : t`We could not work out the USDT amount. Check your connection and refresh.`}
        </p>
      ) : (
        <p className="muted" aria-busy="true">
          <Trans>Working out the USDT…</Trans>
        </p>
      )}
      <div className="button-row button-row--start">{refresh}</div>
    </Card>
  );
}
