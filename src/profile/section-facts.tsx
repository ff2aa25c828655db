import { Plural } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatAmount, formatDate } from '../lib/i18n/format';
import { useLanguage } from '../lib/i18n/language';
import type { ViewProps } from './profile-section';

export type Fact = readonly [label: string, value: ReactNode];

/** A section read-only: each field's label and what is held, in the order the form asks for them. */
export function SectionFacts({ facts, testId }: { facts: readonly Fact[]; testId?: string }) {
  return (
    <dl className="facts" data-testid={testId}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** How a view writes what a section holds: amounts and dates in the reader's language, blanks as a dash. */
export function useFactWords(photos?: ViewProps<unknown>['photos']) {
  const lang = useLanguage();
  return {
    text: (value: string | null | undefined) => (value && value.trim() !== '' ? value : '—'),
    money: (minor: number) => formatAmount(minor, lang),
    date: (iso: string) => formatDate(iso, lang),
    photos: (ids: readonly number[], label: string): ReactNode => {
      if (photos) return photos(ids, label);
      const count = ids.length;
      return count === 0 ? '—' : <Plural value={count} one="# photo" other="# photos" />;
    },
  };
}
