// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type DateParts, emptyDate, isoOfDateParts } from './date-parts';
import { DatePartsField } from './date-parts-field';

function Harness({ error, onIso }: { error?: string; onIso?: (iso: string) => void }) {
  const [value, setValue] = useState<DateParts>(emptyDate);
  return (
    <I18nProvider i18n={i18n}>
      <DatePartsField
        legend="Date of birth"
        value={value}
        error={error}
        autoCompletePrefix="bday"
        onValue={(next) => {
          setValue(next);
          onIso?.(isoOfDateParts(next));
        }}
      />
    </I18nProvider>
  );
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
afterEach(cleanup);

describe('DatePartsField', () => {
  it('is a group named by its legend, with day, month and year each named by its visible label', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Date of birth' });
    const day = within(group).getByLabelText('Day');
    const month = within(group).getByLabelText('Month');
    const year = within(group).getByLabelText('Year');
    expect([day.tagName, month.tagName, year.tagName]).toEqual(['INPUT', 'SELECT', 'INPUT']);
    expect([day, month, year].map((part) => part.getAttribute('autocomplete'))).toEqual([
      'bday-day',
      'bday-month',
      'bday-year',
    ]);
  });

  it('puts its message on the group and on every part, any of which may be the one to correct', () => {
    render(<Harness error="Please select date of birth" />);
    const group = screen.getByRole('group', { name: 'Date of birth' });
    const messageId = group.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(messageId)?.textContent).toBe('Please select date of birth');
    for (const label of ['Day', 'Month', 'Year']) {
      const part = screen.getByLabelText(label);
      expect(part.getAttribute('aria-invalid')).toBe('true');
      expect(part.getAttribute('aria-describedby')).toBe(messageId);
    }
  });

  it('is typed with the keyboard alone: day, month, year in that order, digits only', () => {
    const dates: string[] = [];
    render(<Harness onIso={(iso) => dates.push(iso)} />);
    const day = screen.getByLabelText<HTMLInputElement>('Day');
    const month = screen.getByLabelText<HTMLSelectElement>('Month');
    const year = screen.getByLabelText<HTMLInputElement>('Year');
    // Document order is Tab order: nothing here sets a tabindex of its own.
    const order = Array.from(document.querySelectorAll('input, select'));
    expect(order).toEqual([day, month, year]);
    expect(order.every((part) => !part.hasAttribute('tabindex'))).toBe(true);
    expect([day.inputMode, day.maxLength, year.inputMode, year.maxLength]).toEqual([
      'numeric',
      2,
      'numeric',
      4,
    ]);
    fireEvent.change(day, { target: { value: '7a' } });
    expect(day.value).toBe('7');
    fireEvent.change(month, { target: { value: '4' } });
    expect(month.options[month.selectedIndex]?.text).toBe('April');
    fireEvent.change(year, { target: { value: '1990' } });
    expect(dates.at(-1)).toBe('1990-04-07');
  });
});
