import type { Executor } from '../../db/client';
import type { UsdtRateSourceKind } from '../../db/schema/usdt';

/** A GBP→USDT rate as a source gives it: six decimals of USDT per pound, and when it was set. */
export interface UsdtRateReading {
  rate: string;
  setAt: Date;
  source: UsdtRateSourceKind;
  /** The operator who set it (a Settings rate only). */
  setBy?: { id: number; email: string };
}

/**
 * Where the rate comes from (decision 098): the rate operators keep in Settings, or a feed at FX_RATE_URL.
 * `read` answers null when no rate has ever been set, and throws `UsdtRateUnavailableError` when the
 * source cannot be asked; how old a rate may be is the caller's rule (usdt-rates.ts), not the source's.
 */
export interface UsdtRateSource {
  readonly kind: UsdtRateSourceKind;
  read(db: Executor): Promise<UsdtRateReading | null>;
}

/** The source did not answer, or answered something that is not a rate. `detail` is for the log only. */
export class UsdtRateUnavailableError extends Error {
  constructor(readonly detail: string) {
    super(`USDT rate unavailable: ${detail}`);
  }
}
