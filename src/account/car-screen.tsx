import { Trans, useLingui } from '@lingui/react/macro';
import type { Member } from '../../domain/api/members';
import { carSchema } from '../../domain/api/profile';
import { M } from '../../domain/messages';
import { poundsInputText } from '../../domain/money-input';
import { PhotoField, type PhotoRef } from '../offline/member/photo-field';
import { type DateParts, datePartsOf, isoOfDateParts } from '../ui/member/date-parts';
import { DatePartsField } from '../ui/member/date-parts-field';
import { TextField } from '../ui/text-field';
import { poundsInput } from './form-values';
import { MoneyField } from './money-field';
import { photoIds, SectionForm, SectionScreen, useMember, useSectionForm } from './section-form';
import { SectionLoading } from './section-loading';

export interface CarValues {
  licensePlate: string;
  vin: string;
  firstRegistrationDate: DateParts;
  purchasePrice: string;
  vehiclePhotoUploadIds: PhotoRef[];
  registrationDocumentUploadIds: PhotoRef[];
  driverLicenseUploadIds: PhotoRef[];
}

export function carValuesOf(member: Member): CarValues {
  const stored = member.car;
  return {
    licensePlate: stored?.licensePlate ?? '',
    vin: stored?.vin ?? '',
    firstRegistrationDate: datePartsOf(stored?.firstRegistrationDate),
    purchasePrice: stored ? poundsInputText(stored.purchasePrice) : '',
    vehiclePhotoUploadIds: (stored?.vehiclePhotoUploadIds ?? []).map((uploadId) => ({ uploadId })),
    registrationDocumentUploadIds: (stored?.registrationDocumentUploadIds ?? []).map((uploadId) => ({
      uploadId,
    })),
    driverLicenseUploadIds: (stored?.driverLicenseUploadIds ?? []).map((uploadId) => ({ uploadId })),
  };
}

export function carBodyOf(values: CarValues) {
  return {
    licensePlate: values.licensePlate,
    vin: values.vin,
    firstRegistrationDate: isoOfDateParts(values.firstRegistrationDate),
    purchasePrice: poundsInput(values.purchasePrice),
    vehiclePhotoUploadIds: photoIds(values.vehiclePhotoUploadIds),
    registrationDocumentUploadIds: photoIds(values.registrationDocumentUploadIds),
    driverLicenseUploadIds: photoIds(values.driverLicenseUploadIds),
  };
}

export function CarScreen() {
  const member = useMember();
  return (
    <SectionScreen
      section="car"
      lead={<Trans>A car you own. Leave this section empty if you do not have one.</Trans>}
    >
      {member ? <CarForm member={member} /> : <SectionLoading />}
    </SectionScreen>
  );
}

export function CarForm({ member }: { member: Member }) {
  const { t } = useLingui();
  const form = useSectionForm(member, {
    route: 'saveOrUpdateCarInfo',
    draft: 'account:car',
    schema: carSchema,
    valuesOf: carValuesOf,
    bodyOf: carBodyOf,
    photoFields: ['vehiclePhotoUploadIds', 'registrationDocumentUploadIds', 'driverLicenseUploadIds'],
    successCode: M.saveSuccess,
  });
  const { values, set, error } = form;
  return (
    <SectionForm form={form} onSubmit={(event) => void form.submit(event)} testId="car-form">
      <TextField
        label={t`Licence plate`}
        name="licensePlate"
        autoCapitalize="characters"
        className="field--short"
        value={values.licensePlate}
        onChange={(event) => set('licensePlate', event.target.value)}
        error={error('licensePlate')}
      />
      <TextField
        label={t`Vehicle identification number (VIN)`}
        name="vin"
        autoCapitalize="characters"
        maxLength={17}
        spellCheck={false}
        value={values.vin}
        onChange={(event) => set('vin', event.target.value)}
        error={error('vin')}
      />
      <p className="muted field-hint">
        <Trans>17 letters and digits, on your registration document (V5C). It never has I, O or Q.</Trans>
      </p>
      <DatePartsField
        legend={t`First registration date`}
        value={values.firstRegistrationDate}
        onValue={(value) => set('firstRegistrationDate', value)}
        error={error('firstRegistrationDate')}
      />
      <MoneyField
        label={t`Purchase price`}
        name="purchasePrice"
        value={values.purchasePrice}
        onChange={(value) => set('purchasePrice', value)}
        error={error('purchasePrice')}
      />
      <PhotoField
        label={t`Photos of the vehicle`}
        memberId={form.memberId}
        field="account.car.vehicle"
        purpose="other"
        value={values.vehiclePhotoUploadIds}
        onChange={(next) => set('vehiclePhotoUploadIds', next)}
        error={error('vehiclePhotoUploadIds')}
      />
      <PhotoField
        label={t`Vehicle registration document (V5C)`}
        memberId={form.memberId}
        field="account.car.registration"
        purpose="other"
        value={values.registrationDocumentUploadIds}
        onChange={(next) => set('registrationDocumentUploadIds', next)}
        error={error('registrationDocumentUploadIds')}
      />
      <PhotoField
        label={t`Driving licence`}
        memberId={form.memberId}
        field="account.car.licence"
        purpose="idPhoto"
        value={values.driverLicenseUploadIds}
        onChange={(next) => set('driverLicenseUploadIds', next)}
        error={error('driverLicenseUploadIds')}
      />
    </SectionForm>
  );
}
