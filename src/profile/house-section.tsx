import { useLingui } from '@lingui/react/macro';
import { type Estate, estateSchema, type PropertyType, propertyTypes } from '../../domain/api/profile';
import { poundsInputText } from '../../domain/money-input';
import { PhotoField, type PhotoRef } from '../offline/member/photo-field';
import { accountSectionLabel } from '../ui/member/account-sections';
import { type DateParts, datePartsOf, isoOfDateParts } from '../ui/member/date-parts';
import { DatePartsField } from '../ui/member/date-parts-field';
import { SelectField } from '../ui/member/select-field';
import { TextField } from '../ui/text-field';
import { MoneyField } from './money-field';
import { propertyTypeLabels } from './option-labels';
import {
  type FieldsProps,
  optionalText,
  type PhotoIds,
  type ProfileSection,
  photoIdsForChecking,
  photoRefsOf,
  poundsInput,
  type ViewProps,
} from './profile-section';
import { SectionFacts, useFactWords } from './section-facts';
import './profile-fields.css';

export interface HouseValues {
  type: string;
  address: string;
  residenceSince: DateParts;
  monthlyPayment: string;
  area: string;
  certificateUploadIds: PhotoRef[];
  photoUploadIds: PhotoRef[];
}

function useHouseLabels() {
  const { t } = useLingui();
  return {
    type: t`Property type`,
    address: t`Property address`,
    residenceSince: t`Time of residence`,
    monthlyPayment: t`Monthly repayment or rent`,
    area: t`House area (optional)`,
    certificates: t`Property certificate (optional)`,
    photos: t`Photos of the property (optional)`,
  };
}

function HouseFields({ values, set, error, memberId, photoScope }: FieldsProps<HouseValues>) {
  const { t, i18n } = useLingui();
  const label = useHouseLabels();
  return (
    <>
      <SelectField
        label={label.type}
        name="type"
        value={values.type}
        placeholder={t`Choose your property type`}
        options={propertyTypes.map((type) => ({ value: type, label: i18n._(propertyTypeLabels[type]) }))}
        onValue={(value) => set('type', value)}
        error={error('type')}
      />
      <TextField
        label={label.address}
        name="address"
        autoComplete="street-address"
        value={values.address}
        onChange={(event) => set('address', event.target.value)}
        error={error('address')}
      />
      <DatePartsField
        legend={label.residenceSince}
        hint={t`The day you moved in.`}
        value={values.residenceSince}
        onValue={(value) => set('residenceSince', value)}
        error={error('residenceSince')}
      />
      <MoneyField
        label={label.monthlyPayment}
        name="monthlyPayment"
        value={values.monthlyPayment}
        onChange={(value) => set('monthlyPayment', value)}
        error={error('monthlyPayment')}
      />
      <TextField
        label={
          <>
            {label.area} <span className="field__unit">{t`(m²)`}</span>
          </>
        }
        name="area"
        inputMode="decimal"
        className="field--short"
        value={values.area}
        onChange={(event) => set('area', event.target.value)}
        error={error('area')}
      />
      <PhotoField
        label={label.certificates}
        memberId={memberId}
        field={`${photoScope}.house.certificate`}
        purpose="other"
        value={values.certificateUploadIds}
        onChange={(next) => set('certificateUploadIds', next)}
        error={error('certificateUploadIds')}
      />
      <PhotoField
        label={label.photos}
        memberId={memberId}
        field={`${photoScope}.house.photo`}
        purpose="other"
        value={values.photoUploadIds}
        onChange={(next) => set('photoUploadIds', next)}
        error={error('photoUploadIds')}
      />
    </>
  );
}

function HouseView({ data, photos }: ViewProps<Estate>) {
  const { i18n } = useLingui();
  const label = useHouseLabels();
  const words = useFactWords(photos);
  return (
    <SectionFacts
      testId="profile-house"
      facts={[
        [label.type, i18n._(propertyTypeLabels[data.type as PropertyType])],
        [label.address, data.address],
        [label.residenceSince, words.date(data.residenceSince)],
        [label.monthlyPayment, words.money(data.monthlyPayment)],
        [label.area, data.area ? `${data.area} m²` : '—'],
        [label.certificates, words.photos(data.certificateUploadIds, label.certificates)],
        [label.photos, words.photos(data.photoUploadIds, label.photos)],
      ]}
    />
  );
}

/** The home the borrower lives in and what it costs them each month. */
export const houseSection: ProfileSection<HouseValues, Estate> = {
  id: 'house',
  title: accountSectionLabel('house'),
  schema: estateSchema,
  photoFields: ['certificateUploadIds', 'photoUploadIds'],
  stored: (member) => member.estate,
  valuesOf(member) {
    const stored = member?.estate;
    return {
      type: stored?.type ?? '',
      address: stored?.address ?? '',
      residenceSince: datePartsOf(stored?.residenceSince),
      monthlyPayment: stored ? poundsInputText(stored.monthlyPayment) : '',
      area: stored?.area ?? '',
      certificateUploadIds: photoRefsOf(stored?.certificateUploadIds),
      photoUploadIds: photoRefsOf(stored?.photoUploadIds),
    };
  },
  bodyOf(values: HouseValues, ids: PhotoIds = photoIdsForChecking) {
    return {
      type: values.type === '' ? undefined : values.type,
      address: values.address,
      residenceSince: isoOfDateParts(values.residenceSince),
      monthlyPayment: poundsInput(values.monthlyPayment),
      area: optionalText(values.area),
      certificateUploadIds: ids(values.certificateUploadIds),
      photoUploadIds: ids(values.photoUploadIds),
    };
  },
  Fields: HouseFields,
  View: HouseView,
};
