import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { kycDecisionResponse } from '../../../domain/api/operator';
import { formatDate } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { kycLabels } from '../../ui/member/state-labels';
import { Screen } from '../../ui/screen';
import { BackToQueue } from '../shared/back-to-queue';
import { ClaimNotice, useClaim } from '../shared/claim';
import { ConfirmButton, useOpsAction, useReloadAll } from '../shared/ops-action';
import { postAction } from '../shared/ops-queries';
import { Picture, uploadUrl } from '../shared/picture';
import { QueryState } from '../shared/query-state';
import { ReasonAction, type ReasonBody } from '../shared/reason-action';
import { kycOfQuery } from './identity-queries';
import { typedIdentity } from './typed-identity';

/** One identity check: both ID photos large beside what the borrower typed; confirm, or reject with a reason. */
export function IdentityCheckScreen({ memberId }: { memberId: number }) {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const claim = useClaim('kyc', memberId);
  const query = useQuery(kycOfQuery(memberId));
  const item = query.data;
  const version = item?.version;
  const confirm = useOpsAction((_: object, key: string) =>
    postAction(`/operator/kyc/${memberId}/confirm`, { version }, key, kycDecisionResponse),
  );
  const reject = useOpsAction((body: ReasonBody, key: string) =>
    postAction(`/operator/kyc/${memberId}/reject`, { ...body, version }, key, kycDecisionResponse),
  );
  const reload = useReloadAll();
  const typed = typedIdentity(item?.base, item?.kyc);
  const decided = confirm.result ?? reject.result;
  const open = item?.kycStatus === 'PENDING' && !decided;
  const dob = typed.dateOfBirth ? formatDate(`${typed.dateOfBirth}T12:00:00Z`, lang) : null;
  return (
    <Screen
      title={<Trans>Identity check</Trans>}
      lead={item?.email}
      width="wide"
      testId="ops-identity-check"
      actions={<BackToQueue href="/ops/identity" />}
    >
      <ClaimNotice claim={claim} />
      <QueryState query={query}>
        {item ? (
          <div className="ops-check">
            <div className="ops-pictures">
              {typed.frontId !== null ? (
                <Picture url={uploadUrl(typed.frontId)} alt={t`ID card, front`} testId="id-front" />
              ) : (
                <p className="notice notice--warning">
                  <Trans>No photo of the front was submitted.</Trans>
                </p>
              )}
              {typed.backId !== null ? (
                <Picture url={uploadUrl(typed.backId)} alt={t`ID card, back`} testId="id-back" />
              ) : (
                <p className="notice notice--warning">
                  <Trans>No photo of the back was submitted.</Trans>
                </p>
              )}
            </div>
            <section className="card ops-card ops-check__facts" aria-labelledby="typed-title">
              <h2 id="typed-title" className="card__title">
                <Trans>As the borrower typed it</Trans>
              </h2>
              <dl className="ops-facts ops-facts--large" data-testid="typed-identity">
                <div className="ops-facts__row">
                  <dt>
                    <Trans>Name</Trans>
                  </dt>
                  <dd>{typed.name ?? '—'}</dd>
                </div>
                <div className="ops-facts__row">
                  <dt>
                    <Trans>Date of birth</Trans>
                  </dt>
                  <dd>{dob ?? '—'}</dd>
                </div>
                <div className="ops-facts__row">
                  <dt>
                    <Trans>Nationality</Trans>
                  </dt>
                  <dd>{typed.nationality ?? '—'}</dd>
                </div>
                <div className="ops-facts__row">
                  <dt>
                    <Trans>ID number</Trans>
                  </dt>
                  <dd>
                    <code>{typed.idNumber ?? '—'}</code>
                  </dd>
                </div>
                <div className="ops-facts__row">
                  <dt>
                    <Trans>State</Trans>
                  </dt>
                  <dd>{i18n._(kycLabels[item.kycStatus])}</dd>
                </div>
              </dl>
              {item.kycRejectReason ? (
                <p className="muted">
                  <Trans>Last rejected because: {item.kycRejectReason}</Trans>
                </p>
              ) : null}
              {open ? (
                <>
                  <ConfirmButton
                    testId="confirm-identity"
                    label={<Trans>Confirm identity…</Trans>}
                    question={
                      <Trans>
                        Confirm that the photos show {typed.name ?? item.email}, with the details typed? Their
                        signed loans can then be paid out.
                      </Trans>
                    }
                    confirmLabel={<Trans>Yes, confirm</Trans>}
                    action={{ ...confirm, run: () => confirm.run({}) }}
                    done={null}
                    onReload={reload}
                  />
                  <ReasonAction
                    list="kyc"
                    testId="reject-identity"
                    openLabel={<Trans>Reject…</Trans>}
                    confirmLabel={<Trans>Yes, reject</Trans>}
                    question={(reason) => (
                      <Trans>Reject this identity check because “{reason}”? The borrower reads why.</Trans>
                    )}
                    action={reject}
                    done={null}
                    onReload={reload}
                  />
                </>
              ) : null}
              {confirm.result ? (
                <div className="notice" role="status" data-testid="action-result">
                  <Trans>Identity confirmed.</Trans>
                </div>
              ) : reject.result ? (
                <div className="notice" role="status" data-testid="action-result">
                  <Trans>Identity check rejected. The borrower has been told why.</Trans>
                </div>
              ) : !open ? (
                <p className="muted">
                  <Trans>This identity check is not waiting for a decision.</Trans>
                </p>
              ) : null}
            </section>
          </div>
        ) : null}
      </QueryState>
    </Screen>
  );
}
