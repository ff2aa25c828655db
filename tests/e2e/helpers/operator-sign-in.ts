import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { DEMO_TOTP_SECRETS } from '../../../server/db/demo-second-factor';
import { timeStep, totpCodeAt } from '../../../server/modules/second-factor/totp';

/**
 * Operators sign in with a second factor (decision 106). The demo operators the journeys' server seeds
 * have the authenticator keys of server/db/demo-second-factor.ts, the one place they are defined; this
 * works out their codes as an authenticator app would.
 */
export const DEMO_OPERATOR_SECRETS: Record<string, string> = {
  'ops@quayside.example': DEMO_TOTP_SECRETS.operator,
  'ops2@quayside.example': DEMO_TOTP_SECRETS.secondOperator,
};

type Envelope = { code: string; msg: string; data: Record<string, unknown> | null };
export type LoginData = { token: string; member: { id: number; email: string; role: string } };

/**
 * The code to type now for `secret`, never one this run has already sent: the server accepts each code
 * once per operator, and the journeys sign the demo operator in many times, in two workers at once. The
 * steps sent are noted in a file of the run's folder (E2E_ROOT); when this step's and the next (inside the
 * server's ±1 drift) are both taken, it waits for the next step.
 */
export async function freshCode(secret: string): Promise<string> {
  for (;;) {
    const step = timeStep(new Date());
    // Only a step after every one claimed: the server refuses a step at or before the last it accepted.
    const after = lastClaimed(secret);
    for (const candidate of [step, step + 1]) {
      if (candidate > after && claimStep(secret, candidate)) return totpCodeAt(secret, candidate);
    }
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 200));
  }
}

function stepsDir(): string | null {
  const root = process.env.E2E_ROOT;
  if (!root) return null;
  const dir = path.join(root, 'totp-steps');
  mkdirSync(dir, { recursive: true });
  return dir;
}

function lastClaimed(secret: string): number {
  const dir = stepsDir();
  if (!dir) return Number.NEGATIVE_INFINITY;
  const prefix = `${secret.slice(0, 12)}-`;
  const steps = readdirSync(dir)
    .filter((name) => name.startsWith(prefix))
    .map((name) => Number(name.slice(prefix.length)));
  return steps.length > 0 ? Math.max(...steps) : Number.NEGATIVE_INFINITY;
}

/** Takes `step` for this process when no worker has: creating its marker file is the claim. */
function claimStep(secret: string, step: number): boolean {
  const dir = stepsDir();
  if (!dir) return true;
  try {
    writeFileSync(path.join(dir, `${secret.slice(0, 12)}-${step}`), String(process.pid), { flag: 'wx' });
    return true;
  } catch {
    return false;
  }
}

/**
 * The demo operator's session, shared by the run's journeys: signed in once (password, then the code) and
 * kept in the run's folder, so two workers do not race each other for the same 30-second code. A kept
 * session the server has ended (idle for 30 minutes) is replaced.
 */
export async function operatorSession(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<LoginData> {
  const kept = readKept(email);
  if (kept) {
    const check = await request.get('/api/member/second-factor', { headers: { token: kept.token } });
    if (((await check.json()) as Envelope).code === '0') return kept;
  }
  const answer = (await (
    await request.post('/api/member/login', { data: { email, password } })
  ).json()) as Envelope;
  expect(answer.code, JSON.stringify(answer)).toBe('0');
  const session = await completeSecondStep(request, email, answer.data!);
  keep(email, session);
  return session;
}

/** After a password: the session itself, or the second step with the demo operator's code. */
export async function completeSecondStep(
  request: APIRequestContext,
  email: string,
  data: Record<string, unknown>,
): Promise<LoginData> {
  if (typeof data.token === 'string') return data as LoginData;
  const secret = DEMO_OPERATOR_SECRETS[email.toLowerCase()];
  if (!secret) throw new Error(`${email} needs a second factor and has no known authenticator key`);
  const { challenge } = data.secondFactor as { challenge: string };
  // Two workers claiming at once may send their steps out of order: a code refused as used is followed by
  // a fresh one on the same challenge (a replay is not counted as a wrong code).
  for (let attempt = 1; ; attempt++) {
    const done = (await (
      await request.post('/api/member/login/code', { data: { challenge, code: await freshCode(secret) } })
    ).json()) as Envelope;
    if (done.code === '0') return done.data as LoginData;
    if (attempt >= 3 || !/already been used/.test(done.msg))
      expect(done.code, JSON.stringify(done)).toBe('0');
  }
}

/**
 * An operator at the /login form: the password, then the code of the second step, as a person types
 * them. Ends on the console.
 */
export async function signInOperatorWithForm(page: Page, email: string, password: string): Promise<void> {
  await fillLoginForm(page, email, password);
  const step = page.getByTestId('second-step');
  const secret = DEMO_OPERATOR_SECRETS[email]!;
  for (let attempt = 1; attempt <= 3; attempt++) {
    await step.getByLabel('Code from the app').fill(await freshCode(secret));
    await step.getByRole('button', { name: 'Verify and log in' }).click();
    const used = step.getByText(/already been used/);
    await expect(step.or(used))
      .toHaveCount(0, { timeout: 7_000 })
      .catch(() => undefined);
    if (!(await used.isVisible())) return;
  }
}

/**
 * The e-mail and password typed into /login and sent. The page is rendered at build time: what is typed
 * before it hydrates is lost, so the form is filled once the app runs (the tab bar is its own), and the
 * fields are checked to hold what was typed before it is sent.
 */
export async function fillLoginForm(page: Page, email: string, password: string): Promise<void> {
  await expect(page.getByTestId('tab-home')).toBeAttached();
  const form = page.getByTestId('login-form');
  const emailField = form.getByLabel('E-mail', { exact: true });
  const passwordField = form.getByLabel('Password', { exact: true });
  await expect(async () => {
    await emailField.fill(email);
    await passwordField.fill(password);
    await expect(emailField).toHaveValue(email, { timeout: 500 });
    await expect(passwordField).toHaveValue(password, { timeout: 500 });
  }).toPass();
  await form.getByRole('button', { name: 'Log in' }).click();
}

function keptFile(email: string): string | null {
  const root = process.env.E2E_ROOT;
  return root ? path.join(root, 'operator-sessions', `${email.toLowerCase()}.json`) : null;
}

function readKept(email: string): LoginData | null {
  const file = keptFile(email);
  if (!file) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LoginData;
  } catch {
    return null;
  }
}

function keep(email: string, session: LoginData): void {
  const file = keptFile(email);
  if (!file) return;
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(session));
  renameSync(temporary, file);
}
