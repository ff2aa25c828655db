import { type ReactNode, useId } from 'react';
import { FieldError, fieldClassName } from '../ui/member/field-error';

interface Props {
  /** Beside the box, and its accessible name: a whole sentence the borrower agrees to. */
  label: ReactNode;
  checked: boolean;
  error?: string | null;
  onValue(value: boolean): void;
  testId?: string;
}

/** A native checkbox (Space ticks it) whose label is the sentence it stands for. */
export function CheckField({ label, checked, error, onValue, testId }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={fieldClassName(error)}>
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
      <FieldError id={errorId} error={error} />
    </div>
  );
}
