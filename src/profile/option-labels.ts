import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EmploymentStatus, PropertyType } from '../../domain/api/profile';

/**
 * The words of the profile's fixed choices, as SPEC §3 names them: the forms' options and the read-only
 * views use these and no other copy.
 */
export const employmentStatusLabels: Record<EmploymentStatus, MessageDescriptor> = {
  FULL_TIME: msg`Full-time`,
  PART_TIME: msg`Part-time`,
  HOURLY: msg`Hourly`,
  SELF_EMPLOYED: msg`Self-employed`,
  RETIRED: msg`Retired`,
  UNEMPLOYED: msg`Unemployed`,
};

export const propertyTypeLabels: Record<PropertyType, MessageDescriptor> = {
  COMMERCIAL_MORTGAGE: msg`Commercial mortgage`,
  NO_MORTGAGE: msg`No mortgage`,
  SELF_BUILT: msg`Self-built`,
  RELATIVES_HOUSING: msg`Relative's housing`,
  RENT: msg`Rent`,
};

export const maritalStatusLabels: Record<'MARRIED' | 'UNMARRIED', MessageDescriptor> = {
  MARRIED: msg`Married`,
  UNMARRIED: msg`Unmarried`,
};

export const yesNoLabels: Record<'yes' | 'no', MessageDescriptor> = {
  yes: msg`Yes`,
  no: msg`No`,
};
