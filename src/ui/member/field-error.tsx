/**
 * A member form control's message, under the control. Its id is what the control's aria-describedby names,
 * so a screen reader reads the message with the control; `role="alert"` announces it when it appears.
 */
export function FieldError({ id, error }: { id: string; error: string | null | undefined }) {
  return error ? (
    <p id={id} className="field__error" role="alert">
      {error}
    </p>
  ) : null;
}

/** The class list of a control's outer element: `field`, its own classes, and `field--invalid` when wrong. */
export function fieldClassName(error: string | null | undefined, ...own: string[]): string {
  return ['field', ...own, error ? 'field--invalid' : ''].filter(Boolean).join(' ');
}
