import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import { FieldError, fieldClassName } from './field-error';
import './form-controls.css';

interface Props extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange'> {
  /** Visible above the control, and its accessible name. */
  label: ReactNode;
  value: string;
  options: readonly { value: string; label: string }[];
  /** Shown while nothing is chosen; not a choice itself, so the arrow keys pass over it. */
  placeholder: string;
  error?: string | null;
  onValue(value: string): void;
}

/** A native select (the phone's own picker, the keyboard's arrows), labelled like a text field. */
export function SelectField({ label, value, options, placeholder, error, onValue, ...select }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={fieldClassName(error)}>
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
