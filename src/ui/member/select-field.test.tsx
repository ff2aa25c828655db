// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SelectField } from './select-field';

const statuses = [
  { value: 'FULL_TIME', label: 'Full-time' },
  { value: 'RETIRED', label: 'Retired' },
];

function Harness({ error, onValue }: { error?: string; onValue?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <SelectField
      label="Employment status"
      name="status"
      value={value}
      options={statuses}
      placeholder="Choose a status"
      error={error}
      onValue={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

afterEach(cleanup);

describe('SelectField', () => {
  it('is a native select named by its visible label', () => {
    render(<Harness />);
    const select = screen.getByLabelText('Employment status');
    expect(select.tagName).toBe('SELECT');
    expect(screen.getByRole('combobox', { name: 'Employment status' })).toBe(select);
    expect(select.getAttribute('name')).toBe('status');
  });

  it('puts its message on the select: aria-invalid, and the message as its description', () => {
    render(<Harness error="Please select employment status" />);
    const select = screen.getByLabelText('Employment status');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(select.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('Please select employment status');
    expect(message?.getAttribute('role')).toBe('alert');
  });

  it('without a message claims nothing', () => {
    render(<Harness />);
    const select = screen.getByLabelText('Employment status');
    expect(select.getAttribute('aria-invalid')).toBeNull();
    expect(select.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes the keyboard: focusable in the tab order, the placeholder no choice the arrows stop on', () => {
    const chosen: string[] = [];
    render(<Harness onValue={(value) => chosen.push(value)} />);
    const select = screen.getByLabelText<HTMLSelectElement>('Employment status');
    select.focus();
    expect(document.activeElement).toBe(select);
    expect(select.tabIndex).toBe(0);
    const [placeholder, ...choices] = Array.from(select.options);
    expect(placeholder).toMatchObject({ value: '', text: 'Choose a status', disabled: true });
    expect(choices.map((option) => option.disabled)).toEqual([false, false]);
    fireEvent.change(select, { target: { value: 'RETIRED' } });
    expect(chosen).toEqual(['RETIRED']);
    expect(select.value).toBe('RETIRED');
  });
});
