import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FocusEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isRepaymentMethod } from '../../domain/loan/methods';
import { poundsInputText } from '../../domain/money-input';
import { formatMoment } from '../lib/i18n/format';
import { useLanguage } from '../lib/i18n/language';
import { loanDetailQuery } from '../lib/queries/loan-queries';
import { memberInfoQuery } from '../lib/queries/member-queries';
import { useOnline } from '../lib/stores/online-state';
import { useUser } from '../lib/stores/session-store';
import { useWaited } from '../lib/use-waited';
import { useWaitForPhotos } from '../offline/member/photos-preparing';
import { Card, Screen } from '../ui/screen';
import { type Blocker, useApplyBlocker } from './apply-blockers';
import { BlockedNotice } from './blocked-notice';
import { LoanStep } from './steps/loan-step';
import { profileStepComponents } from './steps/profile-steps';
import { ReviewStep } from './steps/review-step';
import type { StepProps } from './steps/step-props';
import { type LoadState, useWizardDraft } from './use-wizard-draft';
import { stepNames, wizardMessageText } from './wizard-labels';
import {
  carryAddressForward,
  checkStep,
  isEligibilityMessage,
  payoutToOf,
  type StepId,
  stepIds,
} from './wizard-model';
import { loanConfigQuery } from './wizard-queries';
import './wizard.css';

export interface WizardSearch {
  step?: StepId;
  /** From the calculator: the loan it showed. */
  amount?: number;
  term?: number;
  method?: string;
  /** A rejected application to reopen. */
  resubmit?: number;
}

/**
 * How long /apply waits for the profile and the loans before it opens the form anyway (the server still
 * refuses an application the loans block; the device's copies usually answer first).
 */
const ANSWER_WAIT_MS = 500;

/** /apply: the application, step by step, saved as it is typed (see use-wizard-draft). */
export function ApplyWizardScreen({ search }: { search: WizardSearch }) {
  const { t } = useLingui();
  const user = useUser();
  const memberId = user.id;
  const memberQuery = useQuery({ ...memberInfoQuery(memberId), meta: { silent: true } });
  const online = useOnline();
  const member = memberQuery.data ?? user.member;
  const waited = useWaited(ANSWER_WAIT_MS);
  // Prefill needs the profile: wait for its answer, unless the device has a copy, there is no network to
  // give one, or it is slow to come (the profile is then filled in from the session's copy, if any).
  const memberSettled =
    member !== null || !memberQuery.isPending || !online || memberQuery.fetchStatus !== 'fetching' || waited;
  const { blocker, checking } = useApplyBlocker(memberId, waited);

  if (checking || !memberSettled) {
    return (
      <Screen title={t`Apply for a loan`} width="narrow" testId="apply-loading">
        <p className="muted" aria-busy="true">
          <Trans>Opening your application…</Trans>
        </p>
      </Screen>
    );
  }
  // "Apply again" from a declined application starts the same 3-month wait as any new application.
  if (blocker && (!search.resubmit || blocker.kind === 'reapplyWait')) return <Blocked blocker={blocker} />;
  return <Wizard search={search} memberId={memberId} member={member} />;
}

function Blocked({ blocker }: { blocker: Blocker }) {
  const { t } = useLingui();
  return (
    <Screen title={t`Apply for a loan`} width="narrow" testId="apply-blocked">
      <BlockedNotice blocker={blocker} />
    </Screen>
  );
}

