// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChoiceField } from './choice-field';

const yesNo = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

function Harness({ legend, error }: { legend: string; error?: string }) {
  const [value, setValue] = useState('');
  return (
    <ChoiceField
      legend={legend}
      name="answer"
      value={value}
      options={yesNo}
      error={error}
      onValue={setValue}
    />
  );
}

afterEach(cleanup);

describe('ChoiceField', () => {
  it('is a group named by its legend, each radio named by its visible answer', () => {
    render(<Harness legend="Do you have children?" />);
    const group = screen.getByRole('group', { name: 'Do you have children?' });
    const answers = within(group).getAllByRole('radio');
    expect(answers).toHaveLength(2);
    expect(answers[0]).toHaveAccessibleName('Yes');
    expect(answers[1]).toHaveAccessibleName('No');
  });

  it('puts its message on the group and marks every answer invalid until one is chosen', () => {
    const { rerender } = render(<Harness legend="Marital status" error="Please select marital status" />);
    const group = screen.getByRole('group', { name: 'Marital status' });
    const message = document.getElementById(group.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('Please select marital status');
    expect(message?.getAttribute('role')).toBe('alert');
    for (const radio of within(group).getAllByRole('radio'))
      expect(radio.getAttribute('aria-invalid')).toBe('true');
    rerender(<Harness legend="Marital status" />);
    expect(group.getAttribute('aria-describedby')).toBeNull();
    for (const radio of within(group).getAllByRole('radio'))
      expect(radio.getAttribute('aria-invalid')).toBeNull();
  });

  it('is one radio group for the keyboard, apart from another field of the same name', () => {
    render(
      <>
        <Harness legend="First question" />
        <Harness legend="Second question" />
      </>,
    );
    const first = within(screen.getByRole('group', { name: 'First question' })).getAllByRole('radio');
    const second = within(screen.getByRole('group', { name: 'Second question' })).getAllByRole('radio');
    // The browser moves the arrow keys between radios of one name, and Tab enters the group once.
    const nameOf = (radio: HTMLElement) => radio.getAttribute('name');
    expect(new Set(first.map(nameOf)).size).toBe(1);
    expect(new Set(second.map(nameOf)).size).toBe(1);
    expect(nameOf(first[0]!)).not.toBe(nameOf(second[0]!));
    first[0]!.focus();
    expect(document.activeElement).toBe(first[0]);
  });

  it('chooses the answer that is clicked or reached, and only that one', () => {
    render(<Harness legend="Do you have a vehicle?" />);
    const yes = screen.getByRole<HTMLInputElement>('radio', { name: 'Yes' });
    const no = screen.getByRole<HTMLInputElement>('radio', { name: 'No' });
    fireEvent.click(screen.getByText('No'));
    expect([yes.checked, no.checked]).toEqual([false, true]);
    fireEvent.click(yes);
    expect([yes.checked, no.checked]).toEqual([true, false]);
  });
});
