import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactElement } from 'react';
import type { z } from 'zod';
import { addressSection } from './address-section';
import { basicSection } from './basic-section';
import { carSection } from './car-section';
import { contactsSection } from './contacts-section';
import { familySection } from './family-section';
import { houseSection } from './house-section';
import { identitySection } from './identity-section';
import type { ProfileSectionId, ViewProps } from './profile-section';
import { workSection } from './work-section';

/** What showing a section read-only needs of it, whatever its values. */
interface SectionReader {
  title: MessageDescriptor;
  schema: z.ZodType;
  View(props: ViewProps<never>): ReactElement;
}

/** Every section, in the order the wizard asks for them and the account centre lists them. */
export const sectionReaders: Record<ProfileSectionId, SectionReader> = {
  basic: basicSection,
  address: addressSection,
  work: workSection,
  family: familySection,
  house: houseSection,
  car: carSection,
  contacts: contactsSection,
  identity: identitySection,
};

interface Props extends Omit<ViewProps<unknown>, 'data'> {
  section: ProfileSectionId;
  /** The section as an API answer holds it (for contacts, the list itself or `{ contacts }`). */
  data: unknown;
}

/**
 * A section read-only from an API answer whose type the page does not know (the operators' console reads
 * an applicant's sections as `unknown`): checked with the section's own contract, then shown with the same
 * labels and words as the borrower's forms.
 */
export function ProfileSectionView({ section, data, photos, masked }: Props) {
  const { t } = useLingui();
  if (data === null || data === undefined) return <p className="muted">{t`Not given yet.`}</p>;
  const reader = sectionReaders[section];
  const input = section === 'contacts' && Array.isArray(data) ? { contacts: data } : data;
  const parsed = reader.schema.safeParse(input);
  if (!parsed.success) return <p className="muted">{t`This section could not be read.`}</p>;
  const View = reader.View as (props: ViewProps<unknown>) => ReactElement;
  return <View data={parsed.data} photos={photos} masked={masked} />;
}
