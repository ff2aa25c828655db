import { Trans, useLingui } from '@lingui/react/macro';
import type { Member } from '../../domain/api/members';
import { baseInfoSchema } from '../../domain/api/profile';
import { M } from '../../domain/messages';
import { PhotoField, type PhotoRef } from '../offline/member/photo-field';
import { type DateParts, datePartsOf, isoOfDateParts } from '../ui/member/date-parts';
import { DatePartsField } from '../ui/member/date-parts-field';
import { TextField } from '../ui/text-field';
import { photoIds, SectionForm, SectionScreen, useMember, useSectionForm } from './section-form';
import { SectionLoading } from './section-loading';

export interface BasicValues {
  firstName: string;
  lastName: string;
  dateOfBirth: DateParts;
  nationality: string;
  idNumber: string;
  idFrontUploadId: PhotoRef[];
  idBackUploadId: PhotoRef[];
  phone: string;
  email: string;
  country: string;
  city: string;
  address: string;
  postcode: string;
}

/** The stored section; before there is one, what the account already knows (e-mail, mobile, address). */
export function basicValuesOf(member: Member): BasicValues {
  const stored = member.base;
  const home = member.contactAddress;
  return {
    firstName: stored?.firstName ?? '',
    lastName: stored?.lastName ?? '',
    dateOfBirth: datePartsOf(stored?.dateOfBirth),
    nationality: stored?.nationality ?? '',
    idNumber: stored?.idNumber ?? '',
    idFrontUploadId: stored ? [{ uploadId: stored.idFrontUploadId }] : [],
    idBackUploadId: stored ? [{ uploadId: stored.idBackUploadId }] : [],
    phone: stored?.phone ?? member.mobile ?? '',
    email: stored?.email ?? member.email,
    country: stored?.country ?? home?.country ?? '',
    city: stored?.city ?? home?.city ?? '',
    address: stored?.address ?? home?.address ?? '',
    postcode: stored?.postcode ?? home?.postcode ?? '',
  };
}

export function basicBodyOf(values: BasicValues) {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    dateOfBirth: isoOfDateParts(values.dateOfBirth),
    nationality: values.nationality,
    idNumber: values.idNumber,
    idFrontUploadId: photoIds(values.idFrontUploadId)[0],
    idBackUploadId: photoIds(values.idBackUploadId)[0],
    phone: values.phone,
    email: values.email,
    country: values.country,
    city: values.city,
    address: values.address,
    postcode: values.postcode,
  };
}

export function BasicScreen() {
  const member = useMember();
  return (
    <SectionScreen
      section="basic"
      lead={<Trans>Your name and identity document, as they appear on your passport or ID card.</Trans>}
    >
      {member ? <BasicForm member={member} /> : <SectionLoading />}
    </SectionScreen>
  );
}

export function BasicForm({ member }: { member: Member }) {
  const { t } = useLingui();
  const form = useSectionForm(member, {
    route: 'updateBase',
    draft: 'account:basic',
    schema: baseInfoSchema,
    valuesOf: basicValuesOf,
    bodyOf: basicBodyOf,
    photoFields: ['idFrontUploadId', 'idBackUploadId'],
    successCode: M.modifySuccess,
  });
  const { values, set, error } = form;
  const text = (field: Exclude<keyof BasicValues, 'dateOfBirth' | 'idFrontUploadId' | 'idBackUploadId'>) => ({
    name: field,
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(field, event.target.value),
    error: error(field),
  });
  return (
    <SectionForm form={form} onSubmit={(event) => void form.submit(event)} testId="basic-form">
      <div className="field-pair">
        <TextField label={t`First name`} autoComplete="given-name" {...text('firstName')} />
        <TextField label={t`Last name`} autoComplete="family-name" {...text('lastName')} />
      </div>
      <DatePartsField
        legend={t`Date of birth`}
        autoCompletePrefix="bday"
        value={values.dateOfBirth}
        onValue={(value) => set('dateOfBirth', value)}
        error={error('dateOfBirth')}
      />
      <TextField label={t`Nationality`} {...text('nationality')} />
      <TextField label={t`ID number`} autoCapitalize="characters" spellCheck={false} {...text('idNumber')} />
      <PhotoField
        label={t`ID photo (front)`}
        memberId={form.memberId}
        field="account.basic.idFront"
        purpose="idPhoto"
        max={1}
        value={values.idFrontUploadId}
        onChange={(next) => set('idFrontUploadId', next)}
        error={error('idFrontUploadId')}
      />
      <PhotoField
        label={t`ID photo (back)`}
        memberId={form.memberId}
        field="account.basic.idBack"
        purpose="idPhoto"
        max={1}
        value={values.idBackUploadId}
        onChange={(next) => set('idBackUploadId', next)}
        error={error('idBackUploadId')}
      />
      <TextField label={t`Mobile number`} type="tel" inputMode="tel" autoComplete="tel" {...text('phone')} />
      <TextField label={t`E-mail`} type="email" inputMode="email" autoComplete="email" {...text('email')} />
      <TextField label={t`Address`} autoComplete="street-address" {...text('address')} />
      <TextField label={t`City`} autoComplete="address-level2" {...text('city')} />
      <TextField
        label={t`Postcode`}
        autoComplete="postal-code"
        autoCapitalize="characters"
        {...text('postcode')}
      />
      <TextField label={t`Country`} autoComplete="country-name" {...text('country')} />
    </SectionForm>
  );
}
