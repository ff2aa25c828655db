import { useLingui } from '@lingui/react/macro';
import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import { dateTimeFormat } from '../lib/format';
import { type Language, localeOfLanguage, useLanguage } from '../lib/language';

function FieldError({ id, error }: { id: string; error: string | null | undefined }) {
  return error ? (
    <p id={id} className="field__error" role="alert">
      {error}
    </p>
  ) : null;
}

interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange'> {
  label: ReactNode;
  value: string;
  options: readonly { value: string; label: string }[];
  /** Shown while nothing is chosen; not a choice itself. */
  placeholder: string;
  error?: string | null;
  onChange(value: string): void;
}

/** A native select (the phone's own picker, the keyboard's arrows), labelled like a text field. */
export function SelectField({ label, value, options, placeholder, error, onChange, ...rest }: SelectProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={['field', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="field__row">
        <select
          id={id}
          className="field__input field__select"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
          {...rest}
        >
          <option value="" disabled>
            {placeholder}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

interface ChoiceProps {
  legend: ReactNode;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  error?: string | null;
  onChange(value: string): void;
}

/** Radio buttons in a fieldset whose legend names the question; each answer is a large tap target. */
export function ChoiceField({ legend, name, value, options, error, onChange }: ChoiceProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={['field', 'choice-field', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="field__label">{legend}</legend>
      <div className="choice-field__options">
        {options.map((option) => (
          <label key={option.value} className="choice-field__option">
            <input
              type="radio"
              name={`${name}-${id}`}
              value={option.value}
              checked={value === option.value}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export const emptyDate: DateParts = { day: '', month: '', year: '' };

/** "1990-04-07" → its parts as the fields show them (no leading zero on the day). */
export function datePartsOf(iso: string | undefined | null): DateParts {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  if (!match) return emptyDate;
  return { year: match[1] ?? '', month: String(Number(match[2])), day: String(Number(match[3])) };
}

/**
 * The parts → an ISO date for the shared contract, which judges it. A part left empty or not a number
 * gives '' (the contract's "Please select …"); a day the month does not have gives an impossible date the
 * contract refuses too (isIsoDate checks the calendar).
 */
export function isoOfDateParts({ day, month, year }: DateParts): string {
  const d = day.trim();
  const y = year.trim();
  if (!/^\d{1,2}$/.test(d) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(y)) return '';
  return `${y}-${month.padStart(2, '0')}-${d.padStart(2, '0')}`;
}

function monthNames(lang: Language): string[] {
  const format = dateTimeFormat(localeOfLanguage[lang], { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => format.format(Date.UTC(2000, index, 1)));
}

interface DateProps {
  legend: ReactNode;
  value: DateParts;
  error?: string | null;
  onChange(value: DateParts): void;
  /** What the browser may fill in (`bday` for a date of birth). */
  autoCompletePrefix?: 'bday';
}

/**
 * A date as day, month and year (SPEC §3 "date of birth (day, month, year)"): three labelled controls in
 * one fieldset, typed or picked with the keyboard alone, in the order a British reader writes a date.
 */
export function DatePartsField({ legend, value, error, onChange, autoCompletePrefix }: DateProps) {
  const { t } = useLingui();
  const lang = useLanguage();
  const id = useId();
  const errorId = `${id}-error`;
  const described = error ? errorId : undefined;
  const set = (part: keyof DateParts) => (next: string) => onChange({ ...value, [part]: next });
  return (
    <fieldset
      className={['field', 'date-parts', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}
      aria-describedby={described}
    >
      <legend className="field__label">{legend}</legend>
      <div className="date-parts__row">
        <div className="date-parts__part date-parts__part--day">
          <label htmlFor={`${id}-day`} className="date-parts__label">
            {t`Day`}
          </label>
          <input
            id={`${id}-day`}
            className="field__input"
            inputMode="numeric"
            maxLength={2}
            autoComplete={autoCompletePrefix ? `${autoCompletePrefix}-day` : 'off'}
            value={value.day}
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
            onChange={(event) => set('day')(event.target.value.replace(/\D/g, ''))}
          />
        </div>
        <div className="date-parts__part date-parts__part--month">
          <label htmlFor={`${id}-month`} className="date-parts__label">
            {t`Month`}
          </label>
          <select
            id={`${id}-month`}
            className="field__input field__select"
            autoComplete={autoCompletePrefix ? `${autoCompletePrefix}-month` : 'off'}
            value={value.month}
            aria-invalid={error ? true : undefined}
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
        <div className="date-parts__part date-parts__part--year">
          <label htmlFor={`${id}-year`} className="date-parts__label">
            {t`Year`}
          </label>
          <input
            id={`${id}-year`}
            className="field__input"
            inputMode="numeric"
            maxLength={4}
            autoComplete={autoCompletePrefix ? `${autoCompletePrefix}-year` : 'off'}
            value={value.year}
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
            onChange={(event) => set('year')(event.target.value.replace(/\D/g, ''))}
          />
        </div>
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
