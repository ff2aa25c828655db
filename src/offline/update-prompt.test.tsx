// @vitest-environment happy-dom

import { i18n } from '@lingui/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { showUpdatePrompt } from './update-prompt';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the update prompt', () => {
  it('says an update is available and reloads only when asked, once however often it is shown', async () => {
    let reloads = 0;
    await act(async () => {
      showUpdatePrompt(() => reloads++);
      showUpdatePrompt(() => reloads++);
    });
    expect(screen.getAllByText('Update available')).toHaveLength(1);
    expect(reloads).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloads).toBe(1);
  });
});
