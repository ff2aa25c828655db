import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LoanBookView, PaymentView } from '../../domain/api/servicing';
import type { BillComponent, PaymentChannel } from '../../domain/servicing/ledger-codes';
import { formatMicroUsdt } from '../../domain/usdt/usdt-amount';
import { formatAmount, formatDate } from '../lib/i18n/format';
import { useLanguage } from '../lib/i18n/language';
import { Card } from '../ui/screen';

const componentLabels: Record<BillComponent, MessageDescriptor> = {
  OVERDUE_INTEREST: msg`overdue interest`,
  INTEREST: msg`interest`,
  PRINCIPAL: msg`principal`,
};

const channelLabels: Record<PaymentChannel, MessageDescriptor> = {
  VOUCHER: msg`Your transfer, with the voucher you sent`,
  RECORDED: msg`A transfer we received`,
  DIRECT_DEBIT: msg`Direct Debit`,
  REFINANCE: msg`Settled by your top-up loan`,
};

/**
 * Every payment received on the loan and where each penny of it went (issue 33 §2): which instalment and
 * which part of it, principal paid off early, and what is still held as credit. From the replayed book, so
 * a payment recorded late shows where it went as if booked on the day it arrived.
 */
export function PaymentsReceived({ book }: { book: LoanBookView }) {
  if (book.payments.length === 0) return null;
  return (
    <Card testId="payments-received">
      <h2 className="card__title">
        <Trans>Payments received</Trans>
      </h2>
      <ol className="plain-list payments">
        {[...book.payments].reverse().map((payment) => (
          <PaymentRow key={payment.entryId} payment={payment} />
        ))}
      </ol>
    </Card>
  );
}

function PaymentRow({ payment }: { payment: PaymentView }) {
  const { i18n } = useLingui();
  const lang = useLanguage();
  const money = (minor: number) => formatAmount(minor, lang);
  const day = formatDate(payment.on, lang);
  // One line per instalment: its parts in allocation order.
  const byBill = new Map<string, { period: number | null; early: boolean; parts: string[] }>();
  for (const allocation of payment.allocations) {
    const early = allocation.target === 'PRINCIPAL_AHEAD';
    const key = early ? 'early' : String(allocation.period);
    const line = byBill.get(key) ?? { period: allocation.period, early, parts: [] };
    line.parts.push(`${i18n._(componentLabels[allocation.component])} ${money(allocation.amount)}`);
    byBill.set(key, line);
  }
  return (
    <li className={`payment${payment.reversed ? ' payment--reversed' : ''}`} data-testid="payment">
      <p className="payment__head">
        <strong>{money(payment.amount)}</strong> <span className="muted">{day}</span>
      </p>
      <p className="muted">
        {payment.kind === 'RECOVERY' ? (
          <Trans>Received after the loan was written off</Trans>
        ) : payment.channel ? (
          i18n._(channelLabels[payment.channel])
        ) : null}
        {payment.reference ? <> · {payment.reference}</> : null}
      </p>
      {payment.usdt ? (
        <p className="muted" data-testid="payment-usdt">
          <Trans>
            {formatMicroUsdt(payment.usdt.amount)} USDT received, credited at 1 GBP = {payment.usdt.rate} USDT
          </Trans>
        </p>
      ) : null}
      {payment.reversed ? (
        <p data-testid="payment-reversed">
          <Trans>This payment was reversed: it counts as never received.</Trans>
        </p>
      ) : (
        <ul className="payment__where" aria-label={i18n._(msg`Where it went`)}>
          {[...byBill.values()].map((line) => {
            const parts = line.parts.join(', ');
            const period = line.period;
            return (
              <li key={line.early ? 'early' : line.period}>
                {line.early ? (
                  <Trans>Paid off early: {parts}</Trans>
                ) : (
                  <Trans>
                    Instalment {period}: {parts}
                  </Trans>
                )}
              </li>
            );
          })}
          {payment.held > 0 ? (
            <li data-testid="payment-held">
              <Trans>Held as credit: {money(payment.held)}</Trans>
            </li>
          ) : null}
        </ul>
      )}
    </li>
  );
}
