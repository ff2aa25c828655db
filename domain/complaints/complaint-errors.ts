/** The message keys the complaint rules refuse with (server catalog: server/i18n/complaint-messages.ts). */
export const complaintErrors = {
  /** Already answered (summary resolution or final response): one answer per complaint. */
  alreadyAnswered: 'complaint.alreadyAnswered',
  /** A summary resolution after the close of the third business day: a final response is due instead. */
  summaryTooLate: 'complaint.summaryTooLate',
  /** Acknowledged already, or past acknowledging (answered, closed). */
  notAcknowledgeable: 'complaint.notAcknowledgeable',
  /** Closed already, or never answered. */
  notClosable: 'complaint.notClosable',
  /** A note on a closed complaint. */
  closed: 'complaint.closed',
  /** A receipt date after the business date, or a time that is not HH:MM. */
  receivedInFuture: 'complaint.receivedInFuture',
  /** Redress on a rejected complaint. */
  redressOnRejected: 'complaint.redressOnRejected',
  /** The loan number given is not one of the borrower's loans. */
  unknownLoan: 'complaint.unknownLoan',
  /** No way to reach the complainant: an e-mail or phone number is needed. */
  noContact: 'complaint.noContact',
  /** The same Idempotency-Key sent with a different complaint. */
  keyReused: 'complaint.keyReused',
} as const;
