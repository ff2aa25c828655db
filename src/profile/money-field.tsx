import { useLingui } from '@lingui/react/macro';
import { TextField } from '../ui/text-field';

interface Props {
  label: string;
  name: string;
  value: string;
  error: string | null;
  onChange(value: string): void;
}

/** An amount in pounds, typed as a borrower writes it ("25,000" or "1250.50"); sent as pence. */
export function MoneyField({ label, name, value, error, onChange }: Props) {
  const { t } = useLingui();
  return (
    <TextField
      label={
        <>
          {label} <span className="field__unit">{t`(£)`}</span>
        </>
      }
      name={name}
      inputMode="decimal"
      className="field--money"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      addon={
        <span className="field__prefix" aria-hidden="true">
          £
        </span>
      }
    />
  );
}
