import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AgreementPreview as AgreementPreviewData } from '../../../domain/api/loans';
import type { RepaymentMethod } from '../../../domain/loan/methods';
import { formatAmount, formatDate } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language';
import { ScheduleTable } from '../../ui/member/schedule-table';
import { agreementPreviewQuery } from '../wizard-queries';

const scheduleLabel = msg`Repayment schedule`;

/**
 * "Read the loan agreement" on the review step: the agreement the borrower would sign, in the server's own
 * words for the offer's agreement, with the figures of the loan chosen and the name typed on step 2. Asked
 * for when opened; the signed one comes with the offer, numbered, with the figures the decision gives.
 */
export function AgreementPreview({
  memberId,
  loan,
  borrower,
}: {
  memberId: number;
  /** The loan chosen on step 1, or null while it is not complete. */
  loan: { amount: number; termMonths: number; method: RepaymentMethod } | null;
  borrower: string;
}) {
  const lang = useLanguage();
  const [open, setOpen] = useState(false);
  const preview = useQuery({
    ...agreementPreviewQuery(memberId, { ...(loan ?? EMPTY), borrower }, lang),
    enabled: open && loan !== null,
    meta: { silent: true },
  });
  return (
    <details
      className="wizard-doc"
      data-testid="agreement-preview"
      onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}
    >
      <summary>
        <Trans>Read the loan agreement</Trans>
      </summary>
      <div className="wizard-doc__text">
        {loan === null ? (
          <p className="muted">
            <Trans>Choose the amount, term and repayment method on step 1 to read the agreement.</Trans>
          </p>
        ) : preview.data ? (
          <AgreementText agreement={preview.data} />
        ) : preview.isError ? (
          <p className="muted" role="status">
            <Trans>
              The agreement could not be loaded. Check your connection, then close and open it again.
            </Trans>
          </p>
        ) : (
          <p className="muted" aria-busy="true">
            <Trans>Loading the agreement…</Trans>
          </p>
        )}
      </div>
    </details>
  );
}

const EMPTY = { amount: 0, termMonths: 0, method: 'EQUAL_INSTALLMENT' as const };

function AgreementText({ agreement }: { agreement: AgreementPreviewData }) {
  const { i18n } = useLingui();
  const lang = useLanguage();
  return (
    <article className="wizard-agreement" lang={htmlLang[agreement.lang]}>
      <h3 className="wizard-agreement__title">{agreement.title}</h3>
      <p className="muted">
        <Trans>
          This is the agreement you would sign, with the figures of the loan you chose. If we approve your
          application, the offer comes with its own copy, numbered, with the figures we offer.
        </Trans>
      </p>
      {agreement.sections.map((section) => (
        <section key={section.heading}>
          <h4 className="wizard-agreement__heading">{section.heading}</h4>
          {section.text
            .split(/\n+/)
            .filter((paragraph) => paragraph.trim() !== '')
            .map((paragraph, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a fixed text never reorder.
              <p key={index}>{paragraph}</p>
            ))}
        </section>
      ))}
      <h4 className="wizard-agreement__heading">
        <Trans>Repayment schedule</Trans>
      </h4>
      <div className="wizard-agreement__table">
        <ScheduleTable lines={agreement.schedule} label={i18n._(scheduleLabel)} />
      </div>
    </article>
  );
}

const htmlLang = { en: 'en', cn: 'zh-CN', tw: 'zh-TW' } as const;
