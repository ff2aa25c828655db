import { Trans, useLingui } from '@lingui/react/macro';
import {
  employmentStatuses,
  MAX_CONTACTS,
  maritalStatuses,
  propertyTypes,
} from '../../../domain/api/profile';
import { PhotoField } from '../../offline/member/photo-field';
import { ChoiceField } from '../../ui/member/choice-field';
import { SelectField } from '../../ui/member/select-field';
import { TextField } from '../../ui/text-field';
import { employmentNames, propertyNames } from '../wizard-labels';
import { emptyContact } from '../wizard-model';
import type { StepProps } from './step-props';

/** The profile sections of SPEC §3, one step each; the account centre edits the same sections. */

export function BasicStep({ values, update, error, memberId }: StepProps) {
  const { t } = useLingui();
  const b = values.basic;
  return (
    <>
      <div className="wizard-grid">
        <TextField
          label={<Trans>First name</Trans>}
          name="firstName"
          autoComplete="given-name"
          value={b.firstName}
          error={error('firstName')}
          onChange={(event) =>
            update((v) => {
              v.basic.firstName = event.target.value;
            })
          }
        />
        <TextField
          label={<Trans>Last name</Trans>}
          name="lastName"
          autoComplete="family-name"
          value={b.lastName}
          error={error('lastName')}
          onChange={(event) =>
            update((v) => {
              v.basic.lastName = event.target.value;
            })
          }
        />
        <TextField
          label={<Trans>Date of birth</Trans>}
          name="dateOfBirth"
          type="date"
          autoComplete="bday"
          value={b.dateOfBirth}
          error={error('dateOfBirth')}
          onChange={(event) =>
            update((v) => {
              v.basic.dateOfBirth = event.target.value;
            })
          }
        />
        <TextField
          label={<Trans>Nationality</Trans>}
          name="nationality"
          value={b.nationality}
          error={error('nationality')}
          onChange={(event) =>
            update((v) => {
              v.basic.nationality = event.target.value;
            })
          }
        />
        <TextField
          label={<Trans>ID number</Trans>}
          name="idNumber"
          autoComplete="off"
          value={b.idNumber}
          error={error('idNumber')}
          onChange={(event) =>
            update((v) => {
              v.basic.idNumber = event.target.value;
            })
          }
        />
      </div>
      <div className="wizard-grid">
        <PhotoField
          label={t`ID front photo`}
          memberId={memberId}
          field="apply:idFront"
          purpose="idPhoto"
          max={1}
          value={b.idFront}
          error={error('idFrontUploadId')}
          onChange={(next) =>
            update((v) => {
              v.basic.idFront = next;
            })
          }
        />
        <PhotoField
          label={t`ID back photo`}
          memberId={memberId}
          field="apply:idBack"
          purpose="idPhoto"
          max={1}
          value={b.idBack}
          error={error('idBackUploadId')}
          onChange={(next) =>
            update((v) => {
              v.basic.idBack = next;
            })
          }
        />
      </div>
      <div className="wizard-grid">
        <TextField
          label={<Trans>Phone</Trans>}
          name="phone"
          type="tel"
          autoComplete="tel"
          value={b.phone}
          error={error('phone')}
          onChange={(event) =>
            update((v) => {
              v.basic.phone = event.target.value;
            })
          }
        />
        <TextField
          label={<Trans>E-mail</Trans>}
          name="email"
          type="email"
          autoComplete="email"
          value={b.email}
          error={error('email')}
          onChange={(event) =>
            update((v) => {
              v.basic.email = event.target.value;
            })
          }
        />
        <TextField
          label={<Trans>Country</Trans>}
          name="country"
          autoComplete="country-name"
          value={b.country}
          error={error('country')}
          onChange={(event) =>
            update((v) => {
              v.basic.country = event.target.value;
            })
          }
        />
        <TextField
          label={<Trans>City</Trans>}
          name="city"
          autoComplete="address-level2"
          value={b.city}
          error={error('city')}
          onChange={(event) =>
            update((v) => {
              v.basic.city = event.target.value;
            })
          }
        />
        <TextField
          label={<Trans>Address</Trans>}
          name="address"
          autoComplete="street-address"
          value={b.address}
          error={error('address')}
          onChange={(event) =>
            update((v) => {
              v.basic.address = event.target.value;
            })
          }
        />
        <TextField
          label={<Trans>Postcode</Trans>}
          name="postcode"
          autoComplete="postal-code"
          value={b.postcode}
          error={error('postcode')}
          onChange={(event) =>
            update((v) => {
              v.basic.postcode = event.target.value;
            })
          }
        />
      </div>
    </>
  );
}

