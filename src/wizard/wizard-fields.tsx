import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';

/**
 * The choice controls of the wizard, built like ui/text-field: a visible label that is the accessible
 * name, and the message tied to the control (aria-describedby, aria-invalid).
 */

interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange'> {
  label: ReactNode;
  error?: string | null;
  value: string;
  options: readonly { value: string; label: string }[];
  /** The first, empty choice ("Choose…"). */
  placeholder: string;
  onValue(value: string): void;
}

export function SelectField({ label, error, value, options, placeholder, onValue, ...select }: SelectProps) {
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
          onChange={(event) => onValue(event.target.value)}
          {...select}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface ChoiceProps {
  legend: ReactNode;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  error?: string | null;
  onValue(value: string): void;
}

/** A radio group: a fieldset whose legend names it, arrow keys move between the choices. */
export function ChoiceField({ legend, name, value, options, error, onValue }: ChoiceProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={['field', 'wizard-choice', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="field__label">{legend}</legend>
      <div className="wizard-choice__options">
        {options.map((option) => (
          <label key={option.value} className="wizard-choice__option">
            <input
              type="radio"
              name={`${id}-${name}`}
              value={option.value}
              checked={value === option.value}
              onChange={() => onValue(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

interface CheckProps {
  label: ReactNode;
  checked: boolean;
  error?: string | null;
  onValue(value: boolean): void;
  testId?: string;
}

export function CheckField({ label, checked, error, onValue, testId }: CheckProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={['field', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <label className="checkbox" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          data-testid={testId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onValue(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
