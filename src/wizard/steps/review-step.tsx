import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { type ReactElement, useEffect, useRef, useState } from 'react';
import type { Member } from '../../../domain/api/members';
import type { BankAccountView } from '../../../domain/api/payout-destination';
import { formatSortCode } from '../../../domain/bank/uk-bank-account';
import type { IsoDate } from '../../../domain/loan/dates';
import type { LoanPurpose } from '../../../domain/loan/lifecycle';
import { londonDateOf } from '../../../domain/loan/london-date';
import { isRepaymentMethod } from '../../../domain/loan/methods';
import { formatAmount } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { useWaitForPhotos } from '../../offline/member/photos-preparing';
import { flushOutbox } from '../../offline/outbox';
import type { ProfileSection, ViewProps } from '../../profile/profile-section';
import { type Fact, SectionFacts } from '../../profile/section-facts';
import { methodLabels, purposeLabels } from '../../ui/member/state-labels';
import { CheckField } from '../check-field';
import { type SubmitOutcome, useSubmitApplication } from '../submit-application';
import { stepNames, termLabel, wizardMessageText } from '../wizard-labels';
import {
  checkStep,
  isEligibilityMessage,
  loanInput,
  type PayoutTo,
  payoutToOf,
  profileSteps,
  type QuoteRef,
  type StepId,
  stepIds,
} from '../wizard-model';
import type { LoanConfig } from '../wizard-queries';
import { AgreementPreview } from './agreement-preview';
import { CreditSearchNotice } from './credit-search-notice';
import { QuoteFigures, quoteValidFor } from './loan-step';
import type { StepProps } from './step-props';

/** How often a submit waiting for photos looks again whether they have gone. */
const UPLOAD_RECHECK_MS = 2000;

interface Props extends StepProps {
  config: LoanConfig | null;
  member: Member | null;
  onEdit(step: StepId): void;
  discard(): Promise<void>;
  /** Keeps a new quote and its idempotency key in the draft before the application is sent. */
  remember(quote: QuoteRef, idempotencyKey: string): void;
  /** Stores the draft now: the failure page reads it back for its retry. */
  flush(): Promise<void>;
}

