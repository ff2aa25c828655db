import type { ChangeEvent, ReactNode } from 'react';
import { TextField } from '../../text-field';

interface Props {
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  name?: string;
  autoFocus?: boolean;
}

/**
 * The six digits of an authenticator app: a numeric keypad on a phone, and the browser's or the phone's
 * one-time-code autofill (`autocomplete="one-time-code"`).
 */
export function TotpCodeField({ label, value, onChange, error, name = 'code', autoFocus }: Props) {
  return (
    <TextField
      label={label}
      name={name}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]*"
      maxLength={7}
      value={value}
      // biome-ignore lint/a11y/noAutofocus: the one field of a step the person just asked for
      autoFocus={autoFocus}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      error={error ?? null}
    />
  );
}
