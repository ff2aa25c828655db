import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { request } from '@playwright/test';
import { registerByApi } from '../helpers/members';

/**
 * A borrower registered when the run starts. A code goes to an address at most once a minute, so a borrower
 * registered moments before asking for a password-reset code would wait out that minute; this one has
 * usually been registered for minutes by the time the journey that needs it runs.
 */
export interface EarlyBorrower {
  email: string;
  registeredAt: number;
}

function file(): string {
  return path.join(process.env.E2E_ROOT ?? '.', 'early-borrower.json');
}

export async function registerEarlyBorrower(baseURL: string): Promise<void> {
  const api = await request.newContext({ baseURL });
  try {
    const { email } = await registerByApi(api);
    const borrower: EarlyBorrower = { email, registeredAt: Date.now() };
    writeFileSync(file(), JSON.stringify(borrower));
  } finally {
    await api.dispose();
  }
}

/** The borrower of registerEarlyBorrower, and how long until the next code to that address may be sent. */
export function earlyBorrower(resendAfterMs = 61_000): EarlyBorrower & { waitMs: number } {
  const borrower = JSON.parse(readFileSync(file(), 'utf8')) as EarlyBorrower;
  return { ...borrower, waitMs: Math.max(0, borrower.registeredAt + resendAfterMs - Date.now()) };
}
