import { z } from 'zod';
import { formatUsdtRate, parseUsdtRate } from '../../../domain/usdt/usdt-amount';
import { type UsdtRateReading, type UsdtRateSource, UsdtRateUnavailableError } from './usdt-rate-source';

/** What a feed answers: GBP→USDT, the rate as a decimal string, and when the rate was taken. */
const feedAnswer = z.object({
  base: z.literal('GBP'),
  quote: z.literal('USDT'),
  rate: z.string().max(32),
  at: z.iso.datetime({ offset: true }),
});

/** A rate is a few dozen bytes: anything far larger is not one. */
const MAX_ANSWER_BYTES = 16 * 1024;

/**
 * A GBP→USDT feed over HTTP: one GET of `url` per reading, bounded by `timeoutMs` from sending to the last
 * byte. Not tried again: a borrower's refresh or an operator's reload asks again, and a payout must not wait
 * on retries. A network error, a timeout, a status other than 200, an answer too large, or one that is not
 * a `feedAnswer` with a valid rate, is `UsdtRateUnavailableError`; a rate is never made up.
 */
export function usdtRateFeed(options: {
  url: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}): UsdtRateSource {
  const doFetch = options.fetchImpl ?? fetch;
  return {
    kind: 'FEED',
    async read(): Promise<UsdtRateReading> {
      const signal = AbortSignal.timeout(options.timeoutMs);
      let text: string;
      try {
        const response = await doFetch(options.url, {
          headers: { accept: 'application/json' },
          // A rate answered from another address is not the rate of the source configured.
          redirect: 'manual',
          signal,
        });
        if (response.status !== 200) throw new UsdtRateUnavailableError(`status ${response.status}`);
        text = await response.text();
      } catch (error) {
        if (error instanceof UsdtRateUnavailableError) throw error;
        throw new UsdtRateUnavailableError(signal.aborted ? 'timeout' : `network: ${String(error)}`);
      }
      if (text.length > MAX_ANSWER_BYTES) throw new UsdtRateUnavailableError('answer too large');
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new UsdtRateUnavailableError('answer is not JSON');
      }
      const answer = feedAnswer.safeParse(json);
      if (!answer.success) throw new UsdtRateUnavailableError('answer is not a GBP→USDT rate');
      const rate = parseUsdtRate(answer.data.rate);
      if ('problem' in rate) throw new UsdtRateUnavailableError(`rate refused: ${rate.problem}`);
      return { rate: formatUsdtRate(rate.micro), setAt: new Date(answer.data.at), source: 'FEED' };
    },
  };
}
