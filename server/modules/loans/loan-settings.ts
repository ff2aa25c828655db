import type { RepaymentMethod } from '../../../domain/loan/methods';
import type { Executor } from '../../db/client';
import { getLoanConfig } from '../config/config-service';

export interface LoanSettings {
  minAmount: number;
  maxAmount: number;
  overdueRate: string;
  /** The method's own annual rate (SPEC §3). */
  rateOf(method: RepaymentMethod): string;
}

/** The operator-set loan configuration, read fresh on every quote and application. */
export async function loanSettings(db: Executor): Promise<LoanSettings> {
  const config = await getLoanConfig(db);
  const rates: Record<RepaymentMethod, string> = {
    ONE_TIME: config.settlementYearRate,
    EQUAL_INSTALLMENT: config.equalAmountYearRate,
    INTEREST_FIRST: config.interestFirstYearRate,
  };
  return {
    minAmount: config.minimumAmount,
    maxAmount: config.maximumAmount,
    overdueRate: config.overdueYearRate,
    rateOf: (method) => rates[method],
  };
}