export function AddressStep({ values, update, error }: StepProps) {
  const a = values.address;
  return (
    <>
      <p className="muted">
        <Trans>Where we can write to you. To apply, you need to have lived here for at least 3 years.</Trans>
      </p>
      <div className="wizard-grid">
        <TextField
          label={<Trans>Country</Trans>}
          name="country"
          autoComplete="country-name"
          value={a.country}
          error={error('country')}
          onChange={(event) =>
            update((v) => {
              v.address.country = event.target.value;
            })
          }
        />
        <TextField
          label={<Trans>City</Trans>}
          name="city"
          autoComplete="address-level2"
          value={a.city}
          error={error('city')}
          onChange={(event) =>
            update((v) => {
              v.address.city = event.target.value;
            })
          }
        />
        <TextField
          label={<Trans>Address</Trans>}
          name="address"
          autoComplete="street-address"
          value={a.address}
          error={error('address')}
          onChange={(event) =>
            update((v) => {
              v.address.address = event.target.value;
            })
          }
        />
        <TextField
          label={<Trans>Postcode</Trans>}
          name="postcode"
          autoComplete="postal-code"
          value={a.postcode}
          error={error('postcode')}
          onChange={(event) =>
            update((v) => {
              v.address.postcode = event.target.value;
            })
          }
        />
        <TextField
          label={<Trans>Years at this address</Trans>}
          name="yearsAtAddress"
          inputMode="numeric"
          value={a.yearsAtAddress}
          error={error('yearsAtAddress')}
          onChange={(event) =>
            update((v) => {
              v.address.yearsAtAddress = event.target.value;
            })
          }
        />
      </div>
    </>
  );
}

export function EmploymentStep({ values, update, error }: StepProps) {
  const { t, i18n } = useLingui();
  const e = values.employment;
  return (
    <div className="wizard-grid">
      <SelectField
        label={<Trans>Employment status</Trans>}
        name="status"
        value={e.status}
        placeholder={t`Choose a status`}
        options={employmentStatuses.map((status) => ({
          value: status,
          label: i18n._(employmentNames[status]),
        }))}
        error={error('status')}
        onValue={(value) =>
          update((v) => {
            v.employment.status = value;
          })
        }
      />
      <TextField
        label={<Trans>Employer name</Trans>}
        name="employerName"
        autoComplete="organization"
        value={e.employerName}
        error={error('employerName')}
        onChange={(event) =>
          update((v) => {
            v.employment.employerName = event.target.value;
          })
        }
      />
      <TextField
        label={<Trans>Employer address</Trans>}
        name="employerAddress"
        value={e.employerAddress}
        error={error('employerAddress')}
        onChange={(event) =>
          update((v) => {
            v.employment.employerAddress = event.target.value;
          })
        }
      />
      <TextField
        label={<Trans>Industry</Trans>}
        name="industry"
        value={e.industry}
        error={error('industry')}
        onChange={(event) =>
          update((v) => {
            v.employment.industry = event.target.value;
          })
        }
      />
      <TextField
        label={<Trans>Employer contact</Trans>}
        name="employerContact"
        value={e.employerContact}
        error={error('employerContact')}
        onChange={(event) =>
          update((v) => {
            v.employment.employerContact = event.target.value;
          })
        }
      />
      <TextField
        label={<Trans>Employer phone number</Trans>}
        name="employerPhone"
        type="tel"
        value={e.employerPhone}
        error={error('employerPhone')}
        onChange={(event) =>
          update((v) => {
            v.employment.employerPhone = event.target.value;
          })
        }
      />
      <TextField
        label={<Trans>Years in work</Trans>}
        name="workingYears"
        inputMode="numeric"
        value={e.workingYears}
        error={error('workingYears')}
        onChange={(event) =>
          update((v) => {
            v.employment.workingYears = event.target.value;
          })
        }
      />
      <TextField
        label={<Trans>Personal annual income (£)</Trans>}
        name="personalAnnualIncome"
        inputMode="decimal"
        value={e.personalAnnualIncome}
        error={error('personalAnnualIncome')}
        onChange={(event) =>
          update((v) => {
            v.employment.personalAnnualIncome = event.target.value;
          })
        }
      />
      <TextField
        label={<Trans>Family annual income (£)</Trans>}
        name="familyAnnualIncome"
        inputMode="decimal"
        value={e.familyAnnualIncome}
        error={error('familyAnnualIncome')}
        onChange={(event) =>
          update((v) => {
            v.employment.familyAnnualIncome = event.target.value;
          })
        }
      />
    </div>
  );
}

