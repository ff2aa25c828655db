import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import type { applicationDetailResponse } from '../../../domain/api/operator';
import { formatRatePercent } from '../../../domain/money';
import { formatAmount } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { StateChip } from '../../ui/member/state-chip';
import { decisionReasonLabels } from '../shared/labels';

type Detail = z.infer<typeof applicationDetailResponse>;
type Decision = Detail['decisions'][number];

/** Each rule of the credit policy as an operator reads its result (domain/decision/policy*.ts `rules`). */
const ruleLabels: Record<string, MessageDescriptor> = {
  'file.present': msg`A credit file was read`,
  'file.insolvency': msg`No insolvency in the last 6 years`,
  'file.judgment': msg`No county court judgment in the last 6 years`,
  'file.recentDefault': msg`No default in the last 12 months`,
  'affordability.minimum': msg`Affordable at the minimum amount`,
  'file.identity': msg`Identity and address matched`,
  'file.fraud': msg`No fraud marker`,
  'file.searches': msg`Fewer than 6 searches in 90 days`,
  'details.unique': msg`Details not shared with another borrower`,
  'amount.autoLimit': msg`Within the automatic approval limit`,
  'employment.selfEmployedTenure': msg`Self-employed for two years or more, or employed`,
  mode: msg`Automatic decisions are on`,
  'income.verified': msg`Stated income fits the verified estimate`,
  'affordability.amount': msg`The amount asked fits the share of income allowed`,
  'affordability.residual': msg`Money left after essentials and all credit`,
};

/**
 * What an operator's decision rests on, first on the page: why a person decides, whether the amount asked is
 * affordable — said outright when it is not, even if the policy referred for another reason (the automatic
 * limit) and so never worked out a lower amount — and every rule's result.
 */
export function DecisionFacts({ detail, policy }: { detail: Detail; policy: Decision | undefined }) {
  const { i18n } = useLingui();
  const lang = useLanguage();
  const money = (minor: number | undefined | null) =>
    minor === undefined || minor === null ? '—' : formatAmount(minor, lang);
  const application = detail.application;
  const figures = policy?.figures;
  const rules = policy?.rules ?? [];
  const passedRules = rules.filter((result) => result.passed);
  // The monthly repayment this income allows: the share of gross income, less what is already repaid to us.
  const shareLimit =
    figures?.monthlyIncome !== undefined && figures.maxShare
      ? Math.floor(figures.monthlyIncome * Number(figures.maxShare)) - (figures.existingMonthlyCost ?? 0)
      : undefined;
  const failed = (rule: string) => rules.some((result) => result.rule === rule && !result.passed);
  const overShare =
    failed('affordability.amount') ||
    (shareLimit !== undefined && figures?.monthlyCost !== undefined && figures.monthlyCost > shareLimit);
  const overResidual = failed('affordability.residual');
  const unaffordable = overShare || overResidual;
  // The largest affordable amount: the server's own figure when it gives one (a referral carries it once
  // the access work lands), else the policy's counter-offer, else unknown.
  const largest =
    figures?.largestAffordableAmount ?? (unaffordable ? figures?.offerAmount : application.amount);
  return (
    <section
      className="card ops-card ops-decision-facts"
      aria-labelledby="facts-title"
      data-testid="decision-facts"
    >
      <h2 id="facts-title" className="card__title">
        <Trans>What the decision rests on</Trans>
      </h2>
      <ul className="plain-list ops-reasons" data-testid="referral-reasons">
        {(policy?.reasons ?? []).map((reason) => (
          <li key={reason}>{i18n._(decisionReasonLabels[reason])}</li>
        ))}
      </ul>
      {unaffordable ? (
        <p className="ops-alert" role="note" data-testid="also-unaffordable">
          {overShare && figures?.monthlyCost !== undefined && shareLimit !== undefined ? (
            <Trans>
              Also unaffordable: {money(figures.monthlyCost)} a month against the {money(shareLimit)} this
              income allows.
            </Trans>
          ) : (
            <Trans>Also unaffordable: too little is left after essentials and all credit.</Trans>
          )}
        </p>
      ) : null}
      <dl className="ops-key-figures">
        <div>
          <dt>
            <Trans>Asked</Trans>
          </dt>
          <dd data-testid="facts-asked">
            <Trans>
              {money(application.amount)} over {application.termMonths} months
            </Trans>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Monthly cost</Trans>
          </dt>
          <dd data-testid="facts-monthly-cost">{money(figures?.monthlyCost)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Monthly repayment this income allows</Trans>
          </dt>
          <dd data-testid="facts-share-limit">
            {money(shareLimit)}
            {figures?.maxShare ? (
              <span className="muted">
                {' '}
                <Trans>({formatRatePercent(figures.maxShare)} of gross income, less loans with us)</Trans>
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Left after essentials and all credit</Trans>
          </dt>
          <dd data-testid="facts-residual">{money(figures?.residualMonthly)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Largest affordable amount</Trans>
          </dt>
          <dd data-testid="facts-largest">
            {largest !== undefined && largest !== null ? (
              money(largest)
            ) : (
              <Trans>Not worked out: the policy referred before it got there</Trans>
            )}
          </dd>
        </div>
      </dl>
      {rules.length > 0 ? (
        <>
          <h3 className="ops-section__title">
            <Trans>Every rule’s result (policy {policy?.policyVersion ?? '—'})</Trans>
          </h3>
          {/* The rules failed first, each named; the ones passed folded under their count. */}
          <RuleList results={rules.filter((result) => !result.passed)} testId="rules-failed" />
          {passedRules.length > 0 ? (
            <details className="ops-fold" data-testid="rules-passed">
              <summary>
                <Plural value={passedRules.length} one="# rule passed" other="# rules passed" />
              </summary>
              <RuleList results={passedRules} testId="rules-passed-list" />
            </details>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

function RuleList({
  results,
  testId,
}: {
  results: readonly { rule: string; passed: boolean }[];
  testId: string;
}) {
  const { i18n } = useLingui();
  if (results.length === 0) return null;
  return (
    <ul className="ops-rules" data-testid={testId}>
      {results.map((result) => {
        const label = ruleLabels[result.rule];
        return (
          <li key={result.rule} data-testid={`rule-${result.rule}`}>
            <StateChip tone={result.passed ? 'success' : 'danger'}>
              {result.passed ? <Trans>Passed</Trans> : <Trans>Failed</Trans>}
            </StateChip>{' '}
            {label ? i18n._(label) : result.rule}
          </li>
        );
      })}
    </ul>
  );
}
