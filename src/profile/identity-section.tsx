import { useLingui } from '@lingui/react/macro';
import { type Kyc, kycSchema } from '../../domain/api/profile';
import { PhotoField, type PhotoRef } from '../offline/member/photo-field';
import { accountSectionLabel } from '../ui/member/account-sections';
import { TextField } from '../ui/text-field';
import { maskedIdNumber, useIdLabels } from './basic-section';
import {
  type FieldsProps,
  type PhotoIds,
  type ProfileSection,
  photoIdsForChecking,
  type ViewProps,
} from './profile-section';
import { type Fact, SectionFacts, useFactWords } from './section-facts';

export interface IdentityValues {
  realName: string;
  idNumber: string;
  idFrontUploadId: PhotoRef[];
  idBackUploadId: PhotoRef[];
}

function useIdentityLabels() {
  const { t } = useLingui();
  return { realName: t`Real name`, ...useIdLabels() };
}

function IdentityFields({ values, set, error, memberId, photoScope }: FieldsProps<IdentityValues>) {
  const { t } = useLingui();
  const label = useIdentityLabels();
  return (
    <>
      <TextField
        label={label.realName}
        name="realName"
        autoComplete="name"
        value={values.realName}
        onChange={(event) => set('realName', event.target.value)}
        error={error('realName')}
      />
      <p className="muted field-hint">{t`Your full name exactly as it is written on your ID.`}</p>
      <TextField
        label={label.idNumber}
        name="idNumber"
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        value={values.idNumber}
        onChange={(event) => set('idNumber', event.target.value)}
        error={error('idNumber')}
      />
      {(['idFrontUploadId', 'idBackUploadId'] as const).map((field) => (
        <PhotoField
          key={field}
          label={field === 'idFrontUploadId' ? label.idFront : label.idBack}
          memberId={memberId}
          field={`${photoScope}.identity.${field === 'idFrontUploadId' ? 'idFront' : 'idBack'}`}
          purpose="idPhoto"
          max={1}
          value={values[field]}
          onChange={(next) => set(field, next)}
          error={error(field)}
        />
      ))}
    </>
  );
}

function IdentityView({ data, photos, masked }: ViewProps<Kyc>) {
  const label = useIdentityLabels();
  const words = useFactWords(photos);
  return (
    <SectionFacts
      testId="profile-identity"
      facts={[
        [label.realName, data.realName],
        [label.idNumber, masked ? maskedIdNumber(data.idNumber) : data.idNumber],
        // The borrower's own screens show what was sent in words; the photos are for the person checking.
        ...(masked
          ? []
          : ([
              [label.idFront, words.photos([data.idFrontUploadId], label.idFront)],
              [label.idBack, words.photos([data.idBackUploadId], label.idBack)],
            ] satisfies Fact[])),
      ]}
    />
  );
}

/** The identity check (real-name authentication): the borrower sends it, an operator confirms it. */
export const identitySection: ProfileSection<IdentityValues, Kyc> = {
  id: 'identity',
  title: accountSectionLabel('verified'),
  schema: kycSchema,
  photoFields: ['idFrontUploadId', 'idBackUploadId'],
  stored: (member) => member.kyc,
  /** A refused check starts again from what was sent; a first one from the name and ID on the profile. */
  valuesOf(member) {
    const sent = member?.kyc;
    const base = member?.base;
    return {
      realName: sent?.realName ?? (base ? `${base.firstName} ${base.lastName}` : ''),
      idNumber: sent?.idNumber ?? base?.idNumber ?? '',
      idFrontUploadId: [],
      idBackUploadId: [],
    };
  },
  bodyOf(values: IdentityValues, ids: PhotoIds = photoIdsForChecking) {
    return {
      realName: values.realName,
      idNumber: values.idNumber,
      idFrontUploadId: ids(values.idFrontUploadId)[0],
      idBackUploadId: ids(values.idBackUploadId)[0],
    };
  },
  Fields: IdentityFields,
  View: IdentityView,
};