export function FamilyStep({ values, update, error }: StepProps) {
  const { t } = useLingui();
  const f = values.family;
  const marital = { MARRIED: t`Married`, UNMARRIED: t`Unmarried` };
  return (
    <>
      <ChoiceField
        legend={<Trans>Marital status</Trans>}
        name="maritalStatus"
        value={f.maritalStatus}
        options={maritalStatuses.map((status) => ({ value: status, label: marital[status] }))}
        error={error('maritalStatus')}
        onValue={(value) =>
          update((v) => {
            v.family.maritalStatus = value;
          })
        }
      />
      <ChoiceField
        legend={<Trans>Do you have children?</Trans>}
        name="hasChildren"
        value={f.hasChildren}
        options={[
          { value: 'yes', label: t`Yes` },
          { value: 'no', label: t`No` },
        ]}
        error={error('hasChildren')}
        onValue={(value) =>
          update((v) => {
            v.family.hasChildren = value as 'yes' | 'no';
          })
        }
      />
    </>
  );
}

export function PropertyStep({ values, update, error, memberId }: StepProps) {
  const { t, i18n } = useLingui();
  const p = values.property;
  return (
    <>
      <div className="wizard-grid">
        <SelectField
          label={<Trans>Property type</Trans>}
          name="type"
          value={p.type}
          placeholder={t`Choose a type`}
          options={propertyTypes.map((type) => ({ value: type, label: i18n._(propertyNames[type]) }))}
          error={error('type')}
          onValue={(value) =>
            update((v) => {
              v.property.type = value;
            })
          }
        />
        <TextField
          label={<Trans>Property address</Trans>}
          name="address"
          value={p.address}
          error={error('address')}
          onChange={(event) =>
            update((v) => {
              v.property.address = event.target.value;
            })
          }
        />
        <TextField
          label={<Trans>Time of residence (moved in on)</Trans>}
          name="residenceSince"
          type="date"
          value={p.residenceSince}
          error={error('residenceSince')}
          onChange={(event) =>
            update((v) => {
              v.property.residenceSince = event.target.value;
            })
          }
        />
        <TextField
          label={<Trans>Monthly repayment or rent (£)</Trans>}
          name="monthlyPayment"
          inputMode="decimal"
          value={p.monthlyPayment}
          error={error('monthlyPayment')}
          onChange={(event) =>
            update((v) => {
              v.property.monthlyPayment = event.target.value;
            })
          }
        />
        <TextField
          label={<Trans>House area (m², optional)</Trans>}
          name="area"
          inputMode="decimal"
          value={p.area}
          error={error('area')}
          onChange={(event) =>
            update((v) => {
              v.property.area = event.target.value;
            })
          }
        />
      </div>
      <div className="wizard-grid">
        <PhotoField
          label={t`Property certificate (optional)`}
          memberId={memberId}
          field="apply:certificates"
          purpose="other"
          value={p.certificates}
          error={error('certificateUploadIds')}
          onChange={(next) =>
            update((v) => {
              v.property.certificates = next;
            })
          }
        />
        <PhotoField
          label={t`Real photo of the property (optional)`}
          memberId={memberId}
          field="apply:propertyPhotos"
          purpose="other"
          value={p.photos}
          error={error('photoUploadIds')}
          onChange={(next) =>
            update((v) => {
              v.property.photos = next;
            })
          }
        />
      </div>
    </>
  );
}

