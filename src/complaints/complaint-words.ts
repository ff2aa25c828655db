import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComplaintOutcome, ComplaintStatus } from '../../domain/complaints/complaint-codes';

/** Where a complaint stands, as the borrower reads it. */
export const statusWords: Record<ComplaintStatus, MessageDescriptor> = {
  RECEIVED: msg`Received`,
  ACKNOWLEDGED: msg`We are looking into it`,
  INVESTIGATING: msg`We are looking into it`,
  RESOLVED: msg`Settled`,
  ANSWERED: msg`Answered`,
  CLOSED: msg`Closed`,
};

export const outcomeWords: Record<ComplaintOutcome, MessageDescriptor> = {
  UPHELD: msg`We uphold it`,
  PARTLY_UPHELD: msg`We uphold part of it`,
  REJECTED: msg`We do not uphold it`,
};
