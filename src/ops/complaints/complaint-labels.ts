import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  ComplaintChannel,
  ComplaintEventKind,
  ComplaintOutcome,
  ComplaintStatus,
} from '../../../domain/complaints/complaint-codes';

/** The words of the complaint codes, as the operator reads them. */

export const statusLabels: Record<ComplaintStatus, MessageDescriptor> = {
  RECEIVED: msg`To acknowledge`,
  ACKNOWLEDGED: msg`Acknowledged`,
  INVESTIGATING: msg`Investigating`,
  RESOLVED: msg`Settled (summary resolution)`,
  ANSWERED: msg`Final response sent`,
  CLOSED: msg`Closed`,
};

export const channelLabels: Record<ComplaintChannel, MessageDescriptor> = {
  APP: msg`The app`,
  PHONE: msg`Phone`,
  LETTER: msg`Letter`,
  EMAIL: msg`E-mail`,
  CHAT: msg`Chat`,
};

export const outcomeLabels: Record<ComplaintOutcome, MessageDescriptor> = {
  UPHELD: msg`Upheld`,
  PARTLY_UPHELD: msg`Partly upheld`,
  REJECTED: msg`Not upheld`,
};

export const eventLabels: Record<ComplaintEventKind, MessageDescriptor> = {
  RECEIVED: msg`Received`,
  ACKNOWLEDGED: msg`Acknowledged`,
  NOTE: msg`Note`,
  SUMMARY_RESOLUTION: msg`Summary resolution sent`,
  FINAL_RESPONSE: msg`Final response sent`,
  CLOSED: msg`Closed`,
};