export function VehicleStep({ values, update, error, memberId }: StepProps) {
  const { t } = useLingui();
  const c = values.vehicle;
  return (
    <>
      <ChoiceField
        legend={<Trans>Do you have a vehicle?</Trans>}
        name="hasVehicle"
        value={c.hasVehicle}
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
      {c.hasVehicle === 'yes' ? (
        <>
          <div className="wizard-grid">
            <TextField
              label={<Trans>Licence plate</Trans>}
              name="licensePlate"
              value={c.licensePlate}
              error={error('licensePlate')}
              onChange={(event) =>
                update((v) => {
                  v.vehicle.licensePlate = event.target.value;
                })
              }
            />
            <TextField
              label={<Trans>Vehicle identification number (VIN)</Trans>}
              name="vin"
              autoComplete="off"
              value={c.vin}
              error={error('vin')}
              onChange={(event) =>
                update((v) => {
                  v.vehicle.vin = event.target.value;
                })
              }
            />
            <TextField
              label={<Trans>First registration date</Trans>}
              name="firstRegistrationDate"
              type="date"
              value={c.firstRegistrationDate}
              error={error('firstRegistrationDate')}
              onChange={(event) =>
                update((v) => {
                  v.vehicle.firstRegistrationDate = event.target.value;
                })
              }
            />
            <TextField
              label={<Trans>Purchase price (£)</Trans>}
              name="purchasePrice"
              inputMode="decimal"
              value={c.purchasePrice}
              error={error('purchasePrice')}
              onChange={(event) =>
                update((v) => {
                  v.vehicle.purchasePrice = event.target.value;
                })
              }
            />
          </div>
          <div className="wizard-grid">
            <PhotoField
              label={t`Vehicle photo (optional)`}
              memberId={memberId}
              field="apply:vehiclePhotos"
              purpose="other"
              value={c.vehiclePhotos}
              error={error('vehiclePhotoUploadIds')}
              onChange={(next) =>
                update((v) => {
                  v.vehicle.vehiclePhotos = next;
                })
              }
            />
            <PhotoField
              label={t`Vehicle registration document (optional)`}
              memberId={memberId}
              field="apply:registrationDocuments"
              purpose="other"
              value={c.registrationDocuments}
              error={error('registrationDocumentUploadIds')}
              onChange={(next) =>
                update((v) => {
                  v.vehicle.registrationDocuments = next;
                })
              }
            />
            <PhotoField
              label={t`Driver's licence photo (optional)`}
              memberId={memberId}
              field="apply:driverLicenses"
              purpose="other"
              value={c.driverLicenses}
              error={error('driverLicenseUploadIds')}
              onChange={(next) =>
                update((v) => {
                  v.vehicle.driverLicenses = next;
                })
              }
            />
          </div>
        </>
      ) : null}
    </>
  );
}

export function ContactsStep({ values, update, error }: StepProps) {
  const { t } = useLingui();
  const contacts = values.contacts;
  const listError = error('contacts');
  return (
    <>
      <p className="muted">
        <Trans>People we may contact about your application: at least one, at most {MAX_CONTACTS}.</Trans>
      </p>
      {listError ? (
        <p className="form-error" role="alert">
          {listError}
        </p>
      ) : null}
      {contacts.map((contact, index) => {
        const number = index + 1;
        const at = (field: string) => error(`contacts.${index}.${field}`);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: contacts have no identity but their place in the list
          <fieldset key={index} className="card wizard-contact">
            <legend className="wizard-contact__legend">
              <Trans>Contact {number}</Trans>
            </legend>
            <div className="wizard-grid">
              <TextField
                label={<Trans>Relationship</Trans>}
                name={`contacts.${index}.relationship`}
                value={contact.relationship}
                error={at('relationship')}
                onChange={(event) =>
                  update((v) => {
                    (v.contacts[index] as typeof contact).relationship = event.target.value;
                  })
                }
              />
              <TextField
                label={<Trans>Name</Trans>}
                name={`contacts.${index}.name`}
                value={contact.name}
                error={at('name')}
                onChange={(event) =>
                  update((v) => {
                    (v.contacts[index] as typeof contact).name = event.target.value;
                  })
                }
              />
              <TextField
                label={<Trans>Phone</Trans>}
                name={`contacts.${index}.phone`}
                type="tel"
                value={contact.phone}
                error={at('phone')}
                onChange={(event) =>
                  update((v) => {
                    (v.contacts[index] as typeof contact).phone = event.target.value;
                  })
                }
              />
              <TextField
                label={<Trans>Employer</Trans>}
                name={`contacts.${index}.employer`}
                value={contact.employer}
                error={at('employer')}
                onChange={(event) =>
                  update((v) => {
                    (v.contacts[index] as typeof contact).employer = event.target.value;
                  })
                }
              />
            </div>
            {contacts.length > 1 ? (
              <button
                type="button"
                className="button button--secondary"
                aria-label={t`Remove contact ${number}`}
                onClick={() => update((v) => void v.contacts.splice(index, 1))}
              >
                <Trans>Remove</Trans>
              </button>
            ) : null}
          </fieldset>
        );
      })}
      {contacts.length < MAX_CONTACTS ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => update((v) => void v.contacts.push(emptyContact()))}
        >
          <Trans>Add another contact</Trans>
        </button>
      ) : null}
    </>
  );
}
