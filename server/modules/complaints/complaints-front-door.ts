/**
 * The complaints module's front door (issue 38 §4, decision 108): what the operators' register and the
 * reports ask of the complaints register. The operator module imports this file only.
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
  complaintRegister,
  complaintsAgainstClock,
  complaintsAgainstClockToday,
} from './complaint-register';
