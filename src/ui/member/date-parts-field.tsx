import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { dateTimeFormat } from '../../lib/i18n/format';
import { type Language, localeOfLanguage, useLanguage } from '../../lib/i18n/language';
import type { DateParts } from './date-parts';
import { FieldError, fieldClassName } from './field-error';
import './form-controls.css';

function monthNames(lang: Language): string[] {
  const format = dateTimeFormat(localeOfLanguage[lang], { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => format.format(Date.UTC(2000, index, 1)));
}

interface Props {
  /** Names the date asked for: the group's accessible name. */
  legend: ReactNode;
  value: DateParts;
  error?: string | null;
  onValue(value: DateParts): void;
  /** What the browser may fill in (`bday` for a date of birth). */
  autoCompletePrefix?: 'bday';
  /** A line under the legend saying which date is meant, read with every part. */
  hint?: ReactNode;
}

/**
 * A date as day, month and year (SPEC §3 "date of birth (day, month, year)"): three labelled controls in
 * one fieldset, typed or picked with the keyboard alone, in the order a British reader writes a date. The
 * message describes every part, since any of them may be the one to correct.
 */
export function DatePartsField({ legend, value, error, onValue, autoCompletePrefix, hint }: Props) {
  const { t } = useLingui();
  const lang = useLanguage();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const invalid = error ? true : undefined;
  const autoComplete = (part: string) => (autoCompletePrefix ? `${autoCompletePrefix}-${part}` : 'off');
  const set = (part: keyof DateParts) => (next: string) => onValue({ ...value, [part]: next });
  return (
    <fieldset className={fieldClassName(error, 'date-parts')} aria-describedby={described}>
      <legend className="field__label">{legend}</legend>
      {hint ? (
        <p id={hintId} className="muted date-parts__hint">
          {hint}
        </p>
      ) : null}
      <div className="date-parts__row">
        <DigitsPart
          id={`${id}-day`}
          part="day"
          label={t`Day`}
          digits={2}
          autoComplete={autoComplete('day')}
          value={value.day}
          error={error}
          describedBy={described}
          onValue={set('day')}
        />
        <div className="date-parts__part date-parts__part--month">
          <label htmlFor={`${id}-month`} className="date-parts__label">
            {t`Month`}
          </label>
          <select
            id={`${id}-month`}
            className="field__input field__select"
            autoComplete={autoComplete('month')}
            value={value.month}
            aria-invalid={invalid}
            aria-describedby={described}
            onChange={(event) => set('month')(event.target.value)}
          >
            <option value="">{t`Month`}</option>
            {monthNames(lang).map((name, index) => (
              <option key={name} value={String(index + 1)}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <DigitsPart
          id={`${id}-year`}
          part="year"
          label={t`Year`}
          digits={4}
          autoComplete={autoComplete('year')}
          value={value.year}
          error={error}
          describedBy={described}
          onValue={set('year')}
        />
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

interface DigitsPartProps {
  id: string;
  part: 'day' | 'year';
  label: string;
  digits: number;
  autoComplete: string;
  value: string;
  error: string | null | undefined;
  describedBy: string | undefined;
  onValue(value: string): void;
}

/** The day or the year: typed on the phone's number pad, anything but digits dropped as it is typed. */
function DigitsPart({
  id,
  part,
  label,
  digits,
  autoComplete,
  value,
  error,
  describedBy,
  onValue,
}: DigitsPartProps) {
  return (
    <div className={`date-parts__part date-parts__part--${part}`}>
      <label htmlFor={id} className="date-parts__label">
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        inputMode="numeric"
        maxLength={digits}
        autoComplete={autoComplete}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onValue(event.target.value.replace(/\D/g, ''))}
      />
    </div>
  );
}
