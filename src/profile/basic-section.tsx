import { useLingui } from '@lingui/react/macro';
import type { Member } from '../../domain/api/members';
import { type BaseInfo, baseInfoSchema } from '../../domain/api/profile';
import { PhotoField, type PhotoRef } from '../offline/member/photo-field';
import { accountSectionLabel } from '../ui/member/account-sections';
import { type DateParts, datePartsOf, isoOfDateParts } from '../ui/member/date-parts';
import { DatePartsField } from '../ui/member/date-parts-field';
import { TextField } from '../ui/text-field';
import {
  type FieldsProps,
  type PhotoIds,
  type ProfileSection,
  photoIdsForChecking,
  textFieldOf,
  type ViewProps,
} from './profile-section';
import { type Fact, SectionFacts, useFactWords } from './section-facts';
import './profile-fields.css';

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
  address: string;
  city: string;
  postcode: string;
  country: string;
}

/** The identity document's fields, which the identity check asks for again (identity-section.tsx). */
export function useIdLabels() {
  const { t } = useLingui();
  return { idNumber: t`ID number`, idFront: t`ID photo (front)`, idBack: t`ID photo (back)` };
}

/** Shows all but the last four characters as dots: enough to recognise, not enough to copy. */
export function maskedIdNumber(idNumber: string): string {
  const clean = idNumber.replace(/\s/g, '');
  return clean.length <= 4 ? clean : `${'•'.repeat(clean.length - 4)}${clean.slice(-4)}`;
}

/** The labels of the fields, once: the form and the read-only view both read them. */
function useBasicLabels() {
  const { t } = useLingui();
  return {
    ...useIdLabels(),
    firstName: t`First name`,
    lastName: t`Last name`,
    dateOfBirth: t`Date of birth`,
    nationality: t`Nationality`,
    phone: t`Mobile number`,
    email: t`E-mail`,
    address: t`Address`,
    city: t`City`,
    postcode: t`Postcode`,
    country: t`Country`,
  };
}

function BasicFields(props: FieldsProps<BasicValues>) {
  const { values, set, error, memberId, photoScope } = props;
  const label = useBasicLabels();
  const text = textFieldOf<BasicValues>(props, label);
  return (
    <>
      <div className="field-pair">
        <TextField autoComplete="given-name" {...text('firstName')} />
        <TextField autoComplete="family-name" {...text('lastName')} />
      </div>
      <DatePartsField
        legend={label.dateOfBirth}
        autoCompletePrefix="bday"
        value={values.dateOfBirth}
        onValue={(value) => set('dateOfBirth', value)}
        error={error('dateOfBirth')}
      />
      <TextField {...text('nationality')} />
      <TextField autoCapitalize="characters" autoComplete="off" spellCheck={false} {...text('idNumber')} />
      <PhotoField
        label={label.idFront}
        memberId={memberId}
        field={`${photoScope}.basic.idFront`}
        purpose="idPhoto"
        max={1}
        value={values.idFrontUploadId}
        onChange={(next) => set('idFrontUploadId', next)}
        error={error('idFrontUploadId')}
      />
      <PhotoField
        label={label.idBack}
        memberId={memberId}
        field={`${photoScope}.basic.idBack`}
        purpose="idPhoto"
        max={1}
        value={values.idBackUploadId}
        onChange={(next) => set('idBackUploadId', next)}
        error={error('idBackUploadId')}
      />
      <TextField type="tel" inputMode="tel" autoComplete="tel" {...text('phone')} />
      <TextField type="email" inputMode="email" autoComplete="email" {...text('email')} />
      <TextField autoComplete="street-address" {...text('address')} />
      <TextField autoComplete="address-level2" {...text('city')} />
      <TextField autoComplete="postal-code" autoCapitalize="characters" {...text('postcode')} />
      <TextField autoComplete="country-name" {...text('country')} />
    </>
  );
}

function BasicView({ data, photos, masked }: ViewProps<BaseInfo>) {
  const label = useBasicLabels();
  const words = useFactWords(photos);
  const facts: Fact[] = [
    [label.firstName, data.firstName],
    [label.lastName, data.lastName],
    [label.dateOfBirth, words.date(data.dateOfBirth)],
    [label.nationality, data.nationality],
    [label.idNumber, masked ? maskedIdNumber(data.idNumber) : data.idNumber],
    [label.idFront, words.photos([data.idFrontUploadId], label.idFront)],
    [label.idBack, words.photos([data.idBackUploadId], label.idBack)],
    [label.phone, data.phone],
    [label.email, data.email],
    [label.address, data.address],
    [label.city, data.city],
    [label.postcode, data.postcode],
    [label.country, data.country],
  ];
  return <SectionFacts facts={facts} testId="profile-basic" />;
}

export const basicSection: ProfileSection<BasicValues, BaseInfo> = {
  id: 'basic',
  title: accountSectionLabel('basic'),
  schema: baseInfoSchema,
  photoFields: ['idFrontUploadId', 'idBackUploadId'],
  stored: (member) => member.base,
  /** Before the section is first saved, what the account already knows: e-mail, mobile, address. */
  valuesOf(member: Member | null | undefined): BasicValues {
    const stored = member?.base;
    const home = member?.contactAddress;
    return {
      firstName: stored?.firstName ?? '',
      lastName: stored?.lastName ?? '',
      dateOfBirth: datePartsOf(stored?.dateOfBirth),
      nationality: stored?.nationality ?? '',
      idNumber: stored?.idNumber ?? '',
      idFrontUploadId: stored ? [{ uploadId: stored.idFrontUploadId }] : [],
      idBackUploadId: stored ? [{ uploadId: stored.idBackUploadId }] : [],
      phone: stored?.phone ?? member?.mobile ?? '',
      email: stored?.email ?? member?.email ?? '',
      address: stored?.address ?? home?.address ?? '',
      city: stored?.city ?? home?.city ?? '',
      postcode: stored?.postcode ?? home?.postcode ?? '',
      country: stored?.country ?? home?.country ?? '',
    };
  },
  bodyOf(values: BasicValues, ids: PhotoIds = photoIdsForChecking) {
    return {
      firstName: values.firstName,
      lastName: values.lastName,
      dateOfBirth: isoOfDateParts(values.dateOfBirth),
      nationality: values.nationality,
      idNumber: values.idNumber,
      idFrontUploadId: ids(values.idFrontUploadId)[0],
      idBackUploadId: ids(values.idBackUploadId)[0],
      phone: values.phone,
      email: values.email,
      country: values.country,
      city: values.city,
      address: values.address,
      postcode: values.postcode,
    };
  },
  Fields: BasicFields,
  View: BasicView,
};
