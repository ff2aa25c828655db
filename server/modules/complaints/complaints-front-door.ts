/**
 * The complaints module’s front door (issue 38 §4, decision 108): what the operators’ register, the
 * reports and the borrower desk ask of the complaints register. The operator module imports this file only.
 */

export {
  acknowledgeComplaint,
  answerComplaint,
  closeComplaint,
  complaintCase,
  type DeskContext,
  logComplaint,
  noteComplaint,
} from './complaint-desk';
export {
  complaintClocksReceivedBetween,
  complaintRegister,
  complaintsAgainstClock,
  complaintsAgainstClockToday,
  complaintsOfBorrower,
} from './complaint-register';
