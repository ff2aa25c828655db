import { Trans, useLingui } from '@lingui/react/macro';
import type { Member } from '../../domain/api/members';
import { carSchema } from '../../domain/api/profile';
import { M } from '../../domain/messages';
import { poundsInputText } from '../../domain/money-input';
import { TextField } from '../ui/text-field';
import { type DateParts, DatePartsField, datePartsOf, isoOfDateParts } from './form-controls';
import { poundsInput } from './form-values';
import { MoneyField } from './money-field';
import { SectionForm, SectionScreen, useMember, useSectionForm } from './section-form';
import { SectionLoading } from './section-loading';

export interface CarValues {
  licensePlate: string;
  vin: string;
  firstRegistrationDate: DateParts;
  purchasePrice: string;
  vehiclePhotoUploadIds: number[];
  registrationDocumentUploadIds: number[];
  driverLicenseUploadIds: number[];
}

export function carValuesOf(member: Member): CarValues {
  const stored = member.car;
  return {
    licensePlate: stored?.licensePlate ?? '',
    vin: stored?.vin ?? '',
    firstRegistrationDate: datePartsOf(stored?.firstRegistrationDate),
    purchasePrice: stored ? poundsInputText(stored.purchasePrice) : '',
    vehiclePhotoUploadIds: stored?.vehiclePhotoUploadIds ?? [],
    registrationDocumentUploadIds: stored?.registrationDocumentUploadIds ?? [],
    driverLicenseUploadIds: stored?.driverLicenseUploadIds ?? [],
  };
}

export function carBodyOf(values: CarValues) {
  return {
    licensePlate: values.licensePlate,
    vin: values.vin,
    firstRegistrationDate: isoOfDateParts(values.firstRegistrationDate),
    purchasePrice: poundsInput(values.purchasePrice),
    vehiclePhotoUploadIds: values.vehiclePhotoUploadIds,
    registrationDocumentUploadIds: values.registrationDocumentUploadIds,
    driverLicenseUploadIds: values.driverLicenseUploadIds,
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
    schema: carSchema,
    valuesOf: carValuesOf,
    bodyOf: carBodyOf,
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
        onChange={(value) => set('firstRegistrationDate', value)}
        error={error('firstRegistrationDate')}
      />
      <MoneyField
        label={t`Purchase price`}
        name="purchasePrice"
        value={values.purchasePrice}
        onChange={(value) => set('purchasePrice', value)}
        error={error('purchasePrice')}
      />
    </SectionForm>
  );
}
