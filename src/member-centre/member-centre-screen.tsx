import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  documentTextOutline,
  idCardOutline,
  logOutOutline,
  mailUnreadOutline,
  personCircleOutline,
  receiptOutline,
  shieldCheckmarkOutline,
  walletOutline,
} from 'ionicons/icons';
import type { ReactNode } from 'react';
import { formatAmount, formatDate } from '../lib/i18n/format';
import { useLanguage } from '../lib/i18n/language';
import { formatBadge } from '../lib/navigation/badge';
import { loanBillsQuery, loanDetailQuery, loanKeys, loanListQuery } from '../lib/queries/loan-queries';
import { memberInfoQuery } from '../lib/queries/member-queries';
import { unreadCountQuery } from '../lib/queries/notification-queries';
import { useUser } from '../lib/stores/session-store';
import { showToast } from '../lib/stores/toast-store';
import { InstallAppAction } from '../offline/member/install-app-action';
import { useLogout } from '../offline/use-logout';
import { Icon } from '../ui/icon';
import { type NextStep, nextStepOf, offerTimeLeft } from '../ui/member/next-step';
import { kycStatusTone, loanStatusTone, StateChip } from '../ui/member/state-chip';
import { accountTypeLabel, kycLabels, loanStatusLabels } from '../ui/member/state-labels';
import { MenuLink } from '../ui/menu-link';
import { Card, Screen } from '../ui/screen';
import { useNow } from '../ui/use-now';
import { restoreOffer, serverDraftQuery } from './member-centre-queries';
import './member-centre.css';