function Wizard({
  search,
  memberId,
  member,
}: {
  search: WizardSearch;
  memberId: number;
  member: Parameters<typeof useWizardDraft>[1];
}) {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const navigate = useNavigate();
  const wizard = useWizardDraft(memberId, member);
  const { draft, load, change, updateValues } = wizard;
  const config = useQuery(loanConfigQuery()).data ?? null;
  const [attempted, setAttempted] = useState<ReadonlySet<StepId>>(new Set());
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const step: StepId = search.step ?? draft?.step ?? 'loan';
  const index = stepIds.indexOf(step);
  const resubmitted = useQuery({
    ...loanDetailQuery(memberId, search.resubmit ?? 0),
    meta: { silent: true },
  });

  // The URL names the step; a bare /apply resumes where the draft stopped. Calculator figures are taken once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the draft's step or the URL changes, not on every keystroke
  useEffect(() => {
    if (!draft) return;
    const { amount, term, method } = search;
    if (amount !== undefined || term !== undefined || method !== undefined) {
      change((next) => {
        if (amount !== undefined) next.values.loan.amount = poundsInputText(amount);
        if (term !== undefined) next.values.loan.termMonths = String(term);
        if (isRepaymentMethod(method)) next.values.loan.method = method;
        next.step = 'loan';
      });
      void navigate({ to: '/apply', search: { step: 'loan' }, replace: true });
      return;
    }
    if (!search.step) void navigate({ to: '/apply', search: { step: draft.step }, replace: true });
    else if (draft.step !== search.step)
      change((next) => {
        next.step = step;
      }, false);
  }, [draft?.step, search.step, search.amount, search.term, search.method]);

  // Reopening a rejected application: its loan choices come back, under a new key.
  const rejected = resubmitted.data?.status === 'REJECTED' ? resubmitted.data : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per rejected application, not on every keystroke
  useEffect(() => {
    if (!draft || !rejected || draft.resubmitOf === rejected.loanId) return;
    change((next) => {
      next.resubmitOf = rejected.loanId;
      next.idempotencyKey = crypto.randomUUID();
      next.quote = null;
      next.values.loan = {
        amount: poundsInputText(rejected.amount),
        termMonths: String(rejected.termMonths),
        method: rejected.method,
        purpose: rejected.purpose,
        receivingAddress: rejected.receivingAddress,
      };
      next.values.consent = { terms: false, agreement: false };
    });
  }, [draft?.resubmitOf, rejected?.loanId]);

  // A new step: keyboard and screen-reader users start at its name, not at the button they pressed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step is the trigger
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, [step]);

  const storageNotice = useOnceAWizard(wizard.storageRefused, draft?.idempotencyKey ?? null, step);
  // A borrower paid into their bank account is asked for no USDT address (decision 099).
  const payoutTo = payoutToOf(member);
  const errors = useMemo(
    () => (draft ? checkStep(step, draft.values, config, undefined, payoutTo) : {}),
    [draft, step, config, payoutTo],
  );
  // Next pressed while a photo is still being prepared checks the step once the photo is in it.
  const photos = useWaitForPhotos(() => onNextRef.current());
  const onNextRef = useRef(() => {});
  const error = useCallback(
    (path: string) => {
      const code = errors[path];
      if (!code) return null;
      // The USDT address is checked as it is typed; other fields once left, or when Next is pressed. An
      // eligibility rule speaks as soon as the value it reads is there (filled from the profile, a whole
      // date of birth), except on the field still being typed in.
      const typing = path === 'receivingAddress' && (draft?.values.loan.receivingAddress ?? '') !== '';
      const beingTyped = (document.activeElement as HTMLInputElement | null)?.name === path;
      const ruleKnown = isEligibilityMessage(code) && !beingTyped;
      // Touched is per step: steps share field names (the basic step's address and the address step's).
      if (!attempted.has(step) && !touched.has(`${step}:${path}`) && !typing && !ruleKnown) return null;
      return wizardMessageText(i18n, code, lang);
    },
    [errors, attempted, touched, step, i18n, lang, draft?.values.loan.receivingAddress],
  );

  if (!draft || load.status === 'loading') {
    return (
      <Screen title={t`Apply for a loan`} width="narrow" testId="apply-loading">
        <p className="muted" aria-busy="true">
          <Trans>Opening your application…</Trans>
        </p>
      </Screen>
    );
  }

  const goTo = (next: StepId) => void navigate({ to: '/apply', search: { step: next } });
  const onNext = () => {
    if (photos.deferred()) return;
    if (Object.keys(errors).length > 0) {
      setAttempted((current) => new Set(current).add(step));
      // After the messages render: the first field to fix takes the focus.
      requestAnimationFrame(() => {
        const invalid = document.querySelector<HTMLElement>('.wizard-step [aria-invalid="true"]');
        // A radio group is marked as a whole: its first choice takes the focus.
        const control = invalid?.matches('input, select, textarea')
          ? invalid
          : invalid?.querySelector<HTMLElement>('input, select, textarea');
        control?.focus();
      });
      return;
    }
    const next = stepIds[index + 1];
    // The address given on the basic step is where the borrower lives: the address step opens with it.
    if (next === 'address') change((draftNext) => carryAddressForward(draftNext.values));
    if (next) goTo(next);
  };
  onNextRef.current = onNext;
  const onSaveAndExit = async () => {
    setSaving(true);
    const where = await wizard.saveAndExit();
    setSaving(false);
    void navigate({ to: '/apply/save', search: { where } });
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const name = (event.target as HTMLInputElement).name;
    const key = `${step}:${name}`;
    if (name && !touched.has(key)) setTouched((current) => new Set(current).add(key));
  };

  const props: StepProps = { draft, values: draft.values, memberId, member, error, update: updateValues };
  const stepName = i18n._(stepNames[step]);
  const number = index + 1;
  const total = stepIds.length;
  const Body = step === 'loan' || step === 'review' ? null : profileStepComponents[step];

  return (
    <Screen title={t`Apply for a loan`} width="normal" testId="apply-wizard">
      <ResumeNotice load={load} />
      {storageNotice.shownOn === step ? (
        <p className="notice wizard-notice" role="status" data-testid="apply-storage-refused">
          <Trans>
            This browser may clear saved data when the device runs short of space, so anything not yet sent
            could be lost. Submit, or use "Save and exit" while online to keep a copy in your account.
          </Trans>
        </p>
      ) : null}
      {rejected ? (
        <p className="notice wizard-notice" role="status" data-testid="apply-resubmit">
          <Trans>
            You are resubmitting application {rejected.loanId}, which was not approved
            {rejected.rejectionReason ? `: ${rejected.rejectionReason}` : ''}. Check and change what you need,
            then submit again.
          </Trans>
        </p>
      ) : null}
      <div className="wizard-progress" data-testid="wizard-progress">
        <p className="wizard-progress__text">
          <Trans>
            Step {number} of {total}
          </Trans>
          <span aria-hidden="true"> · </span>
          <span className="wizard-progress__name">{stepName}</span>
        </p>
        <div className="wizard-progress__bar" aria-hidden="true">
          <span style={{ width: `${(number / total) * 100}%` }} />
        </div>
      </div>
      <Card className="wizard-step">
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="card__title wizard-step__title"
          data-testid="wizard-step"
        >
          {stepName}
        </h2>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: only listens for fields being left */}
        <div onBlur={onBlur} data-step={step}>
          {step === 'loan' ? <LoanStep {...props} config={config} /> : null}
          {Body ? <Body {...props} /> : null}
          {step === 'review' ? (
            <ReviewStep
              {...props}
              config={config}
              member={member}
              onEdit={goTo}
              discard={wizard.discard}
              flush={wizard.flush}
              remember={(quote, idempotencyKey) =>
                change((next) => Object.assign(next, { quote, idempotencyKey }), false)
              }
            />
          ) : null}
        </div>
      </Card>
      <div className="wizard-nav">
        {index > 0 ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => goTo(stepIds[index - 1] as StepId)}
          >
            <Trans>Previous</Trans>
          </button>
        ) : null}
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void onSaveAndExit()}
          disabled={saving}
        >
          <Trans>Save and exit</Trans>
        </button>
        {step !== 'review' ? (
          <button
            type="button"
            className="button button--primary"
            onClick={onNext}
            disabled={photos.waiting}
            aria-busy={photos.waiting}
          >
            {photos.waiting ? <Trans>Sending your photos…</Trans> : <Trans>Next</Trans>}
          </button>
        ) : null}
      </div>
      <p className="muted wizard-autosave" data-testid="wizard-saved" data-state={wizard.saveState}>
        {wizard.saveState === 'saving' ? (
          <Trans>Saving…</Trans>
        ) : (
          <Trans>Everything you enter is saved on this device as you go, encrypted.</Trans>
        )}
      </p>
    </Screen>
  );
}

