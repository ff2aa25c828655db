// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type InstallPromptEvent, installStore, isIosSafari } from '../install-state';
import { InstallAppAction } from './install-app-action';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

const renderAction = () =>
  render(
    <I18nProvider i18n={i18n}>
      <InstallAppAction />
    </I18nProvider>,
  );

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
beforeEach(() => installStore.set({ prompt: null, installed: false }));
afterEach(cleanup);

describe('the install action', () => {
  it("opens the browser's own prompt where it offers one, and goes once accepted", async () => {
    let prompted = 0;
    const event = Object.assign(new Event('beforeinstallprompt'), {
      prompt: async () => {
        prompted++;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    }) as InstallPromptEvent;
    installStore.set({ prompt: event, installed: false });
    renderAction();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Install app' }));
    });
    expect(prompted).toBe(1);
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it('shows nothing where the browser offers nothing and it is not Safari on iOS', () => {
    renderAction();
    expect(screen.queryByTestId('install-app')).toBeNull();
  });

  it('tells Safari on iPhone and iPad how to add it from the Share menu', () => {
    expect(isIosSafari(IPHONE_SAFARI, 5)).toBe(true);
    expect(isIosSafari(IPHONE_CHROME, 5)).toBe(false);
    expect(isIosSafari(ANDROID_CHROME, 5)).toBe(false);
    // iPadOS reports itself as a Mac, with touch.
    expect(
      isIosSafari(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
        5,
      ),
    ).toBe(true);
  });
});
