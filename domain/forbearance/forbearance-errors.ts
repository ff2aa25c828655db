/** The message keys the forbearance rules throw (DomainError) and the contracts refuse with. */
export const forbearanceErrors = {
  /** The loan is settled, charged off or not yet paid out: there is nothing to re-plan. */
  loanNotRunning: 'forbearance.loanNotRunning',
  /** The new plan would take the loan past the product's longest term. */
  termTooLong: 'forbearance.termTooLong',
  /** A term extension must give more monthly bills than the loan has left. */
  extensionNotLonger: 'forbearance.extensionNotLonger',
  /** A holiday of 0 or more than HOLIDAY_MAX_MONTHS months. */
  holidayMonths: 'forbearance.holidayMonths',
  /** A reduced-payment period of 0 or more than REDUCED_MAX_MONTHS months. */
  reducedMonths: 'forbearance.reducedMonths',
  /** A reduced payment of nothing, or not below the regular instalment. */
  reducedPayment: 'forbearance.reducedPayment',
  /** SPREAD needs at least one bill after the reduced months; EXTEND is the choice then. */
  nothingToSpreadOver: 'forbearance.nothingToSpreadOver',
  /** An amount in pence where whole pounds are asked for. */
  wholePounds: 'forbearance.wholePounds',
  /** Spending more than SPENDING_TO_INCOME_LIMIT times income. */
  spendingOverIncome: 'forbearance.spendingOverIncome',
  /** A date in the future where the past is asked for ("since when"). */
  sinceInFuture: 'forbearance.sinceInFuture',
  /** A second request while one is open. */
  requestOpen: 'forbearance.requestOpen',
  /** An offer accepted after its date passed, or one no longer offered. */
  offerLapsed: 'forbearance.offerLapsed',
  /** An arrangement entry on a loan that already has one in force. */
  arrangementInForce: 'forbearance.arrangementInForce',
} as const;
