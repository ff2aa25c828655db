import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { BorrowerPage } from '../../../domain/api/borrowers';
import { formatDate, formatDateTime } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import type { ProfileSectionId } from '../../profile/profile-section';
import { ProfileSectionView, sectionReaders } from '../../profile/section-view';
import { AppLink } from '../../ui/app-link';
import { kycLabels } from '../../ui/member/state-labels';
import { Screen } from '../../ui/screen';
import { outcomeLabels, requestStatusLabels } from '../hardship/hardship-labels';
import { Picture, uploadUrl } from '../shared/picture';
import { QueryState } from '../shared/query-state';
import { type Column, QueueTable } from '../shared/queue-table';
import { BorrowerComplaints } from './borrower-complaints';
import {
  caseStateLabels,
  channelLabels,
  searchKindLabels,
  searchPurposeLabels,
  sendStateLabels,
} from './borrower-labels';
import { BorrowerLoans, useLoanName } from './borrower-loans';
import { BorrowerNotes } from './borrower-notes';
import { borrowerPageQuery } from './borrowers-queries';
import './borrowers.css';

/** The profile's sections in the order the account centre lists them, and where the page's answer holds each. */
const profileSections: [ProfileSectionId, keyof BorrowerPage['profile']][] = [
  ['basic', 'base'],
  ['address', 'contactAddress'],
  ['work', 'employment'],
  ['family', 'family'],
  ['house', 'estate'],
  ['car', 'car'],
  ['contacts', 'contacts'],
];

