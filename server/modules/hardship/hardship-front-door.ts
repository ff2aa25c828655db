/**
 * The hardship module's front door (issue 36, decision 103): what the operators' Hardship queue and the
 * close of business ask of a borrower's request for help. The operator module imports this file only.
 */

export {
  type HardshipContext,
  hardshipCase,
  hardshipPage,
  previewArrangement,
} from './hardship-case';
export { forbearanceHold, hardshipCobStep, underForbearance } from './hardship-cob';
export { approveOffer, declineRequest, offerArrangement, withdrawOffer } from './hardship-decisions';
export { hardshipQueueFigure } from './hardship-repository';
export { approveWaiver, waiveOverdueInterest, withdrawWaiver } from './hardship-waivers';
