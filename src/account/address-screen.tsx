import { Trans, useLingui } from '@lingui/react/macro';
import type { Member } from '../../domain/api/members';
import { contactAddressSchema } from '../../domain/api/profile';
import { M } from '../../domain/messages';
import { TextField } from '../ui/text-field';
import { wholeNumberInput } from './form-values';
import { SectionForm, SectionScreen, useMember, useSectionForm } from './section-form';
import { SectionLoading } from './section-loading';

export interface AddressValues {
  country: string;
  city: string;
  address: string;
  postcode: string;
  yearsAtAddress: string;
}

export function addressValuesOf(member: Member): AddressValues {
  const stored = member.contactAddress;
  return {
    country: stored?.country ?? '',
    city: stored?.city ?? '',
    address: stored?.address ?? '',
    postcode: stored?.postcode ?? '',
    yearsAtAddress: stored ? String(stored.yearsAtAddress) : '',
  };
}

export function addressBodyOf(values: AddressValues) {
  return {
    country: values.country,
    city: values.city,
    address: values.address,
    postcode: values.postcode,
    yearsAtAddress: wholeNumberInput(values.yearsAtAddress),
  };
}

/** Where the borrower lives now, and for how long (eligibility asks for three years). */
export function AddressScreen() {
  const member = useMember();
  return (
    <SectionScreen
      section="address"
      lead={<Trans>Where you live now. We write to you at this address.</Trans>}
    >
      {member ? <AddressForm member={member} /> : <SectionLoading />}
    </SectionScreen>
  );
}

export function AddressForm({ member }: { member: Member }) {
  const { t } = useLingui();
  const form = useSectionForm(member, {
    route: 'saveOrUpdateContactAddress',
    draft: 'account:address',
    schema: contactAddressSchema,
    valuesOf: addressValuesOf,
    bodyOf: addressBodyOf,
    successCode: M.saveSuccess,
  });
  const { values, set, error } = form;
  return (
    <SectionForm form={form} onSubmit={(event) => void form.submit(event)} testId="address-form">
      <TextField
        label={t`Address`}
        name="address"
        autoComplete="street-address"
        value={values.address}
        onChange={(event) => set('address', event.target.value)}
        error={error('address')}
      />
      <TextField
        label={t`City`}
        name="city"
        autoComplete="address-level2"
        value={values.city}
        onChange={(event) => set('city', event.target.value)}
        error={error('city')}
      />
      <TextField
        label={t`Postcode`}
        name="postcode"
        autoComplete="postal-code"
        autoCapitalize="characters"
        value={values.postcode}
        onChange={(event) => set('postcode', event.target.value)}
        error={error('postcode')}
      />
      <TextField
        label={t`Country`}
        name="country"
        autoComplete="country-name"
        value={values.country}
        onChange={(event) => set('country', event.target.value)}
        error={error('country')}
      />
      <TextField
        label={t`Years at this address`}
        name="yearsAtAddress"
        inputMode="numeric"
        className="field--short"
        value={values.yearsAtAddress}
        onChange={(event) => set('yearsAtAddress', event.target.value)}
        error={error('yearsAtAddress')}
      />
    </SectionForm>
  );
}
