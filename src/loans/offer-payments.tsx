import { Plural, Trans } from '@lingui/react/macro';
import { formatAmount } from '../lib/i18n/format';
import { useLanguage } from '../lib/i18n/language';

/**
 * What the borrower would actually pay each month. Equal instalments are rounded to the penny and the last
 * one takes the remainder, so it can differ from the others by a few pence: said as such, never as two
 * unexplained figures side by side.
 */
export function OfferPayments({ schedule }: { schedule: { total: number }[] }) {
  const lang = useLanguage();
  const first = schedule[0];
  const last = schedule[schedule.length - 1];
  if (!first || !last) return null;
  const count = schedule.length;
  const regular = formatAmount(first.total, lang);
  const final = formatAmount(last.total, lang);
  const same = schedule.every((line) => line.total === first.total);
  return (
    <p data-testid="offer-payments">
      {same ? (
        <Plural
          value={count}
          one={`# monthly payment of ${regular}.`}
          other={`# monthly payments of ${regular}.`}
        />
      ) : (
        <Trans>
          {count} monthly payments: {regular} each, except the last, which is {final}.
        </Trans>
      )}
    </p>
  );
}
