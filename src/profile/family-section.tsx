import { useLingui } from '@lingui/react/macro';
import { type Family, familySchema, maritalStatuses } from '../../domain/api/profile';
import { accountSectionLabel } from '../ui/member/account-sections';
import { ChoiceField } from '../ui/member/choice-field';
import { maritalStatusLabels, yesNoLabels } from './option-labels';
import type { FieldsProps, ProfileSection, ViewProps } from './profile-section';
import { SectionFacts } from './section-facts';

export interface FamilyValues {
  maritalStatus: string;
  hasChildren: '' | 'yes' | 'no';
}

function useFamilyLabels() {
  const { t } = useLingui();
  return { maritalStatus: t`Marital status`, hasChildren: t`Do you have children?` };
}

function FamilyFields({ values, set, error }: FieldsProps<FamilyValues>) {
  const { i18n } = useLingui();
  const label = useFamilyLabels();
  return (
    <>
      <ChoiceField
        legend={label.maritalStatus}
        name="maritalStatus"
        value={values.maritalStatus}
        options={maritalStatuses.map((status) => ({
          value: status,
          label: i18n._(maritalStatusLabels[status]),
        }))}
        onValue={(value) => set('maritalStatus', value)}
        error={error('maritalStatus')}
      />
      <ChoiceField
        legend={label.hasChildren}
        name="hasChildren"
        value={values.hasChildren}
        options={(['yes', 'no'] as const).map((answer) => ({
          value: answer,
          label: i18n._(yesNoLabels[answer]),
        }))}
        onValue={(value) => set('hasChildren', value as 'yes' | 'no')}
        error={error('hasChildren')}
      />
    </>
  );
}

function FamilyView({ data }: ViewProps<Family>) {
  const { i18n } = useLingui();
  const label = useFamilyLabels();
  return (
    <SectionFacts
      testId="profile-family"
      facts={[
        [label.maritalStatus, i18n._(maritalStatusLabels[data.maritalStatus])],
        [label.hasChildren, i18n._(yesNoLabels[data.hasChildren ? 'yes' : 'no'])],
      ]}
    />
  );
}

/** Who depends on the borrower's income. */
export const familySection: ProfileSection<FamilyValues, Family> = {
  id: 'family',
  title: accountSectionLabel('family'),
  schema: familySchema,
  photoFields: [],
  stored: (member) => member.family,
  valuesOf(member) {
    const stored = member?.family;
    return {
      maritalStatus: stored?.maritalStatus ?? '',
      hasChildren: stored ? (stored.hasChildren ? 'yes' : 'no') : '',
    };
  },
  bodyOf(values) {
    return {
      maritalStatus: values.maritalStatus === '' ? undefined : values.maritalStatus,
      hasChildren: values.hasChildren === '' ? undefined : values.hasChildren === 'yes',
    };
  },
  Fields: FamilyFields,
  View: FamilyView,
};