/** "Me": who is signed in, where their application and loan stand, what to do next, and the way to everything. */
export function MemberCentreScreen() {
  const { t, i18n } = useLingui();
  const user = useUser();
  const member = useQuery(memberInfoQuery(user.id)).data ?? user.member;
  const unread = useQuery(unreadCountQuery(user.id)).data?.count ?? 0;
  const loans = useQuery(loanListQuery(user.id)).data?.list ?? [];
  const latest = loans[0] ?? null;
  const active = loans.find((loan) => loan.status === 'DISBURSED') ?? null;
  const latestDetail = useQuery(loanDetailQuery(user.id, latest?.loanId ?? 0)).data;
  const draft = useQuery(serverDraftQuery(user.id)).data;
  const now = useNow();
  const logout = useLogout();
  const lang = useLanguage();

  // The first name once the borrower has given it; never a login name made from the e-mail address.
  const name = member?.base?.firstName?.trim() || null;
  const step =
    latest && !latestDetail
      ? null
      : nextStepOf(
          latestDetail
            ? {
                loanId: latestDetail.loanId,
                status: latestDetail.status,
                amount: latestDetail.amount,
                annualRate: latestDetail.annualRate,
                offerExpiresAt: latestDetail.offerExpiresAt,
                rejectionReason: latestDetail.rejectionReason,
                reviewAvailable: latestDetail.review.available,
                signedAt: latestDetail.signedAt,
                disbursedAt: latestDetail.disbursedAt,
              }
            : null,
          { exists: Boolean(draft?.draft), savedAt: draft?.updatedAt ?? null },
          now,
        );
  const badge = formatBadge(unread);
  // The right to withdraw is about the running loan: said on its card, not on a second card for the same loan.
  const withdrawOnLoan = active && step?.kind === 'withdraw' && step.loanId === active.loanId ? step : null;
  const applicationInFlight = Boolean(latest && latest.status !== 'DISBURSED');
  // The main column offers "Apply for a loan" when nothing is running or in flight; the shortcut then repeats it.
  const mainOffersApply = !active && !applicationInFlight && !(step && step.kind !== 'start');

  return (
    <Screen title={<Trans>Me</Trans>} testId="member-centre">
      <div className="member-centre">
        <div className="member-centre__main">
          <Card className="member-hello">
            <Icon icon={personCircleOutline} aria-hidden="true" className="member-hello__avatar" />
            <div className="member-hello__text">
              <h2 className="member-hello__greeting" data-testid="member-greeting">
                {name ? <Trans>Hello, {name}</Trans> : <Trans>Hello</Trans>}
              </h2>
              <p className="muted member-hello__email" data-testid="member-email">
                {member?.email}
              </p>
              <div className="member-hello__chips">
                <StateChip tone="neutral" testId="member-account-type">
                  {i18n._(accountTypeLabel(member ? member.accountType : null))}
                </StateChip>
                {member ? (
                  <Link to="/account/centre/verified" className="chip-link">
                    <span className="chip-link__label">
                      <Trans>Identity check</Trans>
                    </span>
                    <StateChip tone={kycStatusTone[member.kycStatus]} testId="member-kyc">
                      {i18n._(kycLabels[member.kycStatus])}
                    </StateChip>
                  </Link>
                ) : null}
              </div>
              {member?.kycStatus === 'REJECTED' && member.kycRejectReason ? (
                <p className="muted member-hello__note">
                  <Trans>Reason: {member.kycRejectReason}</Trans>
                </p>
              ) : null}
            </div>
          </Card>

          {active ? (
            <ActiveLoanCard loanId={active.loanId} contract={active.contractNumber}>
              {withdrawOnLoan ? <NextStepBlock step={withdrawOnLoan} /> : null}
            </ActiveLoanCard>
          ) : null}

          {withdrawOnLoan ? null : latest && applicationInFlight ? (
            <Card className="member-application">
              <div className="member-card__head">
                <h2 className="card__title">
                  <Trans>Your application</Trans>
                </h2>
                <StateChip tone={loanStatusTone[latest.status]} testId="application-state">
                  {i18n._(loanStatusLabels[latest.status])}
                </StateChip>
              </div>
              <p className="muted">
                <Trans>
                  {formatAmount(latest.amount, lang)} over {latest.termMonths} months
                </Trans>
              </p>
              {step ? <NextStepBlock step={step} /> : null}
            </Card>
          ) : step && step.kind !== 'start' ? (
            <Card className="member-application">
              <h2 className="card__title">
                <Trans>Your application</Trans>
              </h2>
              <NextStepBlock step={step} />
            </Card>
          ) : active ? null : (
            <Card className="member-application">
              <h2 className="card__title">
                <Trans>Borrow with Quayside</Trans>
              </h2>
              <p className="muted">
                <Trans>
                  Get a quote in minutes. It is a soft search and does not affect your credit score.
                </Trans>
              </p>
              <Link to="/member/apply" className="button button--primary">
                <Trans>Apply for a loan</Trans>
              </Link>
            </Card>
          )}
        </div>
        <div className="member-centre__side">
          <nav aria-label={t`Shortcuts`}>
            <ul className="menu-list member-shortcuts">
              <li>
                <MenuLink
                  to="/member/messages"
                  icon={mailUnreadOutline}
                  data-testid="shortcut-messages"
                  aside={
                    badge ? (
                      <span className="count-badge" data-testid="messages-badge">
                        <span aria-hidden="true">{badge}</span>
                        <span className="visually-hidden">
                          <Plural value={unread} one="# unread" other="# unread" />
                        </span>
                      </span>
                    ) : null
                  }
                >
                  <Trans>Messages</Trans>
                </MenuLink>
              </li>
              {mainOffersApply || applicationInFlight ? null : (
                <li>
                  <MenuLink to="/member/apply" icon={walletOutline}>
                    <Trans>Apply for a loan</Trans>
                  </MenuLink>
                </li>
              )}
              <li>
                <MenuLink
                  to={active ? '/loan/detail' : '/loan/history'}
                  search={active ? { id: active.loanId } : {}}
                  icon={receiptOutline}
                >
                  <Trans>Repay</Trans>
                </MenuLink>
              </li>
              <li>
                <MenuLink to="/loan/record" icon={documentTextOutline}>
                  <Trans>Repayment records</Trans>
                </MenuLink>
              </li>
              <li>
                <MenuLink to="/account/centre/basic" icon={idCardOutline}>
                  <Trans>Account centre</Trans>
                </MenuLink>
              </li>
              <li>
                <MenuLink to="/account/centre/settings" icon={shieldCheckmarkOutline}>
                  <Trans>Security settings</Trans>
                </MenuLink>
              </li>
            </ul>
          </nav>

          <InstallAppAction />

          <button
            type="button"
            className="button button--secondary button--block"
            data-testid="logout"
            disabled={logout.isPending}
            onClick={() => logout.mutate()}
          >
            <Icon icon={logOutOutline} aria-hidden="true" />
            <Trans>Log out</Trans>
          </button>
        </div>
      </div>
    </Screen>
  );
}

