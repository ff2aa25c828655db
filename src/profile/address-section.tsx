import { useLingui } from '@lingui/react/macro';
import { type ContactAddress, contactAddressSchema } from '../../domain/api/profile';
import { accountSectionLabel } from '../ui/member/account-sections';
import { TextField } from '../ui/text-field';
import {
  type FieldsProps,
  type ProfileSection,
  textFieldOf,
  type ViewProps,
  wholeNumberInput,
} from './profile-section';
import { SectionFacts } from './section-facts';
import './profile-fields.css';

export interface AddressValues {
  address: string;
  city: string;
  postcode: string;
  country: string;
  yearsAtAddress: string;
}

function useAddressLabels() {
  const { t } = useLingui();
  return {
    address: t`Address`,
    city: t`City`,
    postcode: t`Postcode`,
    country: t`Country`,
    yearsAtAddress: t`Years at this address`,
  };
}

function AddressFields(props: FieldsProps<AddressValues>) {
  const text = textFieldOf(props, useAddressLabels());
  return (
    <>
      <TextField autoComplete="street-address" {...text('address')} />
      <TextField autoComplete="address-level2" {...text('city')} />
      <TextField autoComplete="postal-code" autoCapitalize="characters" {...text('postcode')} />
      <TextField autoComplete="country-name" {...text('country')} />
      <TextField inputMode="numeric" className="field--short" {...text('yearsAtAddress')} />
    </>
  );
}

function AddressView({ data }: ViewProps<ContactAddress>) {
  const label = useAddressLabels();
  return (
    <SectionFacts
      testId="profile-address"
      facts={[
        [label.address, data.address],
        [label.city, data.city],
        [label.postcode, data.postcode],
        [label.country, data.country],
        [label.yearsAtAddress, String(data.yearsAtAddress)],
      ]}
    />
  );
}

/** Where the borrower lives now, and for how long (eligibility asks for three years). */
export const addressSection: ProfileSection<AddressValues, ContactAddress> = {
  id: 'address',
  title: accountSectionLabel('address'),
  schema: contactAddressSchema,
  photoFields: [],
  stored: (member) => member.contactAddress,
  valuesOf(member) {
    const stored = member?.contactAddress;
    return {
      address: stored?.address ?? '',
      city: stored?.city ?? '',
      postcode: stored?.postcode ?? '',
      country: stored?.country ?? '',
      yearsAtAddress: stored ? String(stored.yearsAtAddress) : '',
    };
  },
  bodyOf(values) {
    return {
      country: values.country,
      city: values.city,
      address: values.address,
      postcode: values.postcode,
      yearsAtAddress: wholeNumberInput(values.yearsAtAddress),
    };
  },
  Fields: AddressFields,
  View: AddressView,
};
