import { type ReactNode, useId } from 'react';
import { FieldError, fieldClassName } from './field-error';
import './form-controls.css';

interface Props {
  /** Names the question: the group's accessible name. */
  legend: ReactNode;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  error?: string | null;
  onValue(value: string): void;
}

/**
 * Native radio buttons in a fieldset whose legend names the question. One `name` per field (made unique, so
 * two fields with the same name on one page stay apart) gives the browser's radio-group keys: Tab enters
 * the group once, the arrows move and choose. Each answer's whole box is its label, a large tap target.
 */
export function ChoiceField({ legend, name, value, options, error, onValue }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={fieldClassName(error, 'choice-field')}
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
              onChange={() => onValue(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