function ActiveLoanCard({
  loanId,
  contract,
  children,
}: {
  loanId: number;
  contract: string | null;
  /** What else the borrower can do about this loan now (the right to withdraw). */
  children?: ReactNode;
}) {
  const user = useUser();
  const lang = useLanguage();
  const detail = useQuery(loanDetailQuery(user.id, loanId)).data;
  const bills = useQuery(loanBillsQuery(user.id, loanId)).data?.list ?? [];
  const overdue = bills.filter((bill) => bill.status === 'TO_BE_REPAID' && bill.overdueDays > 0).length;
  const next = detail?.nextBill ?? null;
  const arrears = detail?.arrears;
  return (
    <Card className="member-loan">
      <div className="member-card__head">
        <h2 className="card__title">
          <Trans>Your loan</Trans>
        </h2>
        <StateChip tone="success">
          <Trans>Repayment in progress</Trans>
        </StateChip>
      </div>
      {contract ? (
        <p className="muted">
          <Trans>Contract {contract}</Trans>
        </p>
      ) : null}
      {arrears && arrears.amount > 0 ? (
        // Behind, said plainly from the loan's replayed book: how much, since when, what a day adds.
        <div className="notice notice--warning" role="alert" data-testid="member-arrears">
          <p>
            <Trans>
              You are behind: {formatAmount(arrears.amount, lang)} overdue since{' '}
              {arrears.since ? formatDate(arrears.since, lang) : ''} (
              <Plural value={arrears.daysPastDue} one="# day" other="# days" />
              ), adding {formatAmount(arrears.perDay, lang)} a day.
            </Trans>
          </p>
          <Link to="/loan/detail" search={{ id: loanId }} className="chip-link">
            <Trans>What you can do</Trans>
          </Link>
        </div>
      ) : overdue > 0 ? (
        <p className="notice notice--warning" role="alert" data-testid="overdue-count">
          <Plural value={overdue} one="You have # bill overdue" other="You have # bills overdue" />
        </p>
      ) : null}
      {next ? (
        <dl className="facts" data-testid="next-bill">
          <div>
            <dt>
              <Trans>Next bill</Trans>
            </dt>
            <dd>{formatAmount(next.totalDue, lang)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Due date</Trans>
            </dt>
            <dd>{formatDate(next.dueDate, lang)}</dd>
          </div>
          {next.status === 'TO_BE_REPAID' && next.overdueDays > 0 ? (
            <div>
              <dt>
                <Trans>Overdue</Trans>
              </dt>
              <dd className="overdue">
                <Plural value={next.overdueDays} one="Overdue # day" other="Overdue # days" />
              </dd>
            </div>
          ) : null}
          {next.status === 'TO_BE_CONFIRMED' ? (
            <div>
              <dt>
                <Trans>Status</Trans>
              </dt>
              <dd>
                <Trans>Payment being confirmed</Trans>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : detail ? (
        <p className="muted">
          <Trans>Nothing is due right now.</Trans>
        </p>
      ) : null}
      <div className="button-row button-row--start">
        <Link to="/loan/detail" search={{ id: loanId }} className="button button--primary">
          <Trans>Repay</Trans>
        </Link>
        <Link to="/loan/detail" search={{ id: loanId }} className="button button--secondary">
          <Trans>Loan details</Trans>
        </Link>
      </div>
      {children ? <div className="member-loan__more">{children}</div> : null}
    </Card>
  );
}

function NextStepBlock({ step }: { step: NextStep }) {
  const lang = useLanguage();
  const now = useNow();
  const user = useUser();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const restore = useMutation({
    mutationFn: restoreOffer,
    onSuccess: async (_data, loanId) => {
      showToast('success', t`Submitted successfully, waiting for review`);
      await queryClient.invalidateQueries({ queryKey: loanKeys.all });
      await navigate({ to: '/loan/detail', search: { id: loanId } });
    },
  });
  switch (step.kind) {
    case 'start':
      return null;
    case 'resume-draft':
      return (
        <div className="next-step" data-testid="next-step-draft">
          <p>
            {step.savedAt ? (
              <Trans>You have an application in progress, saved on {formatDate(step.savedAt, lang)}.</Trans>
            ) : (
              <Trans>You have an application in progress.</Trans>
            )}
          </p>
          <Link to="/apply" className="button button--primary">
            <Trans>Resume your application</Trans>
          </Link>
        </div>
      );
    case 'in-review':
      return (
        <div className="next-step" data-testid="next-step-review">
          <p>
            <Trans>A person is looking at your application and will decide within 5 working days.</Trans>
          </p>
          <Link to="/loan/detail" search={{ id: step.loanId }} className="button button--secondary">
            <Trans>View application</Trans>
          </Link>
        </div>
      );
    case 'read-offer': {
      const left = offerTimeLeft(step.expiresAt, now);
      return (
        <div className="next-step" data-testid="next-step-offer">
          <p>
            <Trans>Your offer is ready. Read it and sign before it lapses.</Trans>
          </p>
          <p className="offer-countdown" data-testid="offer-countdown">
            <Trans>
              Valid for {left.days} days {left.hours} h {left.minutes} min, until{' '}
              {formatDate(step.expiresAt, lang)}
            </Trans>
          </p>
          <Link to="/loan/detail" search={{ id: step.loanId }} className="button button--primary">
            <Trans>Read the offer</Trans>
          </Link>
        </div>
      );
    }
    case 'restore-offer':
      return (
        <div className="next-step" data-testid="next-step-restore">
          <p>
            <Trans>Your offer lapsed after 14 days. You can ask us to make it again.</Trans>
          </p>
          <button
            type="button"
            className="button button--primary"
            disabled={restore.isPending || user.id <= 0}
            onClick={() => restore.mutate(step.loanId)}
          >
            <Trans>Restore credit request</Trans>
          </button>
        </div>
      );
    case 'resubmit':
      return (
        <div className="next-step" data-testid="next-step-resubmit">
          {step.reason ? (
            <p>
              <Trans>Reason: {step.reason}</Trans>
            </p>
          ) : null}
          <p className="muted">
            <Trans>You can correct your details and apply again.</Trans>
          </p>
          <Link to="/apply" search={{ resubmit: step.loanId }} className="button button--primary">
            <Trans>Resubmit your application</Trans>
          </Link>
          {step.reviewAvailable ? (
            <Link to="/loan/detail" search={{ id: step.loanId }} className="button button--secondary">
              <Trans>See why, or ask for a person to look again</Trans>
            </Link>
          ) : null}
        </div>
      );
    case 'withdraw':
      return (
        <div className="next-step" data-testid="next-step-withdraw">
          <p>
            <Trans>You may withdraw from the agreement until {formatDate(step.lastDay, lang)}.</Trans>
          </p>
          <p className="muted">
            {step.payoff > 0 ? (
              <Trans>
                Withdrawing today means repaying {formatAmount(step.payoff, lang)} (the money sent plus
                interest to today).
              </Trans>
            ) : (
              <Trans>The money has not been sent yet, so withdrawing costs nothing.</Trans>
            )}
          </p>
          <Link to="/loan/detail" search={{ id: step.loanId }} className="button button--secondary">
            <Trans>Withdraw or view the loan</Trans>
          </Link>
        </div>
      );
  }
}
