import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import type { ArrangementPlanView } from '../../../domain/api/hardship';
import type { ArrangementTerms } from '../../../domain/forbearance/arrangement-terms';
import {
  ARRANGEMENT_MAX_TERM_MONTHS,
  type ArrangementKind,
  HOLIDAY_MAX_MONTHS,
  REDUCED_MAX_MONTHS,
  type ReducedPaymentAfter,
} from '../../../domain/forbearance/forbearance-codes';
import { poundsInputText } from '../../../domain/money-input';
import { formatAmount } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { ChoiceField } from '../../ui/member/choice-field';
import { SelectField } from '../../ui/member/select-field';
import { TextField } from '../../ui/text-field';
import { type Problems, usePounds } from '../arrears/action-form';
import {
  type ActionFailure,
  ConfirmPanel,
  FailureNotice,
  useFailureOf,
  useOpsAction,
  useReloadAll,
} from '../shared/ops-action';
import { AfterwardsCompare } from './afterwards-compare';
import { afterwardsLabels, monthsText, termsText } from './hardship-labels';
import { type HardshipCase, hardshipActions, previewArrangement } from './hardship-queries';
import { PlanView } from './plan-view';

/** The answer to one preview: the plan with whether it needs a second operator, or the refusal. */
export type Preview =
  | { plan: ArrangementPlanView & { needsSecondOperator: boolean } }
  | { failure: ActionFailure };

/** The previews shown, and the terms (all but a reduced plan's `afterwards`) they were worked out for. */
interface Shown {
  basis: string;
  byWay: Partial<Record<ReducedPaymentAfter, Preview>>;
  single?: Preview;
}

/** A bill in one of these states is not left to pay: the rest are what an extension must outnumber. */
const SETTLED = new Set(['PAID', 'RESCHEDULED', 'CHARGED_OFF']);

/** The form's fields, in the names the contract's `terms` gives them (a refusal names `terms.months`). */
const FIELDS = ['months', 'freezeInterest', 'payment', 'afterwards'] as const;

/** A refusal's fields by the form's names: `terms.payment` → `payment`. */
function onFields(failure: ActionFailure | null | undefined): Problems {
  const found: Problems = {};
  for (const [path, message] of Object.entries(failure?.fields ?? {})) {
    const name = path.split('.').pop() ?? path;
    if ((FIELDS as readonly string[]).includes(name)) found[name] ??= message;
  }
  return found;
}

/**
 * One of the three arrangements: its terms, "Show the plan" (a preview worked out on the server from the
 * replayed book, both ways for a reduced plan), and only then "Offer to the borrower", saying first whether
 * a second operator must approve it.
 */
