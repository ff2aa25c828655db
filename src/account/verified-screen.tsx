import { Trans, useLingui } from '@lingui/react/macro';
import { checkmarkCircleOutline, closeCircleOutline, hourglassOutline, idCardOutline } from 'ionicons/icons';
import type { Member } from '../../domain/api/members';
import { M } from '../../domain/messages';
import { useLanguage } from '../lib/i18n/language';
import { type IdentityValues, identitySection } from '../profile/identity-section';
import { Icon } from '../ui/icon';
import { messageText } from '../ui/member/field-message';
import { kycLabels } from '../ui/member/state-labels';
import { Card } from '../ui/screen';
import { SectionScreen, useMember } from './section-form';
import { SectionLoading } from './section-loading';
import { type AccountForm, ProfileForm } from './section-screens';

export function VerifiedScreen() {
  const member = useMember();
  return (
    <SectionScreen
      section="verified"
      lead={
        <Trans>
          We confirm who you are once, with your name, your ID number and photos of both sides of your ID. It
          protects you from someone borrowing in your name.
        </Trans>
      }
    >
      {member ? <KycStatusCard member={member} /> : <SectionLoading />}
      {member && (member.kycStatus === 'UNVERIFIED' || member.kycStatus === 'REJECTED') ? (
        <KycForm member={member} />
      ) : null}
    </SectionScreen>
  );
}

const statusIcons = {
  UNVERIFIED: idCardOutline,
  PENDING: hourglassOutline,
  VERIFIED: checkmarkCircleOutline,
  REJECTED: closeCircleOutline,
} as const;

/** Where the check stands, and what happens next, in plain words. */
export function KycStatusCard({ member }: { member: Member }) {
  const { i18n } = useLingui();
  const lang = useLanguage();
  const status = member.kycStatus;
  const reason = member.kycRejectReason;
  return (
    <Card className={`kyc-status kyc-status--${status.toLowerCase()}`}>
      <div className="kyc-status__head">
        <Icon icon={statusIcons[status]} className="kyc-status__icon" />
        <p className="kyc-status__label">
          <Trans>Status:</Trans> <strong data-testid="kyc-state">{i18n._(kycLabels[status])}</strong>
        </p>
      </div>
      {status === 'UNVERIFIED' ? (
        <p>
          <Trans>
            You have not checked your identity yet. Fill in the form below and send it: our team checks it
            within 1 to 3 working days. You need a checked identity before we can pay out a loan.
          </Trans>
        </p>
      ) : null}
      {status === 'PENDING' ? (
        <>
          <p>
            <Trans>
              We have your details and photos. Our team checks them within 1 to 3 working days and we will
              send you a message when it is done. There is nothing you need to do meanwhile.
            </Trans>
          </p>
          {member.kyc ? <KycFacts member={member} /> : null}
        </>
      ) : null}
      {status === 'VERIFIED' ? (
        <>
          <p>
            <Trans>Your identity is confirmed. You do not need to do this again.</Trans>
          </p>
          {member.kyc ? <KycFacts member={member} /> : null}
        </>
      ) : null}
      {status === 'REJECTED' ? (
        <>
          {/* SPEC §5's words for a refused real-name authentication, then the reviewer's own. */}
          <p className="kyc-status__failed" data-testid="kyc-failed">
            <strong>{messageText(i18n, M.authFailed, lang)}</strong>
          </p>
          {reason ? (
            <p className="notice notice--warning" data-testid="kyc-reason">
              <Trans>Reason: {reason}</Trans>
            </p>
          ) : null}
          <p>
            <Trans>
              Check your name and ID number below, take new photos of both sides of your ID (all four corners
              in the picture, no glare) and send them again.
            </Trans>
          </p>
        </>
      ) : null}
    </Card>
  );
}

function KycFacts({ member }: { member: Member }) {
  if (!member.kyc) return null;
  return <identitySection.View data={member.kyc} masked />;
}

const identityForm: AccountForm<IdentityValues> = {
  section: identitySection,
  place: 'verified',
  route: 'updateKyc',
  successCode: M.applySubmitted,
  submitLabel: <Trans>Send for checking</Trans>,
  testId: 'kyc-form',
};

export function KycForm({ member }: { member: Member }) {
  return <ProfileForm member={member} form={identityForm} />;
}
