import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { approveResponse, loanStatusResponse } from '../../../domain/api/operator';
import { generateSchedule } from '../../../domain/loan/schedule';
import { formatRatePercent } from '../../../domain/money';
import { formatAmount, formatDate, formatDateTime } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { todayInLondon } from '../../lib/quote/quote-figures';
import { ProfileSectionView, sectionReaders } from '../../profile/section-view';
import { ScheduleTable } from '../../ui/member/schedule-table';
import { kycLabels, loanStatusLabels, methodLabels } from '../../ui/member/state-labels';
import { Screen } from '../../ui/screen';
import { configQuery } from '../settings/settings-queries';
import { BackToQueue } from '../shared/back-to-queue';
import { ClaimNotice, useClaim } from '../shared/claim';
import { useOpsAction, useReloadAll } from '../shared/ops-action';
import { postAction } from '../shared/ops-queries';
import { Picture, uploadUrl } from '../shared/picture';
import { QueryState } from '../shared/query-state';
import { ReasonAction, type ReasonBody } from '../shared/reason-action';
// Its styles travel with its code, as the console's do (decision 080), not in the app's one stylesheet.
import styles from './application-screen.css?inline';
import { applicationQuery } from './applications-queries';
import { ApproveForm } from './approve-form';
import { CreditFilePanel } from './credit-file-panel';
import { DecisionFacts } from './decision-facts';
import { IncomeProofDocuments } from './income-proof-documents';

