import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Member } from '../../domain/api/members';
import { estateSchema, type PropertyType, propertyTypes } from '../../domain/api/profile';
import { M } from '../../domain/messages';
import { poundsInputText } from '../../domain/money-input';
import { PhotoField, type PhotoRef } from '../offline/member/photo-field';
import { type DateParts, datePartsOf, isoOfDateParts } from '../ui/member/date-parts';
import { DatePartsField } from '../ui/member/date-parts-field';
import { SelectField } from '../ui/member/select-field';
import { TextField } from '../ui/text-field';
import { poundsInput } from './form-values';
import { MoneyField } from './money-field';
import { photoIds, SectionForm, SectionScreen, useMember, useSectionForm } from './section-form';
import { SectionLoading } from './section-loading';

export const propertyTypeLabels: Record<PropertyType, MessageDescriptor> = {
  COMMERCIAL_MORTGAGE: msg`Owned with a mortgage`,
  NO_MORTGAGE: msg`Owned outright (no mortgage)`,
  SELF_BUILT: msg`Self-built`,
  RELATIVES_HOUSING: msg`Living with relatives`,
  RENT: msg`Renting`,
};

export interface HouseValues {
  type: string;
  address: string;
  residenceSince: DateParts;
  monthlyPayment: string;
  area: string;
  certificateUploadIds: PhotoRef[];
  photoUploadIds: PhotoRef[];
}

export function houseValuesOf(member: Member): HouseValues {
  const stored = member.estate;
  return {
    type: stored?.type ?? '',
    address: stored?.address ?? '',
    residenceSince: datePartsOf(stored?.residenceSince),
    monthlyPayment: stored ? poundsInputText(stored.monthlyPayment) : '',
    area: stored?.area ?? '',
    certificateUploadIds: (stored?.certificateUploadIds ?? []).map((uploadId) => ({ uploadId })),
    photoUploadIds: (stored?.photoUploadIds ?? []).map((uploadId) => ({ uploadId })),
  };
}

export function houseBodyOf(values: HouseValues) {
  return {
    type: values.type === '' ? undefined : values.type,
    address: values.address,
    residenceSince: isoOfDateParts(values.residenceSince),
    monthlyPayment: poundsInput(values.monthlyPayment),
    area: values.area.trim() === '' ? undefined : values.area.trim(),
    certificateUploadIds: photoIds(values.certificateUploadIds),
    photoUploadIds: photoIds(values.photoUploadIds),
  };
}

export function HouseScreen() {
  const member = useMember();
  return (
    <SectionScreen
      section="house"
      lead={<Trans>The home you live in and what it costs you each month.</Trans>}
    >
      {member ? <HouseForm member={member} /> : <SectionLoading />}
    </SectionScreen>
  );
}

export function HouseForm({ member }: { member: Member }) {
  const { t, i18n } = useLingui();
  const form = useSectionForm(member, {
    route: 'saveOrUpdateEstateInfo',
    draft: 'account:house',
    schema: estateSchema,
    valuesOf: houseValuesOf,
    bodyOf: houseBodyOf,
    photoFields: ['certificateUploadIds', 'photoUploadIds'],
    successCode: M.saveSuccess,
  });
  const { values, set, error } = form;
  return (
    <SectionForm form={form} onSubmit={(event) => void form.submit(event)} testId="house-form">
      <SelectField
        label={t`Property type`}
        name="type"
        value={values.type}
        placeholder={t`Choose your property type`}
        options={propertyTypes.map((type) => ({ value: type, label: i18n._(propertyTypeLabels[type]) }))}
        onValue={(value) => set('type', value)}
        error={error('type')}
      />
      <TextField
        label={t`Property address`}
        name="propertyAddress"
        autoComplete="street-address"
        value={values.address}
        onChange={(event) => set('address', event.target.value)}
        error={error('address')}
      />
      <DatePartsField
        legend={t`Living there since`}
        value={values.residenceSince}
        onValue={(value) => set('residenceSince', value)}
        error={error('residenceSince')}
      />
      <MoneyField
        label={t`Monthly repayment or rent`}
        name="monthlyPayment"
        value={values.monthlyPayment}
        onChange={(value) => set('monthlyPayment', value)}
        error={error('monthlyPayment')}
      />
      <TextField
        label={
          <>
            {t`House area`} <span className="field__unit">{t`(m²)`}</span>
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
        label={t`Property certificate`}
        memberId={form.memberId}
        field="account.house.certificate"
        purpose="other"
        value={values.certificateUploadIds}
        onChange={(next) => set('certificateUploadIds', next)}
        error={error('certificateUploadIds')}
      />
      <PhotoField
        label={t`Photos of the property`}
        memberId={form.memberId}
        field="account.house.photo"
        purpose="other"
        value={values.photoUploadIds}
        onChange={(next) => set('photoUploadIds', next)}
        error={error('photoUploadIds')}
      />
    </SectionForm>
  );
}
