import { useLingui } from '@lingui/react/macro';
import {
  type Employment,
  type EmploymentStatus,
  employmentSchema,
  employmentStatuses,
} from '../../domain/api/profile';
import { poundsInputText } from '../../domain/money-input';
import { accountSectionLabel } from '../ui/member/account-sections';
import { SelectField } from '../ui/member/select-field';
import { TextField } from '../ui/text-field';
import { MoneyField } from './money-field';
import { employmentStatusLabels } from './option-labels';
import {
  type FieldsProps,
  optionalText,
  type ProfileSection,
  poundsInput,
  textFieldOf,
  type ViewProps,
  wholeNumberInput,
} from './profile-section';
import { type Fact, SectionFacts, useFactWords } from './section-facts';
import './profile-fields.css';

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

/** Statuses with no employer to name: their employer fields are not asked for. */
const withoutEmployer: readonly string[] = ['RETIRED', 'UNEMPLOYED'];
const hasEmployer = (status: string) => status !== '' && !withoutEmployer.includes(status);

function useWorkLabels() {
  const { t } = useLingui();
  return {
    status: t`Employment status`,
    employerName: t`Employer name`,
    employerAddress: t`Employer address`,
    industry: t`Industry`,
    employerContact: t`Employer contact`,
    employerPhone: t`Employer phone number`,
    workingYears: t`Years in work`,
    personalAnnualIncome: t`Personal annual income`,
    familyAnnualIncome: t`Family annual income`,
  };
}

function WorkFields(props: FieldsProps<WorkValues>) {
  const { values, set, error } = props;
  const { t, i18n } = useLingui();
  const label = useWorkLabels();
  const text = textFieldOf(props, label);
  const money = (field: 'personalAnnualIncome' | 'familyAnnualIncome') => (
    <MoneyField
      label={label[field]}
      name={field}
      value={values[field]}
      onChange={(value) => set(field, value)}
      error={error(field)}
    />
  );
  return (
    <>
      <SelectField
        label={label.status}
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
      {hasEmployer(values.status) ? (
        <>
          <TextField autoComplete="organization" {...text('employerName')} />
          <TextField {...text('employerAddress')} />
          <TextField {...text('industry')} />
          <TextField {...text('employerContact')} />
          <TextField type="tel" inputMode="tel" {...text('employerPhone')} />
        </>
      ) : null}
      <TextField inputMode="numeric" className="field--short" {...text('workingYears')} />
      {money('personalAnnualIncome')}
      {money('familyAnnualIncome')}
    </>
  );
}

function WorkView({ data }: ViewProps<Employment>) {
  const { i18n } = useLingui();
  const label = useWorkLabels();
  const words = useFactWords();
  return (
    <SectionFacts
      testId="profile-work"
      facts={[
        [label.status, i18n._(employmentStatusLabels[data.status as EmploymentStatus])],
        ...(hasEmployer(data.status)
          ? ([
              [label.employerName, words.text(data.employerName)],
              [label.employerAddress, words.text(data.employerAddress)],
              [label.industry, words.text(data.industry)],
              [label.employerContact, words.text(data.employerContact)],
              [label.employerPhone, words.text(data.employerPhone)],
            ] satisfies Fact[])
          : []),
        [label.workingYears, String(data.workingYears)],
        [label.personalAnnualIncome, words.money(data.personalAnnualIncome)],
        [label.familyAnnualIncome, words.money(data.familyAnnualIncome)],
      ]}
    />
  );
}

export const workSection: ProfileSection<WorkValues, Employment> = {
  id: 'work',
  title: accountSectionLabel('work'),
  schema: employmentSchema,
  photoFields: [],
  stored: (member) => member.employment,
  valuesOf(member) {
    const stored = member?.employment;
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
  },
  bodyOf(values) {
    // A retired or unemployed borrower's employer fields are hidden: what was typed there is not sent.
    const employer = !withoutEmployer.includes(values.status);
    return {
      status: values.status === '' ? undefined : values.status,
      employerName: employer ? optionalText(values.employerName) : undefined,
      employerAddress: employer ? optionalText(values.employerAddress) : undefined,
      industry: employer ? optionalText(values.industry) : undefined,
      employerContact: employer ? optionalText(values.employerContact) : undefined,
      employerPhone: employer ? optionalText(values.employerPhone) : undefined,
      workingYears: wholeNumberInput(values.workingYears),
      personalAnnualIncome: poundsInput(values.personalAnnualIncome),
      familyAnnualIncome: poundsInput(values.familyAnnualIncome),
    };
  },
  Fields: WorkFields,
  View: WorkView,
};
