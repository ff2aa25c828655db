// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Blocker } from './apply-blockers';
import { BlockedNotice } from './blocked-notice';

function show(blocker: Blocker) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <BlockedNotice blocker={blocker} /> }),
    history: createMemoryHistory({ initialEntries: ['/apply'] }),
  });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return screen.findByTestId('apply-blocked-reason');
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
afterEach(cleanup);

describe('why /apply is closed for 3 months, and until when', () => {
  it('after a decline: says so, names the date, and links the declined application', async () => {
    const notice = await show({ kind: 'reapplyWait', from: '2027-02-20', cause: 'declined', loanId: 7 });
    expect(notice.textContent).toContain(
      'We declined your application 7. After a decline, a new application is possible 3 months later.',
    );
    expect(notice.textContent).toContain('You can apply again from 20 Feb 2027.');
    expect(screen.getByRole('link', { name: 'See this loan' }).getAttribute('href')).toBe(
      '/loan/detail?id=7',
    );
  });

  it('after an offer lapsed', async () => {
    const notice = await show({ kind: 'reapplyWait', from: '2027-02-05', cause: 'lapsed', loanId: 9 });
    expect(notice.textContent).toContain(
      'The offer on your application 9 lapsed without being signed. After an offer lapses, a new application is possible 3 months later.',
    );
    expect(notice.textContent).toContain('You can apply again from 5 Feb 2027.');
  });

  it('after a loan ended', async () => {
    const notice = await show({ kind: 'reapplyWait', from: '2027-01-10', cause: 'ended', loanId: 5 });
    expect(notice.textContent).toContain(
      'A new application is possible 3 months after your last loan ended.',
    );
    expect(notice.textContent).toContain('You can apply again from 10 Jan 2027.');
  });
});