export function ArrangementForm({
  detail,
  kind,
  onDone,
}: {
  detail: HardshipCase;
  kind: ArrangementKind;
  onDone(message: ReactNode): void;
}) {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const pounds = usePounds();
  const failureOf = useFailureOf();
  const reload = useReloadAll();
  const requestId = detail.request.id;
  const offer = useOpsAction(hardshipActions(requestId).offer);
  const canPay = detail.request.statement.canPay;
  const [months, setMonths] = useState('');
  const [freeze, setFreeze] = useState('');
  const [payment, setPayment] = useState(canPay > 0 ? poundsInputText(canPay) : '');
  const [afterwards, setAfterwards] = useState<ReducedPaymentAfter>('SPREAD');
  const [own, setOwn] = useState<Problems>({});
  const [shown, setShown] = useState<Shown | null>(null);
  const [working, setWorking] = useState(false);
  const [asking, setAsking] = useState(false);
  const latest = useRef(0);
  const planHeading = useRef<HTMLHeadingElement>(null);
  // A plan just shown takes the focus on its title, so a keyboard or screen reader user reads it first.
  useEffect(() => {
    if (shown) planHeading.current?.focus();
  }, [shown]);

  const maxMonths =
    kind === 'PAYMENT_HOLIDAY'
      ? HOLIDAY_MAX_MONTHS
      : kind === 'REDUCED_PAYMENT'
        ? REDUCED_MAX_MONTHS
        : ARRANGEMENT_MAX_TERM_MONTHS;

  /** The terms as typed (a reduced plan with each way after it), or what is wrong, by field. */
  const review = (): { terms: ArrangementTerms[] } | { problems: Problems } => {
    const problems: Problems = {};
    const count = Number(months);
    if (!months) problems.months = t`Choose how many months.`;
    else if (!/^\d{1,2}$/.test(months.trim()) || count < 1 || count > maxMonths)
      problems.months = t`Enter a whole number of months from 1 to ${maxMonths}.`;
    if (kind === 'PAYMENT_HOLIDAY') {
      if (!freeze) problems.freezeInterest = t`Say whether interest is charged during the holiday.`;
      if (Object.keys(problems).length > 0) return { problems };
      return { terms: [{ kind, months: count, freezeInterest: freeze === 'yes' }] };
    }
    if (kind === 'REDUCED_PAYMENT') {
      const money = pounds(payment);
      if ('problem' in money) problems.payment = money.problem;
      if ('problem' in money || Object.keys(problems).length > 0) return { problems };
      return {
        terms: (['SPREAD', 'EXTEND'] as const).map((after) => ({
          kind,
          months: count,
          payment: money.minor,
          afterwards: after,
        })),
      };
    }
    if (Object.keys(problems).length > 0) return { problems };
    return { terms: [{ kind, months: count }] };
  };

  /** What the previews were worked out for: the terms but a reduced plan's `afterwards`, which the figures show both ways. */
  const basisOf = (terms: ArrangementTerms) =>
    JSON.stringify(terms.kind === 'REDUCED_PAYMENT' ? [terms.kind, terms.months, terms.payment] : terms);
  const current = (() => {
    const reviewed = review();
    return 'terms' in reviewed ? reviewed.terms : null;
  })();
  const fresh = shown !== null && current?.[0] !== undefined && basisOf(current[0]) === shown.basis;
  const chosen: Preview | undefined = fresh ? (shown.single ?? shown.byWay[afterwards]) : undefined;
  const chosenTerms = current?.find(
    (terms) => terms.kind !== 'REDUCED_PAYMENT' || terms.afterwards === afterwards,
  );
  const chosenPlan = chosen && 'plan' in chosen ? chosen.plan : null;

  const showPlan = (event: FormEvent) => {
    event.preventDefault();
    offer.reset();
    setAsking(false);
    const reviewed = review();
    if ('problems' in reviewed) {
      setOwn(reviewed.problems);
      setShown(null);
      return;
    }
    setOwn({});
    const ticket = ++latest.current;
    setWorking(true);
    void Promise.all(
      reviewed.terms.map((terms) =>
        previewArrangement(requestId, terms).then(
          (plan): Preview => ({ plan }),
          (error: unknown): Preview => ({ failure: failureOf(error) }),
        ),
      ),
    ).then((answers) => {
      if (ticket !== latest.current) return;
      setWorking(false);
      const [first] = reviewed.terms;
      if (!first) return;
      const byWay: Shown['byWay'] = {};
      reviewed.terms.forEach((terms, index) => {
        if (terms.kind === 'REDUCED_PAYMENT') byWay[terms.afterwards] = answers[index];
      });
      setShown({
        basis: basisOf(first),
        byWay,
        ...(first.kind === 'REDUCED_PAYMENT' ? {} : { single: answers[0] }),
      });
    });
  };

  // A refusal of the preview shown (or of the offer) is shown on the field it names, else above the plan; a
  // reduced plan's other way is said beside its figures.
  const previewFailures = chosen && 'failure' in chosen ? [chosen.failure] : [];
  const problems: Problems = {
    ...onFields(offer.failure),
    ...(previewFailures[0] ? onFields(previewFailures[0]) : {}),
    ...own,
  };
  const onItsFields = previewFailures.some((failure) => Object.keys(onFields(failure)).length > 0);
  // A reduced plan's refusal without a field is said in the figures of both ways.
  const unplaced =
    kind === 'REDUCED_PAYMENT'
      ? []
      : previewFailures.filter((failure) => Object.keys(onFields(failure)).length === 0);
  const limit = formatAmount(detail.secondApprovalAbove, lang);
  const billsLeft = detail.book.bills.filter((bill) => !SETTLED.has(bill.state)).length;

  const monthOptions = Array.from({ length: maxMonths }, (_, index) => ({
    value: String(index + 1),
    label: monthsText(i18n, index + 1),
  }));
  return (
    <form className="ops-form ops-case-form" onSubmit={showPlan} noValidate data-testid="arrangement-form">
      {kind === 'TERM_EXTENSION' ? (
        <TextField
          label={<Trans>Monthly bills from now on, arrears included</Trans>}
          inputMode="numeric"
          autoComplete="off"
          value={months}
          error={problems.months ?? null}
          onChange={(event) => setMonths(event.target.value)}
        />
      ) : (
        <SelectField
          label={
            kind === 'PAYMENT_HOLIDAY' ? (
              <Trans>Months of holiday</Trans>
            ) : (
              <Trans>Months of reduced payments</Trans>
            )
          }
          value={months}
          placeholder={t`Choose`}
          options={monthOptions}
          error={problems.months ?? null}
          onValue={setMonths}
        />
      )}
      {kind === 'TERM_EXTENSION' ? (
        <p className="field-hint">
          <Plural
            value={billsLeft}
            one={`The loan has # bill left to pay: the new term must be longer, and no loan runs beyond ${ARRANGEMENT_MAX_TERM_MONTHS} months.`}
            other={`The loan has # bills left to pay: the new term must be longer, and no loan runs beyond ${ARRANGEMENT_MAX_TERM_MONTHS} months.`}
          />
        </p>
      ) : null}
      {kind === 'PAYMENT_HOLIDAY' ? (
        <ChoiceField
          legend={<Trans>Interest during the holiday</Trans>}
          name="freeze-interest"
          value={freeze}
          options={[
            { value: 'yes', label: t`Frozen: no interest for the holiday’s months` },
            { value: 'no', label: t`Charged as usual` },
          ]}
          error={problems.freezeInterest ?? null}
          onValue={setFreeze}
        />
      ) : null}
      {kind === 'REDUCED_PAYMENT' ? (
        <>
          <TextField
            label={<Trans>Monthly payment during the plan (£)</Trans>}
            inputMode="decimal"
            autoComplete="off"
            value={payment}
            error={problems.payment ?? null}
            onChange={(event) => setPayment(event.target.value)}
          />
          <p className="field-hint">
            <Trans>The borrower said they can pay {formatAmount(canPay, lang)} a month.</Trans>
          </p>
          <ChoiceField
            legend={<Trans>After the plan</Trans>}
            name="afterwards"
            value={afterwards}
            options={(['SPREAD', 'EXTEND'] as const).map((value) => ({
              value,
              label: i18n._(afterwardsLabels[value]),
            }))}
            error={problems.afterwards ?? null}
            onValue={(value) => setAfterwards(value === 'EXTEND' ? 'EXTEND' : 'SPREAD')}
          />
        </>
      ) : null}
      <div className="button-row button-row--start">
        <button type="submit" className="button button--secondary" disabled={working} data-testid="show-plan">
          {working ? <Trans>Working it out…</Trans> : <Trans>Show the plan</Trans>}
        </button>
      </div>
      {fresh ? (
        <section className="hardship-preview" aria-labelledby="hardship-plan-title" data-testid="preview">
          <h3 id="hardship-plan-title" className="ops-section__title" tabIndex={-1} ref={planHeading}>
            {chosenTerms ? termsText(i18n, chosenTerms, lang) : <Trans>The plan</Trans>}
          </h3>
          {kind === 'REDUCED_PAYMENT' ? <AfterwardsCompare byWay={shown.byWay} chosen={afterwards} /> : null}
          {unplaced.map((failure) => (
            <FailureNotice key={failure.message} failure={failure} onReload={reload} />
          ))}
          {chosenPlan ? <PlanView plan={chosenPlan} /> : null}
          {chosenPlan && chosenTerms ? (
            <>
              <p
                className={chosenPlan.needsSecondOperator ? 'notice notice--warning' : 'muted'}
                data-testid="second-operator"
              >
                {chosenPlan.needsSecondOperator ? (
                  <Trans>
                    Its relief, {formatAmount(chosenPlan.relief, lang)}, is above {limit}: once offered, a
                    different operator must approve it before the borrower sees it.
                  </Trans>
                ) : (
                  <Trans>Its relief is within {limit}: once offered, the borrower sees it at once.</Trans>
                )}
              </p>
              {asking ? (
                <ConfirmPanel
                  question={
                    <Trans>
                      Offer “{termsText(i18n, chosenTerms, lang)}” to {detail.loan.borrowerName}? Total
                      payable {formatAmount(chosenPlan.totalPayableAfter, lang)} instead of{' '}
                      {formatAmount(chosenPlan.totalPayableBefore, lang)}. Nothing changes on the loan until
                      the borrower accepts.
                    </Trans>
                  }
                  confirmLabel={<Trans>Yes, offer it</Trans>}
                  pending={offer.pending}
                  onConfirm={() => {
                    const needsSecond = chosenPlan.needsSecondOperator;
                    void offer
                      .run({ terms: chosenTerms })
                      .then(() =>
                        onDone(
                          needsSecond ? (
                            <Trans>Offer made: it waits for a different operator’s approval.</Trans>
                          ) : (
                            <Trans>Offer made: the borrower is told in their messages and on the loan.</Trans>
                          ),
                        ),
                      )
                      .catch(() => undefined)
                      .finally(() => setAsking(false));
                  }}
                  onCancel={() => setAsking(false)}
                />
              ) : (
                <div className="button-row button-row--start">
                  <button
                    type="button"
                    className="button button--primary"
                    onClick={() => {
                      offer.reset();
                      setAsking(true);
                    }}
                    data-testid="offer"
                  >
                    {chosenPlan.needsSecondOperator ? (
                      <Trans>Offer to the borrower (second operator to approve)…</Trans>
                    ) : (
                      <Trans>Offer to the borrower…</Trans>
                    )}
                  </button>
                </div>
              )}
            </>
          ) : null}
          {onItsFields ? (
            <p className="muted">
              <Trans>No plan with these terms: see what is said on the fields above.</Trans>
            </p>
          ) : null}
        </section>
      ) : null}
      {offer.failure && Object.keys(onFields(offer.failure)).length === 0 && !asking ? (
        <FailureNotice failure={offer.failure} onReload={reload} />
      ) : null}
    </form>
  );
}
