import type { Executor } from '../../db/client';
import { latestUsdtRates } from './usdt-rate-repository';
import type { UsdtRateReading, UsdtRateSource } from './usdt-rate-source';

/** The default source: the newest rate an operator set in Settings (null before the first). */
export const settingsRateSource: UsdtRateSource = {
  kind: 'SETTINGS',
  async read(db: Executor): Promise<UsdtRateReading | null> {
    const [row] = await latestUsdtRates(db, 1);
    if (!row) return null;
    return {
      rate: row.rate,
      setAt: row.setAt,
      source: 'SETTINGS',
      setBy: { id: row.setBy, email: row.email },
    };
  },
};
