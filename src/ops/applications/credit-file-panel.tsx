import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type OperatorCreditFile, operatorCreditFileResponse } from '../../../domain/api/credit';
import type { CreditFile } from '../../../domain/credit/credit-file';
import { apiRequest } from '../../lib/api/api-client';
import { formatAmount, formatDate, formatDateTime } from '../../lib/i18n/format';
import { type Language, useLanguage } from '../../lib/i18n/language';
import { FailureNotice, useOpsAction } from '../shared/ops-action';
import { QueryState } from '../shared/query-state';
import { creditFileQuery } from './applications-queries';

const faultLabels: Record<string, MessageDescriptor> = {
  timeout: msg`the agency did not answer in time`,
  unreachable: msg`the agency could not be reached`,
  serverError: msg`the agency answered with an error`,
  badAnswer: msg`the agency’s answer could not be read`,
  notConfigured: msg`no agency is configured`,
};

const matchLabels: Record<string, MessageDescriptor> = {
  receivingAddress: msg`receiving address`,
  phone: msg`phone number`,
  idNumber: msg`ID number`,
};

const insolvencyLabels: Record<string, MessageDescriptor> = {
  bankruptcy: msg`Bankruptcy`,
  iva: msg`Individual voluntary arrangement`,
  dro: msg`Debt relief order`,
  trustDeed: msg`Trust deed`,
};

const yes = msg`Found`;
const no = msg`Not found`;