export function ReviewStep({
  draft,
  memberId,
  values,
  update,
  error,
  config,
  member,
  onEdit,
  discard,
  remember,
  flush,
}: Props) {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const navigate = useNavigate();
  const application = useSubmitApplication(memberId, discard);
  const [outcome, setOutcome] = useState<SubmitOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const draftRef = useRef(draft);
  draftRef.current = draft;

  const today = londonDateOf(new Date());
  const payoutTo = payoutToOf(member);
  const problems = problemsOf(values, config, today, payoutTo);
  const incomplete = problems.filter((problem) => !problem.ineligible).map((problem) => problem.step);
  const ineligible = problems.filter((problem) => problem.ineligible);

  // Submit pressed while a photo is still being prepared goes once the photo is in the draft.
  const photos = useWaitForPhotos(() => void submit());
  const submit = async () => {
    // One submit at a time: a second tap while the first is on its way does nothing.
    if (busyRef.current) return;
    if (photos.deferred()) return;
    if (problems.length > 0 || !values.consent.terms || !values.consent.agreement) {
      setOutcome({ kind: 'refused', message: '', fields: {}, section: null });
      // Never a button that does nothing: once the messages are on the page, the first thing to see to
      // takes the focus — the link to a step that stops the application, else the first box to tick.
      requestAnimationFrame(() =>
        document
          .querySelector<HTMLElement>(
            '.wizard-step [data-blocker] button, .wizard-step input[aria-invalid="true"]',
          )
          ?.focus(),
      );
      return;
    }
    busyRef.current = true;
    setBusy(true);
    try {
      const result = await application.mutateAsync({ draft: draftRef.current, member, remember });
      setOutcome(result);
      if (result.kind === 'failed') {
        // The quote and key this attempt used must be the ones the retry sends.
        await flush();
        void navigate({ to: '/apply/error', search: { cause: result.cause } });
      } else if (result.kind === 'waitingForUploads') {
        flushOutbox();
      }
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  // Waiting for photos: look again until they are uploaded, then the submit goes on by itself.
  const waiting = outcome?.kind === 'waitingForUploads' && outcome.blocked === 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => void submit(), UPLOAD_RECHECK_MS);
    return () => clearTimeout(timer);
  });

  const input = loanInput(values);
  const loan = values.loan;
  const completeLoan =
    input.amount !== undefined && input.amount > 0 && input.termMonths && isRepaymentMethod(input.method)
      ? { amount: input.amount, termMonths: input.termMonths, method: input.method }
      : null;
  const bankPayoutText = (account: BankAccountView) => {
    const ending = account.accountNumberLast4;
    const sortCode = formatSortCode(account.sortCode);
    return t`Into your bank account ending ${ending} (sort code ${sortCode})`;
  };
  const loanFacts: Fact[] = [
    [t`Loan amount`, input.amount === undefined || input.amount < 0 ? '—' : formatAmount(input.amount, lang)],
    [t`Loan term`, input.termMonths ? termLabel(i18n, input.termMonths) : '—'],
    [t`Repayment method`, isRepaymentMethod(loan.method) ? i18n._(methodLabels[loan.method]) : '—'],
    [t`Loan purpose`, loan.purpose ? i18n._(purposeLabels[loan.purpose as LoanPurpose]) : '—'],
    payoutTo === 'BANK' && member?.bankAccount
      ? [t`Where we pay you`, bankPayoutText(member.bankAccount)]
      : [t`USDT receiving address`, loan.receivingAddress || '—'],
  ];
  /** A complete step as it will be saved, in the section's own read-only words. */
  const summary = (step: Exclude<StepId, 'review'>) => {
    if (step === 'loan') return <SectionFacts facts={loanFacts} />;
    if (problems.some((problem) => problem.step === step)) return null;
    if (step === 'vehicle' && values.vehicle.hasVehicle === 'no')
      return <SectionFacts facts={[[t`Vehicle`, t`No vehicle`]]} />;
    const section = profileSteps[step] as unknown as ProfileSection<unknown, unknown>;
    const checked = section.schema.safeParse(section.bodyOf(values[step]));
    if (!checked.success) return null;
    const View = section.View as (props: ViewProps<unknown>) => ReactElement;
    return <View data={checked.data} />;
  };

  const tried = outcome?.kind === 'refused' && outcome.message === '';

  return (
    <div className="wizard-review">
      <ol className="wizard-review__list">
        {stepIds
          .filter((step): step is Exclude<StepId, 'review'> => step !== 'review')
          .map((step) => {
            const done = !problems.some((problem) => problem.step === step);
            const name = i18n._(stepNames[step]);
            return (
              <li key={step} className="wizard-review__item" data-testid={`review-${step}`}>
                <div className="wizard-review__head">
                  <h3 className="wizard-review__title">{name}</h3>
                  <span className={done ? 'wizard-badge is-done' : 'wizard-badge is-todo'}>
                    {done ? <Trans>Complete</Trans> : <Trans>To complete</Trans>}
                  </span>
                  <button
                    type="button"
                    className="link-button"
                    aria-label={t`Change ${name}`}
                    onClick={() => onEdit(step)}
                  >
                    <Trans>Change</Trans>
                  </button>
                </div>
                {summary(step)}
              </li>
            );
          })}
      </ol>

      {ineligible.length > 0 ? (
        <div className="notice notice--warning" role="alert" data-testid="apply-ineligible" data-blocker="">
          <p>
            <Trans>From what you have entered, we cannot lend to you because:</Trans>
          </p>
          <ProblemList problems={ineligible} onEdit={onEdit} />
        </div>
      ) : null}

      <details className="wizard-doc">
        <summary>
          <Trans>Read the terms of use</Trans>
        </summary>
        <div className="wizard-doc__text">
          <p>
            <Trans>
              Quayside lends to adults living in the United Kingdom. By applying you confirm that what you
              have told us is true and complete, and you allow us to check it with a credit reference agency:
              a soft search for your quote, which does not affect your credit score, and a hard search when
              you submit, which other lenders can see.
            </Trans>
          </p>
          <p>
            <Trans>
              We use your details only to assess and run your loan, keep them securely and share them only as
              the law requires. You can ask us for a copy of them, or to correct them, at any time.
            </Trans>
          </p>
        </div>
      </details>
      <QuoteFigures
        amount={loan.amount}
        termMonths={loan.termMonths}
        method={loan.method}
        config={config}
        quoteValidUntil={quoteValidFor(draft.quote, input)}
        today={today}
      />
      <AgreementPreview
        memberId={memberId}
        loan={completeLoan}
        borrower={`${values.basic.firstName.trim()} ${values.basic.lastName.trim()}`.trim()}
      />
      <CheckField
        label={<Trans>I have read and accept the terms of use</Trans>}
        checked={values.consent.terms}
        error={
          error('terms') ??
          (tried && !values.consent.terms ? wizardMessageText(i18n, 'consent.required', lang) : null)
        }
        testId="consent-terms"
        onValue={(value) =>
          update((v) => {
            v.consent.terms = value;
          })
        }
      />
      <CheckField
        label={<Trans>I have read and accept the loan agreement</Trans>}
        checked={values.consent.agreement}
        error={
          error('agreement') ??
          (tried && !values.consent.agreement ? wizardMessageText(i18n, 'consent.required', lang) : null)
        }
        testId="consent-agreement"
        onValue={(value) =>
          update((v) => {
            v.consent.agreement = value;
          })
        }
      />

      {tried && incomplete.length > 0 ? (
        <div className="form-error" role="alert" data-testid="apply-incomplete" data-blocker="">
          <p>
            <Trans>Please complete these steps first:</Trans>
          </p>
          <ProblemList problems={problems.filter((problem) => !problem.ineligible)} onEdit={onEdit} />
        </div>
      ) : null}
      {outcome?.kind === 'refused' && outcome.message !== '' ? (
        <div className="form-error" role="alert" data-testid="apply-refused">
          <p>{outcome.message}</p>
          {Object.values(outcome.fields).length > 0 ? (
            <ul>
              {Object.entries(outcome.fields).map(([path, message]) => (
                <li key={path}>{message}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {outcome?.kind === 'waitingForUploads' ? (
        <p className="notice wizard-notice" role="status" data-testid="apply-waiting-uploads">
          {outcome.blocked > 0 ? (
            <Plural
              value={outcome.blocked}
              one="# photo could not be sent: please look at it on its step, then submit again."
              other="# photos could not be sent: please look at them on their steps, then submit again."
            />
          ) : (
            <Plural
              value={outcome.pending}
              one="Waiting for # photo to finish uploading; your application goes as soon as it has."
              other="Waiting for # photos to finish uploading; your application goes as soon as they have."
            />
          )}
        </p>
      ) : null}
      <CreditSearchNotice draft={draft} values={values} memberId={memberId} remember={remember} />
      <button
        type="button"
        className="button button--primary button--block"
        data-testid="apply-submit-button"
        disabled={busy || photos.waiting}
        aria-busy={busy || photos.waiting}
        onClick={() => void submit()}
      >
        {photos.waiting ? (
          <Trans>Sending your photos…</Trans>
        ) : busy ? (
          <Trans>Submitting…</Trans>
        ) : (
          <Trans>Submit application</Trans>
        )}
      </button>
    </div>
  );
}

interface Problem {
  step: Exclude<StepId, 'review'>;
  /** The first message of the step, encoded (words come from wizardMessageText). */
  code: string;
  /** An eligibility rule, which no completing of the step can meet. */
  ineligible: boolean;
}

/** Every step that stops the application, with the first thing to see to on it. */
function problemsOf(
  values: StepProps['values'],
  config: LoanConfig | null,
  today: IsoDate,
  payoutTo: PayoutTo,
): Problem[] {
  const problems: Problem[] = [];
  for (const step of stepIds) {
    if (step === 'review') continue;
    const code = Object.values(checkStep(step, values, config, today, payoutTo))[0];
    if (!code) continue;
    problems.push({ step, code, ineligible: isEligibilityMessage(code) });
  }
  return problems;
}

/** Each problem in words, with a way straight to the step that holds it. */
function ProblemList({ problems, onEdit }: { problems: Problem[]; onEdit(step: StepId): void }) {
  const { i18n, t } = useLingui();
  const lang = useLanguage();
  return (
    <ul className="wizard-problems">
      {problems.map((problem) => {
        const name = i18n._(stepNames[problem.step]);
        return (
          <li key={problem.step} data-testid={`problem-${problem.step}`}>
            <button
              type="button"
              className="link-button"
              aria-label={t`Go to ${name}`}
              onClick={() => onEdit(problem.step)}
            >
              {name}
            </button>
            {`: ${wizardMessageText(i18n, problem.code, lang)}`}
          </li>
        );
      })}
    </ul>
  );
}
