// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckField } from './check-field';

const TERMS = 'I agree to the terms';

function Harness({ error }: { error?: string }) {
  const [checked, setChecked] = useState(false);
  return <CheckField label={TERMS} checked={checked} error={error} onValue={setChecked} testId="terms" />;
}

afterEach(cleanup);

describe('CheckField', () => {
  it('is a native checkbox named by its visible sentence', () => {
    render(<Harness />);
    const box = screen.getByRole('checkbox', { name: TERMS });
    expect(screen.getByLabelText(TERMS)).toBe(box);
    expect(screen.getByTestId('terms')).toBe(box);
  });

  it('puts its message on the box', () => {
    render(<Harness error="Please agree to the terms" />);
    const box = screen.getByRole('checkbox', { name: TERMS });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('Please agree to the terms');
    expect(message?.getAttribute('role')).toBe('alert');
  });

  it('is reached by the keyboard and ticked and unticked as a checkbox is', () => {
    render(<Harness />);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: TERMS });
    box.focus();
    expect(document.activeElement).toBe(box);
    // Space on a focused checkbox is a click in every browser.
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    fireEvent.click(screen.getByText(TERMS));
    expect(box.checked).toBe(false);
  });
});