/** A part of the page: a heading the screen reader's heading list and the page's contents both name. */
function Part({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section
      className="card ops-card ops-borrower__part"
      aria-labelledby={`${id}-title`}
      data-testid={`part-${id}`}
    >
      <h2 id={`${id}-title`} className="card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function photosOf(ids: readonly number[], label: string) {
  return (
    <span className="ops-pictures ops-pictures--small">
      {ids.map((id) => (
        <Picture key={id} url={uploadUrl(id)} alt={label} named={false} />
      ))}
    </span>
  );
}

function Facts({ rows }: { rows: [ReactNode, ReactNode, string?][] }) {
  return (
    <dl className="ops-facts ops-facts--grid">
      {rows.map(([label, value, testId], index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the facts are fixed in order.
        <div key={index} className="ops-facts__row">
          <dt>{label}</dt>
          <dd data-testid={testId}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface Props {
  memberId: number;
}

/**
 * A borrower's one page: who they are, their identity check, every loan with its book, the credit searches,
 * what was sent to them, arrears and hardship, complaints and notes. Opening it is written to the audit log.
 */
export function BorrowerScreen({ memberId }: Props) {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const loanName = useLoanName();
  const query = useQuery(borrowerPageQuery(memberId, lang));
  const page = query.data;
  const member = page?.member;
  const nameOfLoan = (loanId: number) => {
    const loan = page?.loans.find((candidate) => candidate.loanId === loanId);
    return loan ? loanName(loan) : t`Loan ${loanId}`;
  };
  const contents: [string, ReactNode][] = [
    ['about', <Trans key="about">About</Trans>],
    ['identity', <Trans key="identity">Identity check</Trans>],
    ['loans', <Trans key="loans">Loans</Trans>],
    ['credit', <Trans key="credit">Credit searches</Trans>],
    ['messages', <Trans key="messages">Messages sent</Trans>],
    ['arrears', <Trans key="arrears">Arrears</Trans>],
    ['hardship', <Trans key="hardship">Hardship</Trans>],
    ['complaints', <Trans key="complaints">Complaints</Trans>],
    ['notes', <Trans key="notes">Notes</Trans>],
  ];
  return (
    <Screen
      title={member ? (member.name ?? t`Borrower ${memberId}`) : <Trans>Borrower</Trans>}
      lead={
        member ? (
          <Trans>
            Borrower {memberId} · {member.email}
          </Trans>
        ) : undefined
      }
      width="wide"
      testId="ops-borrower"
      actions={
        <AppLink href="/ops/borrowers" className="button button--secondary">
          <Trans>Search borrowers</Trans>
        </AppLink>
      }
    >
      <QueryState query={query}>
        {page && member ? (
          <div className="ops-borrower">
            <nav aria-label={t`On this page`} className="ops-borrower__contents">
              <ul>
                {contents.map(([id, label]) => (
                  <li key={id}>
                    <a href={`#${id}-title`}>{label}</a>
                  </li>
                ))}
              </ul>
            </nav>
            <Part id="about" title={<Trans>About</Trans>}>
              <Facts
                rows={[
                  [<Trans key="n">Borrower number</Trans>, member.memberId],
                  [<Trans key="e">E-mail</Trans>, member.email],
                  [<Trans key="m">Mobile</Trans>, member.mobile ?? '—'],
                  [
                    <Trans key="s">Account</Trans>,
                    member.locked ? <Trans key="l">Locked</Trans> : <Trans key="a">Active</Trans>,
                    'account-state',
                  ],
                  [<Trans key="j">Joined</Trans>, formatDate(member.createdAt, lang)],
                  [
                    <Trans key="ls">Last signed in</Trans>,
                    member.lastLoginAt ? formatDateTime(member.lastLoginAt, lang) : '—',
                  ],
                  [
                    <Trans key="p">Paid by</Trans>,
                    member.payoutMethod === 'BANK' && member.bankAccount ? (
                      <Trans key="b">
                        Bank account {member.bankAccount.sortCode} ····{member.bankAccount.accountNumberLast4}
                      </Trans>
                    ) : (
                      <code key="w" className="ops-wrap">
                        {member.walletAddress ?? '—'}
                      </code>
                    ),
                  ],
                ]}
              />
              {profileSections.map(([section, key]) => (
                <section
                  key={section}
                  className="ops-section"
                  aria-label={i18n._(sectionReaders[section].title)}
                >
                  <h3 className="ops-section__title">{i18n._(sectionReaders[section].title)}</h3>
                  {/* The ID photos are shown once, under the identity check; here their count. */}
                  <ProfileSectionView section={section} data={page.profile[key]} />
                </section>
              ))}
            </Part>
            <Part id="identity" title={<Trans>Identity check</Trans>}>
              <p data-testid="identity-state">
                <Trans>State: {i18n._(kycLabels[member.kycStatus])}</Trans>
                {member.kycRejectReason ? (
                  <>
                    {' '}
                    <Trans>Last rejected because: {member.kycRejectReason}</Trans>
                  </>
                ) : null}
              </p>
              <ProfileSectionView section="identity" data={page.profile.kyc} photos={photosOf} />
              {member.kycStatus === 'PENDING' ? (
                <AppLink href={`/ops/identity/${member.memberId}`} className="button button--secondary">
                  <Trans>Open the identity check</Trans>
                </AppLink>
              ) : null}
            </Part>
            <Part id="loans" title={<Trans>Loans</Trans>}>
              <BorrowerLoans loans={page.loans} />
            </Part>
            <Part id="credit" title={<Trans>Credit searches</Trans>}>
              <QueueTable
                label={t`Credit searches`}
                rows={page.creditSearches}
                rowKey={(row) => row.id}
                rowTestId="credit-search"
                empty={<Trans>No credit searches.</Trans>}
                columns={[
                  { header: <Trans>When</Trans>, cell: (row) => formatDateTime(row.searchedAt, lang) },
                  { header: <Trans>Kind</Trans>, cell: (row) => i18n._(searchKindLabels[row.kind]) },
                  { header: <Trans>For</Trans>, cell: (row) => i18n._(searchPurposeLabels[row.purpose]) },
                  { header: <Trans>Agency</Trans>, cell: (row) => row.agencyName ?? '—' },
                  {
                    header: <Trans>Answered</Trans>,
                    cell: (row) => (row.answered ? <Trans>Yes</Trans> : <Trans>No answer</Trans>),
                  },
                ]}
              />
            </Part>
            <Part id="messages" title={<Trans>Messages sent</Trans>}>
              <h3 className="ops-section__title">
                <Trans>E-mail, text and push</Trans>
              </h3>
              <QueueTable
                label={t`E-mail, text and push`}
                rows={page.messages.sent}
                rowKey={(row) => row.id}
                rowTestId="sent-message"
                empty={<Trans>Nothing sent to their address or devices.</Trans>}
                columns={
                  [
                    { header: <Trans>Queued</Trans>, cell: (row) => formatDateTime(row.createdAt, lang) },
                    { header: <Trans>By</Trans>, cell: (row) => i18n._(channelLabels[row.channel]) },
                    { header: <Trans>Subject</Trans>, cell: (row) => row.subject ?? '—' },
                    { header: <Trans>State</Trans>, cell: (row) => i18n._(sendStateLabels[row.status]) },
                  ] satisfies Column<BorrowerPage['messages']['sent'][number]>[]
                }
              />
              <h3 className="ops-section__title">
                <Trans>In the app</Trans>
              </h3>
              <QueueTable
                label={t`In the app`}
                rows={page.messages.inApp}
                rowKey={(row) => row.id}
                rowTestId="app-message"
                empty={<Trans>No messages in the app.</Trans>}
                columns={[
                  { header: <Trans>When</Trans>, cell: (row) => formatDateTime(row.createdAt, lang) },
                  { header: <Trans>Message</Trans>, cell: (row) => row.title },
                  {
                    header: <Trans>Read</Trans>,
                    cell: (row) => (row.readAt ? formatDateTime(row.readAt, lang) : <Trans>Not yet</Trans>),
                  },
                ]}
              />
            </Part>
            <Part id="arrears" title={<Trans>Arrears</Trans>}>
              <QueueTable
                label={t`Arrears`}
                rows={page.arrears}
                rowKey={(row) => row.caseId}
                rowTestId="arrears-case"
                empty={<Trans>Never in arrears.</Trans>}
                columns={[
                  {
                    header: <Trans>Loan</Trans>,
                    cell: (row) => (
                      <AppLink href={`/ops/arrears/${row.loanId}`}>{nameOfLoan(row.loanId)}</AppLink>
                    ),
                  },
                  { header: <Trans>State</Trans>, cell: (row) => i18n._(caseStateLabels[row.status]) },
                  {
                    header: <Trans>Behind since</Trans>,
                    cell: (row) => formatDate(`${row.pastDueSince}T12:00:00Z`, lang),
                  },
                  {
                    header: <Trans>Closed</Trans>,
                    cell: (row) => (row.closedOn ? formatDate(`${row.closedOn}T12:00:00Z`, lang) : '—'),
                  },
                ]}
              />
            </Part>
            <Part id="hardship" title={<Trans>Hardship</Trans>}>
              <QueueTable
                label={t`Hardship`}
                rows={page.hardship}
                rowKey={(row) => row.requestId}
                rowTestId="hardship-request"
                empty={<Trans>No requests for help.</Trans>}
                columns={[
                  {
                    header: <Trans>Request</Trans>,
                    cell: (row) => (
                      <AppLink href={`/ops/hardship/${row.requestId}`}>
                        <Trans>
                          {nameOfLoan(row.loanId)}, received {formatDate(`${row.receivedOn}T12:00:00Z`, lang)}
                        </Trans>
                      </AppLink>
                    ),
                  },
                  { header: <Trans>State</Trans>, cell: (row) => i18n._(requestStatusLabels[row.status]) },
                  {
                    header: <Trans>Outcome</Trans>,
                    cell: (row) => (row.outcome ? i18n._(outcomeLabels[row.outcome]) : '—'),
                  },
                  {
                    header: <Trans>Answer by</Trans>,
                    cell: (row) => formatDate(`${row.answerBy}T12:00:00Z`, lang),
                  },
                ]}
              />
            </Part>
            <Part id="complaints" title={<Trans>Complaints</Trans>}>
              <BorrowerComplaints complaints={page.complaints} nameOfLoan={nameOfLoan} />
            </Part>
            <Part id="notes" title={<Trans>Notes</Trans>}>
              <BorrowerNotes
                memberId={memberId}
                loans={page.loans.map((loan) => ({ loanId: loan.loanId, label: loanName(loan) }))}
              />
            </Part>
          </div>
        ) : null}
      </QueryState>
    </Screen>
  );
}
