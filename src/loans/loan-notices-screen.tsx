import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { z } from 'zod';
import type { statutoryNoticeKindsOnWire, statutoryNoticeView } from '../../domain/api/servicing-days';
import { formatDate, formatMoment } from '../lib/i18n/format';
import { useLanguage } from '../lib/i18n/language';
import { loanNoticesQuery } from '../lib/queries/loan-book-queries';
import { useUser } from '../lib/stores/session-store';
import { Card, Screen } from '../ui/screen';
import { LoanList } from './loan-list';
import { PrintButton } from './print-button';
import './loans.css';

const route = getRouteApi('/loan/notices');

const kindLabels: Record<(typeof statutoryNoticeKindsOnWire)[number], MessageDescriptor> = {
  ARREARS_S86B: msg`Notice of sums in arrears`,
  DEFAULT_S87: msg`Default notice`,
};

/**
 * The statutory notices sent on a loan (Consumer Credit Act: s86B arrears, s87 default), each the document
 * as it was sent — in the borrower's language with the English text, its template version and date — to
 * read and to print or save. Kept for ever on our side; shown here for as long as the loan is theirs to see.
 */
export function LoanNoticesScreen() {
  const { id } = route.useSearch();
  if (!id) {
    return (
      <Screen
        title={<Trans>Notices</Trans>}
        lead={<Trans>Choose a loan to see the notices sent on it.</Trans>}
      >
        <LoanList target="/loan/notices" />
      </Screen>
    );
  }
  return <NoticesOf loanId={id} />;
}

function NoticesOf({ loanId }: { loanId: number }) {
  const { t } = useLingui();
  const user = useUser();
  const query = useQuery(loanNoticesQuery(user.id, loanId));
  const notices = query.data?.list;
  return (
    <Screen
      title={<Trans>Notices</Trans>}
      lead={<Trans>The formal notices we have sent you about this loan, as they were sent.</Trans>}
      testId="loan-notices"
    >
      {notices ? (
        notices.length > 0 ? (
          <>
            <div className="button-row button-row--start no-print">
              <PrintButton />
            </div>
            {[...notices].reverse().map((notice) => (
              <NoticeDocument key={notice.id} notice={notice} />
            ))}
          </>
        ) : (
          <p className="muted" data-testid="no-notices">
            <Trans>No notice has been sent on this loan.</Trans>
          </p>
        )
      ) : query.isError ? (
        <p role="alert">
          <Trans>We could not load the notices. Check your connection and try again.</Trans>
        </p>
      ) : (
        <p className="muted" aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      )}
      <nav className="button-row button-row--start no-print" aria-label={t`Loan documents`}>
        <Link to="/loan/detail" search={{ id: loanId }} className="button button--secondary">
          <Trans>Back to the loan</Trans>
        </Link>
      </nav>
    </Screen>
  );
}

function NoticeDocument({ notice }: { notice: z.infer<typeof statutoryNoticeView> }) {
  const { i18n } = useLingui();
  const lang = useLanguage();
  const sent = formatMoment(notice.sentAt, lang);
  const day = formatDate(notice.businessDate, lang);
  const version = notice.templateVersion;
  return (
    <Card className="notice-document" testId="notice">
      <p className="muted">{i18n._(kindLabels[notice.kind])}</p>
      <h2 className="card__title">{notice.subject}</h2>
      <p className="muted" data-testid="notice-sent">
        <Trans>
          Dated {day}, sent {sent}. Template {notice.templateId}, version {version}.
        </Trans>
      </p>
      <div className="notice-document__body">{notice.body}</div>
    </Card>
  );
}
