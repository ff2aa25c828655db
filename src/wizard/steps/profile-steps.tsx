import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactElement, useState } from 'react';
import type { Member } from '../../../domain/api/members';
import { MAX_CONTACTS } from '../../../domain/api/profile';
import { londonDateOf } from '../../../domain/loan/london-date';
import type { ProfileSection } from '../../profile/profile-section';
import { ChoiceField } from '../../ui/member/choice-field';
import { eligibilityErrorsOf, type ProfileStepId, profileSteps, type WizardValues } from '../wizard-model';
import type { StepProps } from './step-props';

/**
 * The profile's sections as steps (SPEC §3): the fields are the section's own (src/profile), the same the
 * account centre shows; a step adds only a line saying why it is asked.
 */
function SectionStep<K extends ProfileStepId>({
  step,
  values,
  update,
  error,
  memberId,
  member,
}: StepProps & { step: K }) {
  const section = profileSteps[step] as unknown as ProfileSection<WizardValues[K], unknown>;
  const [changing, setChanging] = useState(false);
  const { Fields, View } = section;
  // A profile that fails an eligibility rule opens as fields, the rule's message on its field.
  const eligible = Object.keys(eligibilityErrorsOf(step, values, londonDateOf(new Date()))).length === 0;
  const given = changing || !eligible ? null : confirmedFromProfile(section, values[step], member);
  if (given !== null) {
    return (
      <div className="wizard-confirmed" data-testid="step-from-profile">
        <p className="muted">
          <Trans>These details are already in your profile. Check they are still right.</Trans>
        </p>
        <View data={given} masked />
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setChanging(true);
            // The fields replace the button: the first of them takes the focus, not the page.
            requestAnimationFrame(() =>
              document.querySelector<HTMLElement>('.wizard-step :is(input, select, textarea)')?.focus(),
            );
          }}
        >
          <Trans>Change these details</Trans>
        </button>
      </div>
    );
  }
  return (
    <Fields
      values={values[step]}
      set={(field, value) =>
        update((next) => {
          (next[step] as WizardValues[K])[field] = value;
        })
      }
      error={error}
      memberId={memberId}
      photoScope="apply"
    />
  );
}

/**
 * The section as the profile holds it, when the step still holds exactly that and it passes the section's
 * contract: nothing to ask again, only to confirm. Null when the step has to be filled in or was changed.
 */
function confirmedFromProfile<V>(
  section: ProfileSection<V, unknown>,
  values: V,
  member: Member | null,
): unknown | null {
  if (!member || section.stored(member) === null) return null;
  if (JSON.stringify(values) !== JSON.stringify(section.valuesOf(member))) return null;
  const checked = section.schema.safeParse(section.bodyOf(values));
  return checked.success ? checked.data : null;
}

/** A borrower without a vehicle says so and skips the section. */
function VehicleStep(props: StepProps) {
  const { t } = useLingui();
  const { values, update, error } = props;
  return (
    <>
      <ChoiceField
        legend={<Trans>Do you have a vehicle?</Trans>}
        name="hasVehicle"
        value={values.vehicle.hasVehicle}
        options={[
          { value: 'yes', label: t`Yes` },
          { value: 'no', label: t`No` },
        ]}
        error={error('hasVehicle')}
        onValue={(value) =>
          update((v) => {
            v.vehicle.hasVehicle = value as 'yes' | 'no';
          })
        }
      />
      {values.vehicle.hasVehicle === 'yes' ? <SectionStep {...props} step="vehicle" /> : null}
    </>
  );
}

export const profileStepComponents: Record<ProfileStepId, (props: StepProps) => ReactElement> = {
  basic: (props) => <SectionStep {...props} step="basic" />,
  address: (props) => (
    <>
      <p className="muted">
        <Trans>Where we can write to you. To apply, you need to have lived here for at least 3 years.</Trans>
      </p>
      <SectionStep {...props} step="address" />
    </>
  ),
  employment: (props) => <SectionStep {...props} step="employment" />,
  family: (props) => <SectionStep {...props} step="family" />,
  property: (props) => <SectionStep {...props} step="property" />,
  vehicle: VehicleStep,
  contacts: (props) => (
    <>
      <p className="muted">
        <Trans>People we may contact about your application: at least one, at most {MAX_CONTACTS}.</Trans>
      </p>
      <SectionStep {...props} step="contacts" />
    </>
  ),
};
