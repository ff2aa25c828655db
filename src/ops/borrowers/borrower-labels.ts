import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The words of the borrower page's fixed values. */

export const channelLabels: Record<'email' | 'sms' | 'push', MessageDescriptor> = {
  email: msg`E-mail`,
  sms: msg`Text message`,
  push: msg`Push notification`,
};

export const sendStateLabels: Record<'pending' | 'sending' | 'sent' | 'failed', MessageDescriptor> = {
  pending: msg`Waiting to send`,
  sending: msg`Sending`,
  sent: msg`Sent`,
  failed: msg`Could not be sent`,
};

export const caseStateLabels: Record<'OPEN' | 'CLOSED', MessageDescriptor> = {
  OPEN: msg`Open`,
  CLOSED: msg`Closed`,
};

export const searchPurposeLabels: Record<'quote' | 'application' | 'review', MessageDescriptor> = {
  quote: msg`Quote`,
  application: msg`Application`,
  review: msg`Looked at again`,
};

export const searchKindLabels: Record<'soft' | 'hard', MessageDescriptor> = {
  soft: msg`Soft search`,
  hard: msg`Hard search`,
};
