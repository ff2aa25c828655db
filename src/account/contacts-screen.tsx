import { Trans, useLingui } from '@lingui/react/macro';
import type { Member } from '../../domain/api/members';
import { contactsSchema, MAX_CONTACTS } from '../../domain/api/profile';
import { M } from '../../domain/messages';
import { TextField } from '../ui/text-field';
import { SectionForm, SectionScreen, useMember, useSectionForm } from './section-form';
import { SectionLoading } from './section-loading';

export interface ContactValues {
  relationship: string;
  name: string;
  phone: string;
  employer: string;
}
export interface ContactsValues {
  contacts: ContactValues[];
}

const emptyContact: ContactValues = { relationship: '', name: '', phone: '', employer: '' };

export function contactsValuesOf(member: Member): ContactsValues {
  const stored = member.contacts;
  return { contacts: stored && stored.length > 0 ? stored.map((c) => ({ ...c })) : [{ ...emptyContact }] };
}

export function contactsBodyOf(values: ContactsValues) {
  return { contacts: values.contacts };
}

export function ContactsScreen() {
  const member = useMember();
  return (
    <SectionScreen
      section="contact"
      lead={
        <Trans>
          People we may call if we cannot reach you. Tell them you have named them; we never discuss your loan
          with them.
        </Trans>
      }
    >
      {member ? <ContactsForm member={member} /> : <SectionLoading />}
    </SectionScreen>
  );
}

export function ContactsForm({ member }: { member: Member }) {
  const { t } = useLingui();
  const form = useSectionForm(member, {
    route: 'saveOrUpdateContactInfo',
    draft: 'account:contact',
    schema: contactsSchema,
    valuesOf: contactsValuesOf,
    bodyOf: contactsBodyOf,
    successCode: M.saveSuccess,
  });
  const { values, set, error } = form;
  const contacts = values.contacts;
  const update = (index: number, field: keyof ContactValues, value: string) =>
    set(
      'contacts',
      contacts.map((contact, i) => (i === index ? { ...contact, [field]: value } : contact)),
    );
  const listError = error('contacts');
  return (
    <SectionForm form={form} onSubmit={(event) => void form.submit(event)} testId="contacts-form">
      {listError ? (
        <p className="form-error" role="alert">
          {listError}
        </p>
      ) : null}
      {contacts.map((contact, index) => {
        const number = index + 1;
        const path = (field: keyof ContactValues) => `contacts.${index}.${field}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a contact has no id; its place in the list is its identity
          <fieldset key={index} className="contact-card" data-testid={`contact-${number}`}>
            <legend className="contact-card__title">{t`Contact ${number}`}</legend>
            <TextField
              label={t`Name`}
              name={`contact-${number}-name`}
              value={contact.name}
              onChange={(event) => update(index, 'name', event.target.value)}
              error={error(path('name'))}
            />
            <TextField
              label={t`Relationship`}
              name={`contact-${number}-relationship`}
              value={contact.relationship}
              onChange={(event) => update(index, 'relationship', event.target.value)}
              error={error(path('relationship'))}
            />
            <TextField
              label={t`Phone`}
              name={`contact-${number}-phone`}
              type="tel"
              inputMode="tel"
              value={contact.phone}
              onChange={(event) => update(index, 'phone', event.target.value)}
              error={error(path('phone'))}
            />
            <TextField
              label={t`Employer`}
              name={`contact-${number}-employer`}
              value={contact.employer}
              onChange={(event) => update(index, 'employer', event.target.value)}
              error={error(path('employer'))}
            />
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
          onClick={() => set('contacts', [...contacts, { ...emptyContact }])}
        >
          <Trans>Add another contact</Trans>
        </button>
      ) : (
        <p className="muted">
          <Trans>You can name up to {MAX_CONTACTS} contacts.</Trans>
        </p>
      )}
    </SectionForm>
  );
}