function Fact({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className="ops-facts__row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** One application as an operator judges it, with the approve and decline actions. */
export function ApplicationScreen({ loanId }: { loanId: number }) {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const claim = useClaim('application', loanId);
  const query = useQuery(applicationQuery(loanId));
  const minimum = useQuery(configQuery()).data?.list.find((item) => item.code === 'LOAN_MINIMUM_AMOUNT');
  // The version sent back is the one of the application on screen, wherever it sits in the queue.
  const version = query.data?.version;
  const approve = useOpsAction((body: object, key: string) =>
    postAction(`/operator/applications/${loanId}/approve`, { ...body, version }, key, approveResponse),
  );
  const reject = useOpsAction((body: ReasonBody, key: string) =>
    postAction(`/operator/applications/${loanId}/reject`, { ...body, version }, key, loanStatusResponse),
  );
  const reload = useReloadAll();
  const detail = query.data;
  const application = detail?.application;
  const policy =
    detail?.decisions.find((decision) => decision.decidedBy === 'policy') ?? detail?.decisions[0];
  const figures = policy?.figures;
  const money = (minor: number | undefined) => (minor === undefined ? '—' : formatAmount(minor, lang));
  const decided = approve.result || reject.result;
  const open = application?.status === 'PENDING_REVIEW' && !decided;
  const quoteSchedule = application
    ? generateSchedule({
        principal: application.amount,
        annualRate: application.annualRate,
        termMonths: application.termMonths,
        method: application.method,
        startDate: todayInLondon(),
      })
    : null;
  return (
    <Screen
      title={<Trans>Application {loanId}</Trans>}
      width="wide"
      testId="ops-application"
      actions={<BackToQueue href="/ops/applications" />}
    >
      <ClaimNotice claim={claim} />
      <QueryState query={query}>
        {detail && application && quoteSchedule ? (
          <div className="ops-application">
            <style>{styles}</style>
            <DecisionFacts detail={detail} policy={policy} />
            <section
              className="card ops-card ops-decide"
              aria-labelledby="decide-title"
              data-testid="decide-card"
            >
              <h2 id="decide-title" className="card__title">
                <Trans>Decide</Trans>
              </h2>
              {open ? (
                <>
                  <ApproveForm
                    asked={application}
                    minimumAmount={minimum ? Number(minimum.value) : null}
                    action={approve}
                    onReload={reload}
                  />
                  <ReasonAction
                    list="decline"
                    testId="reject"
                    openLabel={<Trans>Decline…</Trans>}
                    confirmLabel={<Trans>Yes, decline</Trans>}
                    question={(reason) => (
                      <Trans>
                        Decline application {loanId} because “{reason}”? The borrower is told at once.
                      </Trans>
                    )}
                    action={reject}
                    done={null}
                    onReload={reload}
                  />
                </>
              ) : null}
              {approve.result ? (
                <div className="notice" role="status" data-testid="action-result">
                  <Trans>
                    Offer made: {money(approve.result.offer.amount)} at APR {approve.result.offer.apr}%, valid
                    until {formatDate(approve.result.offer.expiresAt, lang)}. The borrower can sign it now.
                  </Trans>
                </div>
              ) : reject.result ? (
                <div className="notice" role="status" data-testid="action-result">
                  <Trans>Application {loanId} declined. The borrower has been told why.</Trans>
                </div>
              ) : !open ? (
                <p className="muted">
                  <Trans>This application is no longer waiting for a decision.</Trans>
                </p>
              ) : null}
            </section>
            <div className="ops-columns ops-application__details">
              <div className="ops-column">
                <section className="card ops-card" aria-labelledby="income-title">
                  <h2 id="income-title" className="card__title">
                    <Trans>Income and spending</Trans>
                  </h2>
                  {application.review.requestedAt ? (
                    <p>
                      <Trans>
                        The borrower asked a person to look again at the policy’s decline on{' '}
                        {formatDateTime(application.review.requestedAt, lang)}.
                      </Trans>
                    </p>
                  ) : null}
                  <dl className="ops-facts" data-testid="affordability">
                    <Fact label={<Trans>Monthly cost of this loan</Trans>}>
                      {money(figures?.monthlyCost)}
                    </Fact>
                    <Fact label={<Trans>Gross monthly income</Trans>}>{money(figures?.monthlyIncome)}</Fact>
                    <Fact label={<Trans>Largest share of income allowed</Trans>}>
                      {figures?.maxShare ? formatRatePercent(figures.maxShare) : '—'}
                    </Fact>
                    <Fact label={<Trans>Already repaid to us each month</Trans>}>
                      {money(figures?.existingMonthlyCost)}
                    </Fact>
                    <Fact label={<Trans>Automatic approval up to</Trans>}>
                      {money(figures?.autoApproveMax)}
                    </Fact>
                    {figures?.residualMonthly !== undefined ? (
                      <>
                        <Fact label={<Trans>Verified monthly income</Trans>}>
                          {money(figures.verifiedMonthlyIncome)}
                        </Fact>
                        <Fact label={<Trans>Other credit on the file, a month</Trans>}>
                          {money(figures.creditCommitments)}
                        </Fact>
                        <Fact label={<Trans>Take-home pay, a month</Trans>}>
                          {money(figures.netMonthlyIncome)}
                        </Fact>
                        <Fact
                          label={<Trans>Essential spending (household of {figures.householdSize})</Trans>}
                        >
                          {money(figures.essentialSpending)}
                        </Fact>
                        <Fact label={<Trans>Left after essentials and all credit</Trans>} testId="residual">
                          {money(figures.residualMonthly)}
                        </Fact>
                      </>
                    ) : null}
                  </dl>
                </section>

                <CreditFilePanel loanId={loanId} canSearch={open} />
                <IncomeProofDocuments loanId={loanId} />

                <section className="card ops-card" aria-labelledby="quote-title">
                  <h2 id="quote-title" className="card__title">
                    <Trans>The quote</Trans>
                  </h2>
                  <dl className="ops-facts">
                    <Fact label={<Trans>Amount</Trans>} testId="asked-amount">
                      {money(application.amount)}
                    </Fact>
                    <Fact label={<Trans>Term</Trans>}>
                      <Trans>{application.termMonths} months</Trans>
                    </Fact>
                    <Fact label={<Trans>Repayment</Trans>}>{i18n._(methodLabels[application.method])}</Fact>
                    <Fact label={<Trans>Rate and APR</Trans>}>
                      <Trans>
                        {formatRatePercent(application.annualRate)} a year, APR {application.apr}%
                      </Trans>
                    </Fact>
                    <Fact label={<Trans>Submitted</Trans>}>
                      {formatDateTime(application.submittedAt, lang)}
                    </Fact>
                    <Fact label={<Trans>Paid to</Trans>}>
                      <code className="ops-address">{application.receivingAddress}</code>
                    </Fact>
                  </dl>
                  {/* 60 lines at the most: folded, so the facts and the form are not below it. */}
                  <details className="ops-fold" data-testid="quote-schedule">
                    <summary>
                      <Trans>
                        Schedule as asked: {quoteSchedule.lines.length} payments,{' '}
                        {money(quoteSchedule.totalPayable)} in all
                      </Trans>
                    </summary>
                    <ScheduleTable
                      lines={quoteSchedule.lines}
                      label={t`Schedule as asked, if paid out today`}
                      caption
                      totals={{ payable: quoteSchedule.totalPayable }}
                      look="desk"
                    />
                  </details>
                </section>
              </div>

              <div className="ops-column">
                <section className="card ops-card" aria-labelledby="applicant-title">
                  <h2 id="applicant-title" className="card__title">
                    <Trans>The applicant</Trans>
                  </h2>
                  <dl className="ops-facts">
                    <Fact label={<Trans>E-mail</Trans>}>{detail.applicant.email}</Fact>
                    <Fact label={<Trans>Identity check</Trans>}>
                      {i18n._(kycLabels[detail.applicant.kycStatus])}
                    </Fact>
                  </dl>
                  {(
                    [
                      ['basic', detail.applicant.base, 'profile-basic'],
                      ['address', detail.applicant.contactAddress, 'profile-address'],
                      ['work', detail.applicant.employment, 'profile-employment'],
                    ] as const
                  ).map(([section, data, testId]) => (
                    <section key={section} className="ops-section" data-testid={testId}>
                      <h3 className="ops-section__title">{i18n._(sectionReaders[section].title)}</h3>
                      <ProfileSectionView
                        section={section}
                        data={data}
                        photos={(ids, label) => (
                          <span className="ops-pictures ops-pictures--small">
                            {ids.map((id) => (
                              <Picture key={id} url={uploadUrl(id)} alt={label} named={false} />
                            ))}
                          </span>
                        )}
                      />
                    </section>
                  ))}
                </section>

                <section className="card ops-card" aria-labelledby="earlier-title">
                  <h2 id="earlier-title" className="card__title">
                    <Trans>Earlier applications and loans</Trans>
                  </h2>
                  {detail.earlier.length === 0 ? (
                    <p className="muted">
                      <Trans>None: this is the first application.</Trans>
                    </p>
                  ) : (
                    <ul className="plain-list" data-testid="earlier">
                      {detail.earlier.map((loan) => (
                        <li key={loan.loanId}>
                          <Trans>
                            {loan.loanId}: {money(loan.amount)} over {loan.termMonths} months,{' '}
                            {i18n._(loanStatusLabels[loan.status])}, submitted{' '}
                            {formatDate(loan.submittedAt, lang)}
                          </Trans>
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              </div>
            </div>
          </div>
        ) : null}
      </QueryState>
    </Screen>
  );
}