function Row({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className="ops-facts__row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/**
 * The credit file beside an application (issue 34): the newest hard search whole — identity, accounts with
 * their monthly payments and worst status, defaults, judgments, insolvencies, searches, fraud markers, the
 * verified income — or why the agency gave none, with a search again while the application waits; and any
 * other borrower sharing the applicant's receiving address, phone or ID number.
 */
export function CreditFilePanel({ loanId, canSearch }: { loanId: number; canSearch: boolean }) {
  const query = useQuery(creditFileQuery(loanId));
  const search = useOpsAction((_body: object, key: string) =>
    apiRequest(`/operator/applications/${loanId}/credit-search`, {
      method: 'POST',
      body: {},
      schema: operatorCreditFileResponse,
      headers: { 'Idempotency-Key': key },
    }),
  );
  const data = search.result ?? query.data;
  return (
    <section className="card ops-card" aria-labelledby="credit-file-title" data-testid="credit-file">
      <h2 id="credit-file-title" className="card__title">
        <Trans>Credit file</Trans>
      </h2>
      <QueryState query={query}>{data ? <FileBody data={data} /> : null}</QueryState>
      {canSearch ? (
        <div className="ops-credit-search">
          <button
            type="button"
            className="button button--secondary"
            disabled={search.pending}
            onClick={() => void search.run({}).catch(() => undefined)}
            data-testid="search-again"
          >
            {search.pending ? <Trans>Searching…</Trans> : <Trans>Search the credit file again</Trans>}
          </button>
          <p className="muted">
            <Trans>
              A hard search: the agency records it on the applicant’s file, where other lenders see it.
            </Trans>
          </p>
        </div>
      ) : null}
      {search.failure ? <FailureNotice failure={search.failure} /> : null}
    </section>
  );
}

function FileBody({ data }: { data: OperatorCreditFile }) {
  const { i18n } = useLingui();
  const lang = useLanguage();
  const { search } = data;
  return (
    <>
      {!search ? (
        <p className="notice" data-testid="no-search">
          <Trans>No credit search has been made for this application.</Trans>
        </p>
      ) : !search.file ? (
        <p className="notice notice--warning" data-testid="search-failed">
          <Trans>
            No file: the search on {formatDateTime(search.searchedAt, lang)} failed —{' '}
            {i18n._(faultLabels[search.fault ?? ''] ?? faultLabels.unreachable!)}. Search again before making
            an offer.
          </Trans>
        </p>
      ) : (
        <FileFacts file={search.file} searchedAt={search.searchedAt} lang={lang} />
      )}
      {data.sharedWith.length > 0 ? (
        <div className="notice notice--warning" data-testid="shared-with">
          <p>
            <Trans>Details on this application are also held by another borrower:</Trans>
          </p>
          <ul className="plain-list">
            {data.sharedWith.map((other) => (
              <li key={other.memberId}>
                <Trans>
                  Member {other.memberId} ({other.name ?? other.email}):{' '}
                  {other.matched.map((match) => i18n._(matchLabels[match]!)).join(', ')}
                </Trans>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

function FileFacts({ file, searchedAt, lang }: { file: CreditFile; searchedAt: string; lang: Language }) {
  const { i18n } = useLingui();
  const money = (minor: number) => formatAmount(minor, lang);
  const flag = (value: boolean) => i18n._(value ? yes : no);
  const commitments = file.accounts.reduce((sum, account) => sum + account.monthlyPayment, 0);
  return (
    <>
      <dl className="ops-facts" data-testid="credit-file-facts">
        <Row label={<Trans>Agency and reference</Trans>}>
          {file.agency.name} · {file.reference}
        </Row>
        <Row label={<Trans>Searched</Trans>}>{formatDateTime(searchedAt, lang)}</Row>
        <Row label={<Trans>Identity in the agency’s records</Trans>}>{flag(file.identity.matched)}</Row>
        <Row label={<Trans>Address in the agency’s records</Trans>}>{flag(file.identity.addressMatched)}</Row>
        <Row label={<Trans>On the electoral roll</Trans>}>{flag(file.identity.electoralRoll)}</Row>
        <Row label={<Trans>Searches by other lenders, last 90 days</Trans>} testId="file-searches">
          {file.searchesLast90Days}
        </Row>
        <Row label={<Trans>Fraud markers</Trans>}>{file.fraudMarkers.length}</Row>
        <Row label={<Trans>Verified income, a year</Trans>}>
          {file.verifiedIncome ? money(file.verifiedIncome.annual) : <Trans>None held</Trans>}
        </Row>
        <Row label={<Trans>Other credit, a month</Trans>} testId="file-commitments">
          {money(commitments)}
        </Row>
      </dl>
      {file.accounts.length > 0 ? (
        <div className="ops-credit-accounts">
          <table className="ops-table ops-table--compact" data-testid="file-accounts">
            <caption>
              <Trans>Credit accounts</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Lender</Trans>
                </th>
                <th scope="col" className="num">
                  <Trans>Balance</Trans>
                </th>
                <th scope="col" className="num">
                  <Trans>A month</Trans>
                </th>
                <th scope="col">
                  <Trans>Worst status, 12 months</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {file.accounts.map((account) => (
                <tr key={`${account.lender}-${account.openedOn}`}>
                  <td>
                    {account.lender}
                    <br />
                    <span className="muted">
                      <Trans>opened {formatDate(account.openedOn, lang)}</Trans>
                    </span>
                  </td>
                  <td className="num">{money(account.balance)}</td>
                  <td className="num">{money(account.monthlyPayment)}</td>
                  <td>
                    {account.worstStatus12Months === 0 ? (
                      <Trans>Up to date</Trans>
                    ) : (
                      <Trans>{account.worstStatus12Months} payments behind</Trans>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {file.defaults.length + file.judgments.length + file.insolvencies.length === 0 ? (
        <p className="muted" data-testid="file-records">
          <Trans>No defaults, judgments or insolvencies on the file.</Trans>
        </p>
      ) : (
        <ul className="plain-list" data-testid="file-records">
          {file.defaults.map((record) => (
            <li key={`d-${record.date}`}>
              <Trans>
                Default on {formatDate(record.date, lang)}: {money(record.amount)}
              </Trans>
              {record.satisfied ? (
                <>
                  {' '}
                  <Trans>(settled)</Trans>
                </>
              ) : null}
            </li>
          ))}
          {file.judgments.map((record) => (
            <li key={`j-${record.date}`}>
              <Trans>
                County court judgment on {formatDate(record.date, lang)}: {money(record.amount)}
              </Trans>
            </li>
          ))}
          {file.insolvencies.map((record) => (
            <li key={`i-${record.date}`}>
              <Trans>
                {i18n._(insolvencyLabels[record.kind]!)} on {formatDate(record.date, lang)}
              </Trans>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
