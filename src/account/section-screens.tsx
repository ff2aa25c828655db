import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Member } from '../../domain/api/members';
import { M } from '../../domain/messages';
import { addressSection } from '../profile/address-section';
import { basicSection } from '../profile/basic-section';
import { carSection } from '../profile/car-section';
import { contactsSection } from '../profile/contacts-section';
import { familySection } from '../profile/family-section';
import { houseSection } from '../profile/house-section';
import type { ProfileSection } from '../profile/profile-section';
import { workSection } from '../profile/work-section';
import type { AccountSection } from '../ui/member/account-sections';
import type { SectionRoute } from './account-queries';
import { SectionForm, SectionScreen, useMember, useSectionForm } from './section-form';
import { SectionLoading } from './section-loading';

/** What the account centre adds to a profile section: where it is saved and what it says once it is. */
export interface AccountForm<V> {
  section: ProfileSection<V, unknown>;
  /** Its place in the section bar, and the name of its draft on this device (`account:<place>`). */
  place: AccountSection;
  route: SectionRoute;
  /** Domain code of the success toast ("Saved successfully", "Modified successfully", …). */
  successCode: string;
  submitLabel?: ReactNode;
  /** The form's test id, when it is not `<section>-form`. */
  testId?: string;
}

/** A profile section's form in the account centre: the section's own fields, saved through its route. */
export function ProfileForm<V>({ member, form: config }: { member: Member; form: AccountForm<V> }) {
  const { section } = config;
  const form = useSectionForm(member, {
    route: config.route,
    draft: `account:${config.place}`,
    schema: section.schema,
    valuesOf: section.valuesOf,
    bodyOf: (values) => section.bodyOf(values),
    photoFields: section.photoFields,
    successCode: config.successCode,
  });
  const { Fields } = section;
  return (
    <SectionForm
      form={form}
      onSubmit={(event) => void form.submit(event)}
      testId={config.testId ?? `${section.id}-form`}
      submitLabel={config.submitLabel}
    >
      <Fields
        values={form.values}
        set={form.set}
        error={form.error}
        memberId={form.memberId}
        photoScope="account"
      />
    </SectionForm>
  );
}

function ProfileSectionScreen<V>({ form, lead }: { form: AccountForm<V>; lead: ReactNode }) {
  const member = useMember();
  return (
    <SectionScreen section={form.place} lead={lead}>
      {member ? <ProfileForm member={member} form={form} /> : <SectionLoading />}
    </SectionScreen>
  );
}

/** Keeps each form's own value type (a table typed as one would lose it). */
const accountForm = <V,>(form: AccountForm<V>) => form;

export const accountForms = {
  basic: accountForm({
    section: basicSection,
    place: 'basic',
    route: 'updateBase',
    successCode: M.modifySuccess,
  }),
  address: accountForm({
    section: addressSection,
    place: 'address',
    route: 'saveOrUpdateContactAddress',
    successCode: M.saveSuccess,
  }),
  work: accountForm({
    section: workSection,
    place: 'work',
    route: 'saveOrUpdateEmploymentInfo',
    successCode: M.saveSuccess,
  }),
  family: accountForm({
    section: familySection,
    place: 'family',
    route: 'saveOrUpdateFamilyInfo',
    successCode: M.saveSuccess,
  }),
  house: accountForm({
    section: houseSection,
    place: 'house',
    route: 'saveOrUpdateEstateInfo',
    successCode: M.saveSuccess,
  }),
  car: accountForm({
    section: carSection,
    place: 'car',
    route: 'saveOrUpdateCarInfo',
    successCode: M.saveSuccess,
  }),
  contacts: accountForm({
    section: contactsSection,
    place: 'contact',
    route: 'saveOrUpdateContactInfo',
    successCode: M.saveSuccess,
  }),
};

export function BasicScreen() {
  return (
    <ProfileSectionScreen
      form={accountForms.basic}
      lead={<Trans>Your name and identity document, as they appear on your passport or ID card.</Trans>}
    />
  );
}

export function AddressScreen() {
  return (
    <ProfileSectionScreen
      form={accountForms.address}
      lead={<Trans>Where you live now. We write to you at this address.</Trans>}
    />
  );
}

export function WorkScreen() {
  return (
    <ProfileSectionScreen
      form={accountForms.work}
      lead={<Trans>Your work and income help us lend you only what you can afford to repay.</Trans>}
    />
  );
}

export function FamilyScreen() {
  return (
    <ProfileSectionScreen form={accountForms.family} lead={<Trans>Who depends on your income.</Trans>} />
  );
}

export function HouseScreen() {
  return (
    <ProfileSectionScreen
      form={accountForms.house}
      lead={<Trans>The home you live in and what it costs you each month.</Trans>}
    />
  );
}

export function CarScreen() {
  return (
    <ProfileSectionScreen
      form={accountForms.car}
      lead={<Trans>A car you own. Leave this section empty if you do not have one.</Trans>}
    />
  );
}

export function ContactsScreen() {
  return (
    <ProfileSectionScreen
      form={accountForms.contacts}
      lead={
        <Trans>
          People we may call if we cannot reach you. Tell them you have named them; we never discuss your loan
          with them.
        </Trans>
      }
    />
  );
}
