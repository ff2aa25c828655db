import { useLingui } from '@lingui/react/macro';
import { type Car, carSchema } from '../../domain/api/profile';
import { poundsInputText } from '../../domain/money-input';
import { PhotoField, type PhotoRef } from '../offline/member/photo-field';
import { accountSectionLabel } from '../ui/member/account-sections';
import { type DateParts, datePartsOf, isoOfDateParts } from '../ui/member/date-parts';
import { DatePartsField } from '../ui/member/date-parts-field';
import { TextField } from '../ui/text-field';
import { MoneyField } from './money-field';
import {
  type FieldsProps,
  type PhotoIds,
  type ProfileSection,
  photoIdsForChecking,
  photoRefsOf,
  poundsInput,
  type ViewProps,
} from './profile-section';
import { SectionFacts, useFactWords } from './section-facts';
import './profile-fields.css';

export interface CarValues {
  licensePlate: string;
  vin: string;
  firstRegistrationDate: DateParts;
  purchasePrice: string;
  vehiclePhotoUploadIds: PhotoRef[];
  registrationDocumentUploadIds: PhotoRef[];
  driverLicenseUploadIds: PhotoRef[];
}

function useCarLabels() {
  const { t } = useLingui();
  return {
    licensePlate: t`Licence plate`,
    vin: t`Vehicle identification number (VIN)`,
    firstRegistrationDate: t`First registration date`,
    purchasePrice: t`Purchase price`,
    vehiclePhotos: t`Photos of the vehicle (optional)`,
    registrationDocuments: t`Vehicle registration document (V5C) (optional)`,
    driverLicenses: t`Driving licence (optional)`,
  };
}

function CarFields({ values, set, error, memberId, photoScope }: FieldsProps<CarValues>) {
  const { t } = useLingui();
  const label = useCarLabels();
  const photos = (
    field: 'vehiclePhotoUploadIds' | 'registrationDocumentUploadIds' | 'driverLicenseUploadIds',
    text: string,
    key: string,
    purpose: 'idPhoto' | 'other',
  ) => (
    <PhotoField
      label={text}
      memberId={memberId}
      field={`${photoScope}.car.${key}`}
      purpose={purpose}
      value={values[field]}
      onChange={(next) => set(field, next)}
      error={error(field)}
    />
  );
  return (
    <>
      <TextField
        label={label.licensePlate}
        name="licensePlate"
        autoCapitalize="characters"
        className="field--short"
        value={values.licensePlate}
        onChange={(event) => set('licensePlate', event.target.value)}
        error={error('licensePlate')}
      />
      <TextField
        label={label.vin}
        name="vin"
        autoCapitalize="characters"
        autoComplete="off"
        maxLength={17}
        spellCheck={false}
        value={values.vin}
        onChange={(event) => set('vin', event.target.value)}
        error={error('vin')}
      />
      <p className="muted field-hint">
        {t`17 letters and digits, on your registration document (V5C). It never has I, O or Q.`}
      </p>
      <DatePartsField
        legend={label.firstRegistrationDate}
        value={values.firstRegistrationDate}
        onValue={(value) => set('firstRegistrationDate', value)}
        error={error('firstRegistrationDate')}
      />
      <MoneyField
        label={label.purchasePrice}
        name="purchasePrice"
        value={values.purchasePrice}
        onChange={(value) => set('purchasePrice', value)}
        error={error('purchasePrice')}
      />
      {photos('vehiclePhotoUploadIds', label.vehiclePhotos, 'vehicle', 'other')}
      {photos('registrationDocumentUploadIds', label.registrationDocuments, 'registration', 'other')}
      {photos('driverLicenseUploadIds', label.driverLicenses, 'licence', 'idPhoto')}
    </>
  );
}

function CarView({ data, photos }: ViewProps<Car>) {
  const label = useCarLabels();
  const words = useFactWords(photos);
  return (
    <SectionFacts
      testId="profile-car"
      facts={[
        [label.licensePlate, data.licensePlate],
        [label.vin, data.vin],
        [label.firstRegistrationDate, words.date(data.firstRegistrationDate)],
        [label.purchasePrice, words.money(data.purchasePrice)],
        [label.vehiclePhotos, words.photos(data.vehiclePhotoUploadIds, label.vehiclePhotos)],
        [
          label.registrationDocuments,
          words.photos(data.registrationDocumentUploadIds, label.registrationDocuments),
        ],
        [label.driverLicenses, words.photos(data.driverLicenseUploadIds, label.driverLicenses)],
      ]}
    />
  );
}

/** A car the borrower owns; a borrower without one leaves the section empty. */
export const carSection: ProfileSection<CarValues, Car> = {
  id: 'car',
  title: accountSectionLabel('car'),
  schema: carSchema,
  photoFields: ['vehiclePhotoUploadIds', 'registrationDocumentUploadIds', 'driverLicenseUploadIds'],
  stored: (member) => member.car,
  valuesOf(member) {
    const stored = member?.car;
    return {
      licensePlate: stored?.licensePlate ?? '',
      vin: stored?.vin ?? '',
      firstRegistrationDate: datePartsOf(stored?.firstRegistrationDate),
      purchasePrice: stored ? poundsInputText(stored.purchasePrice) : '',
      vehiclePhotoUploadIds: photoRefsOf(stored?.vehiclePhotoUploadIds),
      registrationDocumentUploadIds: photoRefsOf(stored?.registrationDocumentUploadIds),
      driverLicenseUploadIds: photoRefsOf(stored?.driverLicenseUploadIds),
    };
  },
  bodyOf(values: CarValues, ids: PhotoIds = photoIdsForChecking) {
    return {
      licensePlate: values.licensePlate,
      vin: values.vin,
      firstRegistrationDate: isoOfDateParts(values.firstRegistrationDate),
      purchasePrice: poundsInput(values.purchasePrice),
      vehiclePhotoUploadIds: ids(values.vehiclePhotoUploadIds),
      registrationDocumentUploadIds: ids(values.registrationDocumentUploadIds),
      driverLicenseUploadIds: ids(values.driverLicenseUploadIds),
    };
  },
  Fields: CarFields,
  View: CarView,
};
