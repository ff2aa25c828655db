import { Trans, useLingui } from '@lingui/react/macro';
import { checkmarkCircleOutline, closeCircleOutline, hourglassOutline, idCardOutline } from 'ionicons/icons';
import type { Member } from '../../domain/api/members';
import { kycSchema } from '../../domain/api/profile';
import { M } from '../../domain/messages';
import { PhotoField, type PhotoRef } from '../offline/member/photo-field';
import { Icon } from '../ui/icon';
import { kycLabels } from '../ui/member/kyc-labels';
import { Card } from '../ui/screen';
import { TextField } from '../ui/text-field';
import { photoIds, SectionForm, SectionScreen, useMember, useSectionForm } from './section-form';
import { SectionLoading } from './section-loading';

export interface KycValues {
  realName: string;
  idNumber: string;
  idFrontUploadId: PhotoRef[];
  idBackUploadId: PhotoRef[];
}

/** A refused check starts again from what was sent; a first one from the name and ID on the profile. */
export function kycValuesOf(member: Member): KycValues {
  const sent = member.kyc;
  const base = member.base;
  return {
    realName: sent?.realName ?? (base ? `${base.firstName} ${base.lastName}` : ''),
    idNumber: sent?.idNumber ?? base?.idNumber ?? '',
    idFrontUploadId: [],
    idBackUploadId: [],
  };
}

export function kycBodyOf(values: KycValues) {
  return {
    realName: values.realName,
    idNumber: values.idNumber,
    idFrontUploadId: photoIds(values.idFrontUploadId)[0],
    idBackUploadId: photoIds(values.idBackUploadId)[0],
  };
}

/** Shows all but the last four characters as dots: enough to recognise, not enough to copy. */
export function maskedIdNumber(idNumber: string): string {
  const clean = idNumber.replace(/\s/g, '');
  return clean.length <= 4 ? clean : `${'•'.repeat(clean.length - 4)}${clean.slice(-4)}`;
}

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
  const kyc = member.kyc;
  if (!kyc) return null;
  return (
    <dl className="facts">
      <div>
        <dt>
          <Trans>Real name</Trans>
        </dt>
        <dd>{kyc.realName}</dd>
      </div>
      <div>
        <dt>
          <Trans>ID number</Trans>
        </dt>
        <dd>{maskedIdNumber(kyc.idNumber)}</dd>
      </div>
    </dl>
  );
}

export function KycForm({ member }: { member: Member }) {
  const { t } = useLingui();
  const form = useSectionForm(member, {
    route: 'updateKyc',
    draft: 'account:verified',
    schema: kycSchema,
    valuesOf: kycValuesOf,
    bodyOf: kycBodyOf,
    photoFields: ['idFrontUploadId', 'idBackUploadId'],
    successCode: M.applySubmitted,
  });
  const { values, set, error } = form;
  return (
    <SectionForm
      form={form}
      onSubmit={(event) => void form.submit(event)}
      testId="kyc-form"
      submitLabel={<Trans>Send for checking</Trans>}
    >
      <TextField
        label={t`Real name`}
        name="realName"
        autoComplete="name"
        value={values.realName}
        onChange={(event) => set('realName', event.target.value)}
        error={error('realName')}
      />
      <p className="muted field-hint">
        <Trans>Your full name exactly as it is written on your ID.</Trans>
      </p>
      <TextField
        label={t`ID number`}
        name="idNumber"
        autoCapitalize="characters"
        spellCheck={false}
        value={values.idNumber}
        onChange={(event) => set('idNumber', event.target.value)}
        error={error('idNumber')}
      />
      <PhotoField
        label={t`ID photo (front)`}
        memberId={form.memberId}
        field="account.kyc.idFront"
        purpose="idPhoto"
        max={1}
        value={values.idFrontUploadId}
        onChange={(next) => set('idFrontUploadId', next)}
        error={error('idFrontUploadId')}
      />
      <PhotoField
        label={t`ID photo (back)`}
        memberId={form.memberId}
        field="account.kyc.idBack"
        purpose="idPhoto"
        max={1}
        value={values.idBackUploadId}
        onChange={(next) => set('idBackUploadId', next)}
        error={error('idBackUploadId')}
      />
    </SectionForm>
  );
}
