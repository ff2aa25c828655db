import { Trans, useLingui } from '@lingui/react/macro';
import { type ContactPerson, contactsSchema, MAX_CONTACTS } from '../../domain/api/profile';
import { accountSectionLabel } from '../ui/member/account-sections';
import { TextField } from '../ui/text-field';
import type { FieldsProps, ProfileSection, ViewProps } from './profile-section';
import { SectionFacts } from './section-facts';
import './profile-fields.css';

export interface ContactValues {
  relationship: string;
  name: string;
  phone: string;
  employer: string;
}
export interface ContactsValues {
  contacts: ContactValues[];
}

export const emptyContact = (): ContactValues => ({ relationship: '', name: '', phone: '', employer: '' });

function useContactLabels() {
  const { t } = useLingui();
  return { relationship: t`Relationship`, name: t`Name`, phone: t`Phone`, employer: t`Employer` };
}

const fieldOrder = ['relationship', 'name', 'phone', 'employer'] as const;

function ContactsFields({ values, set, error }: FieldsProps<ContactsValues>) {
  const { t } = useLingui();
  const label = useContactLabels();
  const contacts = values.contacts;
  const change = (index: number, field: keyof ContactValues, value: string) =>
    set(
      'contacts',
      contacts.map((contact, i) => (i === index ? { ...contact, [field]: value } : contact)),
    );
  const listError = error('contacts');
  return (
    <>
      {listError ? (
        <p className="form-error" role="alert">
          {listError}
        </p>
      ) : null}
      {contacts.map((contact, index) => {
        const number = index + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a contact has no id; its place in the list is its identity
          <fieldset key={index} className="profile-contact" data-testid={`contact-${number}`}>
            <legend className="profile-contact__title">{t`Contact ${number}`}</legend>
            {fieldOrder.map((field) => (
              <TextField
                key={field}
                label={label[field]}
                name={`contacts.${index}.${field}`}
                type={field === 'phone' ? 'tel' : undefined}
                inputMode={field === 'phone' ? 'tel' : undefined}
                value={contact[field]}
                onChange={(event) => change(index, field, event.target.value)}
                error={error(`contacts.${index}.${field}`)}
              />
            ))}
            {contacts.length > 1 ? (
              <button
                type="button"
                className="link-button"
                onClick={() =>
                  set(
                    'contacts',
                    contacts.filter((_, i) => i !== index),
                  )
                }
              >
                {t`Remove contact ${number}`}
              </button>
            ) : null}
          </fieldset>
        );
      })}
      {contacts.length < MAX_CONTACTS ? (
        <button
          type="button"
          className="button button--secondary button--block"
          onClick={() => set('contacts', [...contacts, emptyContact()])}
        >
          <Trans>Add another contact</Trans>
        </button>
      ) : (
        <p className="muted">
          <Trans>You can name up to {MAX_CONTACTS} contacts.</Trans>
        </p>
      )}
    </>
  );
}

function ContactsView({ data }: ViewProps<{ contacts: ContactPerson[] }>) {
  const { t } = useLingui();
  const label = useContactLabels();
  return (
    <div data-testid="profile-contacts">
      {data.contacts.map((contact, index) => {
        const number = index + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a contact has no id; its place in the list is its identity
          <section key={index} aria-label={t`Contact ${number}`}>
            <h4 className="profile-contact__title">{t`Contact ${number}`}</h4>
            <SectionFacts facts={fieldOrder.map((field) => [label[field], contact[field]])} />
          </section>
        );
      })}
    </div>
  );
}

/** People the lender may call if it cannot reach the borrower: at least one, at most MAX_CONTACTS. */
export const contactsSection: ProfileSection<ContactsValues, { contacts: ContactPerson[] }> = {
  id: 'contacts',
  title: accountSectionLabel('contact'),
  schema: contactsSchema,
  photoFields: [],
  stored: (member) => (member.contacts && member.contacts.length > 0 ? { contacts: member.contacts } : null),
  valuesOf(member) {
    const stored = member?.contacts;
    return {
      contacts: stored && stored.length > 0 ? stored.map((contact) => ({ ...contact })) : [emptyContact()],
    };
  },
  bodyOf(values) {
    return { contacts: values.contacts.map((contact) => ({ ...contact })) };
  },
  Fields: ContactsFields,
  View: ContactsView,
};