function ResumeNotice({ load: state }: { load: LoadState }) {
  const lang = useLanguage();
  if (state.status !== 'ready' || state.source === 'new') return null;
  const when = state.serverSavedAt ? formatMoment(state.serverSavedAt, lang) : '';
  return (
    <p className="notice wizard-notice" role="status" data-testid="apply-resume">
      {state.source === 'server' ? (
        state.both ? (
          <Trans>
            We opened the copy saved to your account on {when}: it is newer than the one on this device.
          </Trans>
        ) : (
          <Trans>We opened the copy saved to your account on {when}.</Trans>
        )
      ) : state.both ? (
        <Trans>We opened the copy on this device: it is newer than the one saved to your account.</Trans>
      ) : (
        <Trans>Welcome back: everything you entered on this device is here.</Trans>
      )}
    </p>
  );
}

const STORAGE_NOTICE_SHOWN = 'quayside.apply.storageNoticeShown';

/**
 * The warning that the browser may clear saved data is said once for an application: on the step where it
 * was learnt, and not again on the next steps nor after a reload of the same draft (the draft's key, which is
 * no one's personal data, marks it as said for this browser session).
 */
function useOnceAWizard(refused: boolean, draftKey: string | null, step: StepId) {
  const [shownOn, setShownOn] = useState<StepId | 'elsewhere' | null>(null);
  useEffect(() => {
    if (!refused || !draftKey || shownOn !== null) return;
    let said = false;
    try {
      said = sessionStorage.getItem(STORAGE_NOTICE_SHOWN) === draftKey;
      sessionStorage.setItem(STORAGE_NOTICE_SHOWN, draftKey);
    } catch {
      // Session storage refused too: the warning is then said once for this page.
    }
    setShownOn(said ? 'elsewhere' : step);
  }, [refused, draftKey, shownOn, step]);
  // Said on one step; moving on (or back) ends it.
  useEffect(() => {
    if (shownOn !== null && shownOn !== 'elsewhere' && shownOn !== step) setShownOn('elsewhere');
  }, [shownOn, step]);
  return { shownOn };
}
