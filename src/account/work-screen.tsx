import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Member } from '../../domain/api/members';
import { type EmploymentStatus, employmentSchema, employmentStatuses } from '../../domain/api/profile';
import { M } from '../../domain/messages';
import { poundsInputText } from '../../domain/money-input';
import { SelectField } from '../ui/member/select-field';
import { TextField } from '../ui/text-field';
import { poundsInput, wholeNumberInput } from './form-values';
import { MoneyField } from './money-field';
import { SectionForm, SectionScreen, useMember, useSectionForm } from './section-form';
import { SectionLoading } from './section-loading';

export const employmentStatusLabels: Record<EmploymentStatus, MessageDescriptor> = {
  FULL_TIME: msg`Full-time`,
  PART_TIME: msg`Part-time`,
  HOURLY: msg`Hourly`,
  SELF_EMPLOYED: msg`Self-employed`,
  RETIRED: msg`Retired`,
  UNEMPLOYED: msg`Unemployed`,
};

/** Statuses with no employer to name: their employer fields are not asked for. */
const withoutEmployer: readonly string[] = ['RETIRED', 'UNEMPLOYED'];

export interface WorkValues {
  status: string;
  employerName: string;
  employerAddress: string;
  industry: string;
  employerContact: string;
  employerPhone: string;
  workingYears: string;
  personalAnnualIncome: string;
  familyAnnualIncome: string;
}

export function workValuesOf(member: Member): WorkValues {
  const stored = member.employment;
  return {
    status: stored?.status ?? '',
    employerName: stored?.employerName ?? '',
    employerAddress: stored?.employerAddress ?? '',
    industry: stored?.industry ?? '',
    employerContact: stored?.employerContact ?? '',
    employerPhone: stored?.employerPhone ?? '',
    workingYears: stored ? String(stored.workingYears) : '',
    personalAnnualIncome: stored ? poundsInputText(stored.personalAnnualIncome) : '',
    familyAnnualIncome: stored ? poundsInputText(stored.familyAnnualIncome) : '',
  };
}

const optional = (text: string) => (text.trim() === '' ? undefined : text);

export function workBodyOf(values: WorkValues) {
  const employer = !withoutEmployer.includes(values.status);
  return {
    status: values.status === '' ? undefined : values.status,
    employerName: employer ? optional(values.employerName) : undefined,
    employerAddress: employer ? optional(values.employerAddress) : undefined,
    industry: employer ? optional(values.industry) : undefined,
    employerContact: employer ? optional(values.employerContact) : undefined,
    employerPhone: employer ? optional(values.employerPhone) : undefined,
    workingYears: wholeNumberInput(values.workingYears),
    personalAnnualIncome: poundsInput(values.personalAnnualIncome),
    familyAnnualIncome: poundsInput(values.familyAnnualIncome),
  };
}

export function WorkScreen() {
  const member = useMember();
  return (
    <SectionScreen
      section="work"
      lead={<Trans>Your work and income help us lend you only what you can afford to repay.</Trans>}
    >
      {member ? <WorkForm member={member} /> : <SectionLoading />}
    </SectionScreen>
  );
}

export function WorkForm({ member }: { member: Member }) {
  const { t, i18n } = useLingui();
  const form = useSectionForm(member, {
    route: 'saveOrUpdateEmploymentInfo',
    draft: 'account:work',
    schema: employmentSchema,
    valuesOf: workValuesOf,
    bodyOf: workBodyOf,
    successCode: M.saveSuccess,
  });
  const { values, set, error } = form;
  const employer = values.status !== '' && !withoutEmployer.includes(values.status);
  return (
    <SectionForm form={form} onSubmit={(event) => void form.submit(event)} testId="work-form">
      <SelectField
        label={t`Employment status`}
        name="status"
        value={values.status}
        placeholder={t`Choose your employment status`}
        options={employmentStatuses.map((status) => ({
          value: status,
          label: i18n._(employmentStatusLabels[status]),
        }))}
        onValue={(value) => set('status', value)}
        error={error('status')}
      />
      {employer ? (
        <>
          <TextField
            label={t`Employer name`}
            name="employerName"
            autoComplete="organization"
            value={values.employerName}
            onChange={(event) => set('employerName', event.target.value)}
            error={error('employerName')}
          />
          <TextField
            label={t`Employer address`}
            name="employerAddress"
            value={values.employerAddress}
            onChange={(event) => set('employerAddress', event.target.value)}
            error={error('employerAddress')}
          />
          <TextField
            label={t`Industry`}
            name="industry"
            value={values.industry}
            onChange={(event) => set('industry', event.target.value)}
            error={error('industry')}
          />
          <TextField
            label={t`Employer contact`}
            name="employerContact"
            value={values.employerContact}
            onChange={(event) => set('employerContact', event.target.value)}
            error={error('employerContact')}
          />
          <TextField
            label={t`Employer phone number`}
            name="employerPhone"
            type="tel"
            inputMode="tel"
            value={values.employerPhone}
            onChange={(event) => set('employerPhone', event.target.value)}
            error={error('employerPhone')}
          />
        </>
      ) : null}
      <TextField
        label={t`Years in work`}
        name="workingYears"
        inputMode="numeric"
        className="field--short"
        value={values.workingYears}
        onChange={(event) => set('workingYears', event.target.value)}
        error={error('workingYears')}
      />
      <MoneyField
        label={t`Personal annual income`}
        name="personalAnnualIncome"
        value={values.personalAnnualIncome}
        onChange={(value) => set('personalAnnualIncome', value)}
        error={error('personalAnnualIncome')}
      />
      <MoneyField
        label={t`Family annual income`}
        name="familyAnnualIncome"
        value={values.familyAnnualIncome}
        onChange={(value) => set('familyAnnualIncome', value)}
        error={error('familyAnnualIncome')}
      />
    </SectionForm>
  );
}
