import { Trans, useLingui } from '@lingui/react/macro';
import type { Member } from '../../domain/api/members';
import { familySchema } from '../../domain/api/profile';
import { M } from '../../domain/messages';
import { ChoiceField } from '../ui/member/choice-field';
import { SectionForm, SectionScreen, useMember, useSectionForm } from './section-form';
import { SectionLoading } from './section-loading';

export interface FamilyValues {
  maritalStatus: string;
  hasChildren: string;
}

export function familyValuesOf(member: Member): FamilyValues {
  const stored = member.family;
  return {
    maritalStatus: stored?.maritalStatus ?? '',
    hasChildren: stored ? (stored.hasChildren ? 'yes' : 'no') : '',
  };
}

export function familyBodyOf(values: FamilyValues) {
  return {
    maritalStatus: values.maritalStatus === '' ? undefined : values.maritalStatus,
    hasChildren: values.hasChildren === '' ? undefined : values.hasChildren === 'yes',
  };
}

export function FamilyScreen() {
  const member = useMember();
  return (
    <SectionScreen section="family" lead={<Trans>Who depends on your income.</Trans>}>
      {member ? <FamilyForm member={member} /> : <SectionLoading />}
    </SectionScreen>
  );
}

export function FamilyForm({ member }: { member: Member }) {
  const { t } = useLingui();
  const form = useSectionForm(member, {
    route: 'saveOrUpdateFamilyInfo',
    draft: 'account:family',
    schema: familySchema,
    valuesOf: familyValuesOf,
    bodyOf: familyBodyOf,
    successCode: M.saveSuccess,
  });
  const { values, set, error } = form;
  return (
    <SectionForm form={form} onSubmit={(event) => void form.submit(event)} testId="family-form">
      <ChoiceField
        legend={t`Marital status`}
        name="maritalStatus"
        value={values.maritalStatus}
        options={[
          { value: 'MARRIED', label: t`Married` },
          { value: 'UNMARRIED', label: t`Unmarried` },
        ]}
        onValue={(value) => set('maritalStatus', value)}
        error={error('maritalStatus')}
      />
      <ChoiceField
        legend={t`Do you have children?`}
        name="hasChildren"
        value={values.hasChildren}
        options={[
          { value: 'yes', label: t`Yes` },
          { value: 'no', label: t`No` },
        ]}
        onValue={(value) => set('hasChildren', value)}
        error={error('hasChildren')}
      />
    </SectionForm>
  );
}
