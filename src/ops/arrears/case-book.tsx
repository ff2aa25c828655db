import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatAmount, formatDate, formatDateTime } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import {
  billStateLabels,
  bucketLabel,
  componentLabels,
  entryKindLabels,
  noticeKindLabels,
  paymentChannelLabels,
} from './arrears-labels';
import type { ArrearsCase } from './arrears-queries';

function Fact({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className="ops-facts__row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** The book on the business date: how far behind, since when, what each day adds, what is left and held. */
export function BookSummary({ detail }: { detail: Pick<ArrearsCase, 'book'> }) {
  const { i18n } = useLingui();
  const lang = useLanguage();
  const { book } = detail;
  const money = (minor: number) => formatAmount(minor, lang);
  return (
    <section className="card ops-card" aria-labelledby="book-title" data-testid="case-book">
      <h2 id="book-title" className="card__title">
        <Trans>The book on {formatDate(book.asOf, lang)}</Trans>
      </h2>
      <dl className="ops-facts ops-facts--large ops-facts--grid">
        <Fact label={<Trans>In arrears</Trans>} testId="book-arrears">
          <span className={book.arrears.amount > 0 ? 'ops-bad' : undefined}>
            {money(book.arrears.amount)}
          </span>
        </Fact>
        <Fact label={<Trans>Days past due</Trans>} testId="book-dpd">
          {book.arrears.daysPastDue}
        </Fact>
        <Fact label={<Trans>Past due since</Trans>}>
          {book.arrears.since ? formatDate(book.arrears.since, lang) : '—'}
        </Fact>
        <Fact label={<Trans>Bucket</Trans>}>{bucketLabel(i18n, book.arrears.bucket)}</Fact>
        <Fact label={<Trans>Overdue interest a day</Trans>}>{money(book.arrears.perDay)}</Fact>
        <Fact label={<Trans>Principal outstanding</Trans>}>{money(book.principalOutstanding)}</Fact>
        <Fact label={<Trans>Credit held</Trans>} testId="book-credit">
          {money(book.creditHeld)}
        </Fact>
        <Fact label={<Trans>Paid out</Trans>}>
          <Trans>
            {money(book.principalLent)} on {formatDate(book.payoutOn, lang)}
          </Trans>
        </Fact>
      </dl>
    </section>
  );
}

/** Each bill with what is left of it by part, as the book replays it. */
export function BillsCard({ detail }: { detail: Pick<ArrearsCase, 'book'> }) {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const money = (minor: number) => formatAmount(minor, lang);
  const bills = detail.book.bills;
  return (
    <section className="card ops-card" aria-labelledby="bills-title" data-testid="case-bills">
      <h2 id="bills-title" className="card__title">
        <Trans>Bills</Trans>
      </h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard. */}
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t`Bills`}>
        <table className="ops-table ops-table--dense">
          <thead>
            <tr>
              <th scope="col" rowSpan={2}>
                <Trans>No.</Trans>
              </th>
              <th scope="col" rowSpan={2}>
                <Trans>Due</Trans>
              </th>
              <th scope="col" rowSpan={2}>
                <Trans>State</Trans>
              </th>
              <th scope="col" rowSpan={2} className="num">
                <Trans>Bill</Trans>
              </th>
              <th scope="col" rowSpan={2} className="num">
                <Trans>Overdue interest</Trans>
              </th>
              <th scope="col" rowSpan={2} className="num">
                <Trans>Paid</Trans>
              </th>
              <th scope="colgroup" colSpan={4} className="ops-table__group">
                <Trans>Left to pay</Trans>
              </th>
            </tr>
            <tr>
              <th scope="col" className="num">
                <Trans>Overdue interest</Trans>
              </th>
              <th scope="col" className="num">
                <Trans>Interest</Trans>
              </th>
              <th scope="col" className="num">
                <Trans>Principal</Trans>
              </th>
              <th scope="col" className="num">
                <Trans>Total</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {bills.map((bill) => {
              const paid = bill.paid.overdueInterest + bill.paid.interest + bill.paid.principal;
              return (
                <tr key={bill.period} data-testid="bill-row">
                  <td>{bill.period}</td>
                  <td>
                    <span className="ops-nowrap">{formatDate(bill.dueDate, lang)}</span>
                    {bill.daysOverdue > 0 ? (
                      <span className="overdue ops-small">
                        <Trans>{bill.daysOverdue} days late</Trans>
                      </span>
                    ) : null}
                  </td>
                  <td>{i18n._(billStateLabels[bill.state])}</td>
                  <td className="num">{money(bill.total)}</td>
                  <td className="num">{money(bill.overdueInterest)}</td>
                  <td className="num">{money(paid)}</td>
                  <td className="num">{money(bill.outstanding.overdueInterest)}</td>
                  <td className="num">{money(bill.outstanding.interest)}</td>
                  <td className="num">{money(bill.outstanding.principal)}</td>
                  <td className="num">
                    <strong>{money(bill.outstandingTotal)}</strong>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Every ledger entry in the order it was booked; a reversed one struck through, beside what undid it. */
export function LedgerCard({ detail }: { detail: Pick<ArrearsCase, 'entries'> }) {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  return (
    <section className="card ops-card" aria-labelledby="ledger-title" data-testid="case-ledger">
      <h2 id="ledger-title" className="card__title">
        <Trans>Ledger</Trans>
      </h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard. */}
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t`Ledger`}>
        <table className="ops-table ops-table--dense">
          <thead>
            <tr>
              <th scope="col" className="ops-nowrap">
                <Trans>Entry</Trans>
              </th>
              <th scope="col">
                <Trans>Business date</Trans>
              </th>
              <th scope="col">
                <Trans>Kind</Trans>
              </th>
              <th scope="col" className="num">
                <Trans>Amount</Trans>
              </th>
              <th scope="col">
                <Trans>Details</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {detail.entries.map((entry) => (
              <tr
                key={entry.entryId}
                data-testid="ledger-row"
                className={entry.reversedBy !== null ? 'ops-row--reversed' : undefined}
              >
                <td>{entry.entryId}</td>
                <td className="ops-nowrap">{formatDate(entry.on, lang)}</td>
                <td>
                  {i18n._(entryKindLabels[entry.kind])}
                  {entry.reversedBy !== null ? (
                    <span className="ops-tag ops-tag--overdue">
                      <Trans>Reversed by {entry.reversedBy}</Trans>
                    </span>
                  ) : null}
                </td>
                <td className="num">
                  {entry.amount === null ? (
                    '—'
                  ) : (
                    <span className="ops-amount">{formatAmount(entry.amount, lang)}</span>
                  )}
                </td>
                <td>
                  <EntryDetails entry={entry} />
                  <span className="muted ops-small">{formatDateTime(entry.createdAt, lang)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function EntryDetails({ entry }: { entry: ArrearsCase['entries'][number] }) {
  const { i18n } = useLingui();
  const parts: ReactNode[] = [];
  if (entry.reverses !== null) parts.push(<Trans key="reverses">Reverses entry {entry.reverses}</Trans>);
  if (entry.channel) parts.push(i18n._(paymentChannelLabels[entry.channel]));
  if (entry.reference) {
    const reference = entry.reference;
    parts.push(
      <Trans key="reference">
        Reference <code className="ops-address">{reference}</code>
      </Trans>,
    );
  }
  if (entry.component) {
    const part = i18n._(componentLabels[entry.component]);
    parts.push(
      entry.period !== null ? (
        <Trans key="component">
          {part}, bill {entry.period}
        </Trans>
      ) : (
        part
      ),
    );
  }
  if (entry.reason) {
    const reason = entry.reason;
    parts.push(<Trans key="reason">Why: {reason}</Trans>);
  }
  if (parts.length === 0) return null;
  return (
    <ul className="plain-list ops-entry-details">
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of the entry's facts.
        <li key={index}>{part}</li>
      ))}
    </ul>
  );
}

/** Days past due as close of business logged them, newest first, and the buckets the loan passed through. */
export function HistoryCard({ detail }: { detail: ArrearsCase }) {
  const { t, i18n } = useLingui();
  const lang = useLanguage();
  const lines = [...detail.dpdHistory].reverse();
  return (
    <section className="card ops-card" aria-labelledby="history-title" data-testid="case-history">
      <h2 id="history-title" className="card__title">
        <Trans>Days past due and buckets</Trans>
      </h2>
      {detail.bucketHistory.length > 0 ? (
        <ol className="plain-list ops-buckets" data-testid="bucket-history">
          {detail.bucketHistory.map((span) => (
            <li key={`${span.bucket}-${span.from}`}>
              <strong>{bucketLabel(i18n, span.bucket)}</strong>{' '}
              {span.to ? (
                <Trans>
                  from {formatDate(span.from, lang)} to {formatDate(span.to, lang)}
                </Trans>
              ) : (
                <Trans>since {formatDate(span.from, lang)}</Trans>
              )}
            </li>
          ))}
        </ol>
      ) : null}
      {lines.length === 0 ? (
        <p className="empty-state">
          <Trans>No close of business has logged this loan past due.</Trans>
        </p>
      ) : (
        <div
          className="table-scroll ops-scroll-tall"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
          tabIndex={0}
          role="region"
          aria-label={t`Days past due, day by day`}
        >
          <table className="ops-table ops-table--compact">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Business date</Trans>
                </th>
                <th scope="col" className="num">
                  <Trans>Days past due</Trans>
                </th>
                <th scope="col">
                  <Trans>Bucket</Trans>
                </th>
                <th scope="col" className="num">
                  <Trans>In arrears</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.businessDate}>
                  <td>{formatDate(line.businessDate, lang)}</td>
                  <td className="num">{line.daysPastDue}</td>
                  <td>{bucketLabel(i18n, line.bucket)}</td>
                  <td className="num">{formatAmount(line.arrears, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The statutory notices sent, each with its text as the borrower received it, to read or print. */
export function NoticesCard({ detail }: { detail: ArrearsCase }) {
  const { i18n } = useLingui();
  const lang = useLanguage();
  return (
    <section className="card ops-card" aria-labelledby="notices-title" data-testid="case-notices">
      <h2 id="notices-title" className="card__title">
        <Trans>Notices sent</Trans>
      </h2>
      {detail.notices.length === 0 ? (
        <p className="empty-state">
          <Trans>No notice has been sent on this loan.</Trans>
        </p>
      ) : (
        <ul className="plain-list ops-notices">
          {detail.notices.map((notice) => (
            <li key={notice.id} className="ops-notice" data-testid="notice">
              <p className="ops-notice__head">
                <strong>{i18n._(noticeKindLabels[notice.kind])}</strong>{' '}
                <Trans>
                  sent {formatDateTime(notice.sentAt, lang)}, template {notice.templateId} v
                  {notice.templateVersion}
                </Trans>
              </p>
              <details>
                <summary>
                  <Trans>Read the text: {notice.subject}</Trans>
                </summary>
                <div className="ops-notice__text" data-testid="notice-text">
                  {notice.body}
                </div>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => printNotice(notice.subject, notice.body)}
                >
                  <Trans>Print</Trans>
                </button>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The notice's text alone on a page of its own, put as text (never as markup), then printed. */
function printNotice(subject: string, body: string) {
  const page = window.open('', '_blank');
  if (!page) return;
  const title = page.document.createElement('h1');
  title.textContent = subject;
  const text = page.document.createElement('pre');
  text.textContent = body;
  text.style.whiteSpace = 'pre-wrap';
  text.style.font = '12pt/1.5 serif';
  page.document.title = subject;
  page.document.body.append(title, text);
  page.print();
}
