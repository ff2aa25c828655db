import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useState } from 'react';
import { MAX_ROLL_RATE_MONTHS, type PeriodQuery } from '../../../domain/api/reports';
import { isYearMonth, MAX_REPORT_MONTHS, monthCount, type YearMonth } from '../../../domain/reports/periods';
import { buildUrl } from '../../lib/api/api-client';
import { dateTimeFormat } from '../../lib/i18n/format';
import { type Language, localeOfLanguage, useLanguage } from '../../lib/i18n/language';
import { userStore } from '../../lib/stores/session-store';
import { AppLink } from '../../ui/app-link';
import { Screen } from '../../ui/screen';
import { TextField } from '../../ui/text-field';

/** A month as the reader says it: "Mar 2026", "2026年3月". */
export function monthLabel(month: YearMonth, lang: Language): string {
  if (!isYearMonth(month)) return month;
  return dateTimeFormat(localeOfLanguage[lang], { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

/** A share (0 to 1) as a percentage with one decimal, or a dash when there was nothing to share. */
export function percent(share: number | null, lang: Language): string {
  if (share === null) return '—';
  return new Intl.NumberFormat(localeOfLanguage[lang], {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(share);
}

/** A report's screen: its title, a way back to the list, its period form and CSV button, then its figures. */
export function ReportFrame({
  title,
  lead,
  testId,
  children,
}: {
  title: ReactNode;
  lead: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Screen
      title={title}
      lead={lead}
      width="wide"
      testId={testId}
      actions={
        <AppLink href="/ops/reports" className="button button--secondary">
          <Trans>All reports</Trans>
        </AppLink>
      }
    >
      {children}
    </Screen>
  );
}

/**
 * The months a report covers, checked here as the server's contract checks them (both months given, the
 * last not before the first, at most `max` months), each error on its field; the server refuses the same.
 */
export function PeriodForm({
  shown,
  max = MAX_REPORT_MONTHS,
  onShow,
}: {
  shown: { from: string; to: string } | undefined;
  max?: number;
  onShow(period: PeriodQuery): void;
}) {
  const { t } = useLingui();
  const [typed, setTyped] = useState<{ from: string; to: string } | null>(null);
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const value = typed ?? shown ?? { from: '', to: '' };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!isYearMonth(value.from)) found.from = t`Enter the first month as year and month, like 2026-03.`;
    if (!isYearMonth(value.to)) found.to = t`Enter the last month as year and month, like 2026-08.`;
    if (!found.from && !found.to) {
      if (value.to < value.from) found.to = t`The last month cannot be before the first.`;
      else if (monthCount(value.from, value.to) > max) found.to = t`Choose at most ${max} months.`;
    }
    setErrors(found);
    if (Object.keys(found).length === 0) onShow({ from: value.from, to: value.to });
  };
  const set = (key: 'from' | 'to') => (text: string) => setTyped({ ...value, [key]: text });
  return (
    <form className="ops-form ops-filters" onSubmit={submit} noValidate data-testid="report-period">
      <TextField
        label={<Trans>First month</Trans>}
        type="month"
        placeholder="2026-03"
        value={value.from}
        onChange={(event) => set('from')(event.target.value)}
        error={errors.from ?? null}
      />
      <TextField
        label={<Trans>Last month</Trans>}
        type="month"
        placeholder="2026-08"
        value={value.to}
        onChange={(event) => set('to')(event.target.value)}
        error={errors.to ?? null}
      />
      <div className="ops-filters__buttons">
        <button type="submit" className="button button--primary">
          <Trans>Show</Trans>
        </button>
      </div>
    </form>
  );
}

export const ROLL_RATE_MONTHS = MAX_ROLL_RATE_MONTHS;

/**
 * "Download CSV": the server writes the file (same figures, codes and pounds); the session token cannot
 * ride on a plain link, so the file is fetched and saved from memory, as the audit log's export is.
 */
export function CsvButton({
  path,
  period,
  filename,
}: {
  path: string;
  period?: PeriodQuery;
  filename: string;
}) {
  const lang = useLanguage();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setFailed(false);
    setBusy(true);
    try {
      const response = await fetch(buildUrl(path, { ...period }), {
        headers: { token: userStore.get().token, lang },
        cache: 'no-store',
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      // The server names the file with its period or date; the fallback is the report's name.
      const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
      link.download = named?.[1] ?? filename;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="ops-report__csv">
      <button
        type="button"
        className="button button--secondary"
        onClick={() => void download()}
        disabled={busy}
        data-testid="report-csv"
      >
        <Trans>Download CSV</Trans>
      </button>
      {failed ? (
        <p className="field__error" role="alert">
          <Trans>The file could not be downloaded. Try again.</Trans>
        </p>
      ) : null}
    </div>
  );
}
