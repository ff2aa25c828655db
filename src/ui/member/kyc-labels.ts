import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { KycStatus } from '../../../domain/api/members';

export const kycLabels: Record<KycStatus, MessageDescriptor> = {
  UNVERIFIED: msg`Not verified`,
  PENDING: msg`Being checked`,
  VERIFIED: msg`Verified`,
  REJECTED: msg`Not accepted`,
};

/** SPEC §4: account types by index 0–3. */
export const accountTypeLabels: readonly MessageDescriptor[] = [
  msg`Normal user`,
  msg`Demo user`,
  msg`Trial user`,
  msg`Agent`,
];
