import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import type { contractResponse } from '../../domain/api/loans';
import { formatRatePercent } from '../../domain/money';
import { formatAmount, formatDate } from '../lib/i18n/format';
import { useLanguage } from '../lib/i18n/language';
import { ScheduleTable } from '../ui/member/schedule-table';
import { methodLabels } from '../ui/member/state-labels';
import { TopUpParts } from '../ui/member/top-up-parts';
import { Fact, TermMonths } from './fact';

type Contract = z.infer<typeof contractResponse>;

/**
 * The pre-contract information and the agreement as the server wrote them in the reader's language, with
 * the key figures and the schedule first. Printed, it stands alone (loans.css hides the app around it).
 */
export function ContractDocument({ contract }: { contract: Contract }) {
  const { i18n } = useLingui();
  const lang = useLanguage();
  const payout = formatDate(contract.schedulePayoutDate, lang);
  return (
    <article className="document card" data-testid="contract-document" lang={htmlLang[contract.lang]}>
      <header className="document__head">
        <h2 className="document__title">{contract.title}</h2>
        <p className="muted">
          <Trans>Contract number</Trans> {contract.contractNumber}
        </p>
      </header>
      <dl className="facts">
        <Fact label={<Trans>Lender</Trans>} value={contract.parties.lender} />
        <Fact label={<Trans>Borrower</Trans>} value={contract.parties.borrower} />
        <Fact label={<Trans>Amount of credit</Trans>} value={formatAmount(contract.amount, lang)} />
        <Fact label={<Trans>Term</Trans>} value={<TermMonths months={contract.termMonths} />} />
        <Fact label={<Trans>Repayment method</Trans>} value={i18n._(methodLabels[contract.method])} />
        <Fact label={<Trans>Annual interest rate</Trans>} value={formatRatePercent(contract.annualRate)} />
        <Fact label={<Trans>APR</Trans>} value={`${contract.apr}%`} />
        <Fact label={<Trans>Overdue annual rate</Trans>} value={formatRatePercent(contract.overdueRate)} />
        <Fact label={<Trans>Total interest</Trans>} value={formatAmount(contract.totalInterest, lang)} />
        <Fact label={<Trans>Total amount payable</Trans>} value={formatAmount(contract.totalPayable, lang)} />
        <Fact label={<Trans>Offer valid until</Trans>} value={formatDate(contract.offerExpiresAt, lang)} />
      </dl>
      {/* A top-up agreement: the loan it replaces, and what settles it and what is paid to the borrower. */}
      {contract.topUp ? <TopUpParts topUp={contract.topUp} testId="contract-top-up" /> : null}
      <h3>
        <Trans>Repayment schedule</Trans>
      </h3>
      <p className="muted">
        <Trans>
          Dates assume the money is paid out on {payout}; they move with the actual payout, the amounts do
          not.
        </Trans>
      </p>
      <ScheduleTable lines={contract.schedule} label={i18n._(scheduleLabel)} />
      {contract.sections.map((section) => (
        <section key={section.heading} className="document__section">
          <h3>{section.heading}</h3>
          {section.text
            .split(/\n{2,}|\n/)
            .filter((paragraph) => paragraph.trim() !== '')
            .map((paragraph, index) => (
              // Paragraphs of a fixed text: their order is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: the text never reorders.
              <p key={index}>{paragraph}</p>
            ))}
        </section>
      ))}
    </article>
  );
}

const htmlLang = { en: 'en', cn: 'zh-CN', tw: 'zh-TW' } as const;

const scheduleLabel = msg`Repayment schedule`;
