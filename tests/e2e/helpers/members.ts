import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { latestCodeFor } from '../support/mailbox';

/**
 * Fresh borrowers for journeys. Addresses end in `.test` (reserved, never delivered anywhere real, and a
 * final part of 2–4 letters as the SPEC §5 e-mail rule wants).
 */
export function newEmail(prefix = 'borrower'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@quayside.test`;
}

export const PASSWORD = 'Harbour-lights-42';

/** A registered member made through the API (a code from the captured e-mail, then register). */
export async function registerByApi(
  request: APIRequestContext,
  email = newEmail(),
): Promise<{ email: string }> {
  const since = Date.now();
  const sent = await request.post('/api/verification/emailCode', { data: { email, purpose: 'register' } });
  expect((await sent.json()).code).toBe('0');
  const code = await latestCodeFor(email, { since });
  const registered = await request.post('/api/member/register', {
    data: { email, code, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect((await registered.json()).code).toBe('0');
  return { email };
}

/** Fills the /login form and submits it. */
export async function logInThroughForm(page: Page, email: string, password = PASSWORD): Promise<void> {
  const form = page.getByTestId('login-form');
  await form.getByLabel('E-mail', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
}
