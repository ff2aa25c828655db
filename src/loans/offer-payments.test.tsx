// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OfferPayments } from './offer-payments';

const show = (totals: number[]) =>
  render(
    <I18nProvider i18n={i18n}>
      <OfferPayments schedule={totals.map((total) => ({ total }))} />
    </I18nProvider>,
  );

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
afterEach(cleanup);

describe('the payments of an offer', () => {
  it('says which payment differs by the rounding, instead of two monthly figures side by side', () => {
    show([...Array.from({ length: 35 }, () => 29_890), 29_889]);
    expect(screen.getByTestId('offer-payments').textContent).toBe(
      '36 monthly payments: £298.90 each, except the last, which is £298.89.',
    );
  });
  it('gives one figure when every payment is the same', () => {
    show([29_890, 29_890, 29_890]);
    expect(screen.getByTestId('offer-payments').textContent).toBe('3 monthly payments of £298.90.');
  });
});
