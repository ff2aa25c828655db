import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Member } from '../../../domain/api/members';
import { formatDate } from '../../lib/format';
import { useLanguage } from '../../lib/language';
import { memberInfoQuery } from '../../lib/member-queries';
import { useUser } from '../../lib/session-store';
import { Card, Screen } from '../../ui/screen';
import { type AccountSection, accountSections } from './account-centre-layout';
import { kycLabels } from './kyc-labels';

const filledOf: Record<AccountSection, (member: Member) => boolean> = {
  basic: (m) => m.base !== null,
  address: (m) => m.contactAddress !== null,
  work: (m) => m.employment !== null,
  family: (m) => m.family !== null,
  house: (m) => m.estate !== null,
  car: (m) => m.car !== null,
  contact: (m) => (m.contacts?.length ?? 0) > 0,
  verified: (m) => m.kyc !== null,
};

/** One section of the member's profile as stored: what is on file, or that nothing is yet. */
export function AccountSectionScreen({ section }: { section: AccountSection }) {
  const { i18n } = useLingui();
  const lang = useLanguage();
  const user = useUser();
  const query = useQuery(memberInfoQuery(user.id));
  const member = query.data ?? user.member;
  const meta = accountSections.find((entry) => entry.id === section)!;
  const filled = member ? filledOf[section](member) : false;
  return (
    <Screen title={i18n._(meta.label)} testId={`account-${section}`}>
      <Card>
        {section === 'verified' && member ? (
          <p data-testid="kyc-state">
            <Trans>Status:</Trans> <strong>{i18n._(kycLabels[member.kycStatus])}</strong>
            {member.kycRejectReason ? ` — ${member.kycRejectReason}` : ''}
          </p>
        ) : null}
        {filled && member ? (
          <SectionFacts section={section} member={member} lang={lang} />
        ) : (
          <p>
            <Trans>
              You have not given us this information yet. We ask for it when you apply for a loan.
            </Trans>
          </p>
        )}
      </Card>
      <Link to="/member/centre" className="button button--secondary">
        <Trans>Back to my account</Trans>
      </Link>
    </Screen>
  );
}

function SectionFacts({
  section,
  member,
  lang,
}: {
  section: AccountSection;
  member: Member;
  lang: 'en' | 'cn' | 'tw';
}) {
  if (section === 'basic' && member.base) {
    const { firstName, lastName, dateOfBirth, city } = member.base;
    return (
      <dl className="facts">
        <div>
          <dt>
            <Trans>Name</Trans>
          </dt>
          <dd>
            {firstName} {lastName}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Date of birth</Trans>
          </dt>
          <dd>{formatDate(dateOfBirth, lang)}</dd>
        </div>
        <div>
          <dt>
            <Trans>City</Trans>
          </dt>
          <dd>{city}</dd>
        </div>
      </dl>
    );
  }
  if (section === 'address' && member.contactAddress) {
    const { address, city, postcode, yearsAtAddress } = member.contactAddress;
    return (
      <dl className="facts">
        <div>
          <dt>
            <Trans>Address</Trans>
          </dt>
          <dd>
            {address}, {city} {postcode}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Years at this address</Trans>
          </dt>
          <dd>{yearsAtAddress}</dd>
        </div>
      </dl>
    );
  }
  if (section === 'contact' && member.contacts) {
    return (
      <ul className="plain-list">
        {member.contacts.map((contact) => (
          <li key={`${contact.name}-${contact.phone}`}>
            {contact.name} · {contact.relationship}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <p>
      <Trans>We have this information on file. You can update it when you next apply.</Trans>
    </p>
  );
}
