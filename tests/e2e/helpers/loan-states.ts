import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Browser, expect } from '@playwright/test';
import {
  borrowerWithProfile,
  collectErrors,
  type SignedIn,
  storeSession,
  uniqueIdNumber,
  uniqueUsdtAddress,
  uploadPhoto,
} from './apply-borrower';

export const OPERATOR = { email: 'ops@quayside.example', password: 'Quayside-ops-1' };

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field.
export type Data = Record<string, any>;

/** One API call that must succeed, with a fresh idempotency key. */
export async function call(
  api: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  data?: unknown,
) {
  const response = await api.fetch(url, {
    method,
    headers: { token, lang: 'en', 'idempotency-key': randomUUID() },
    data,
  });
  const body = (await response.json()) as { code: string; msg: string; data: Data };
  expect(body.code, `${method} ${url}: ${body.msg}`).toBe('0');
  return body.data;
}

/**
 * A borrower with a verified identity whose loan (by default £3,000.00 over 12 months) is approved and
 * signed, and paid out unless `signedOnly`, at the USDT rate in force (the operator confirms the rate shown).
 */
export async function loanOf(
  api: APIRequestContext,
  operator: string,
  { signedOnly = false, amount = 300_000, termMonths = 12 } = {},
) {
  const who = await borrowerWithProfile(api);
  const kyc = await call(api, who.token, 'PUT', '/api/member/updateKyc', {
    realName: 'Ada Lovelace',
    idNumber: uniqueIdNumber(),
    idFrontUploadId: await uploadPhoto(api, who.token),
    idBackUploadId: await uploadPhoto(api, who.token),
  });
  await call(api, operator, 'POST', `/api/operator/kyc/${kyc.id}/confirm`, {});
  const quote = await call(api, who.token, 'POST', '/api/loan/quote', {
    amount,
    termMonths,
    method: 'EQUAL_INSTALLMENT',
  });
  const applied = await call(api, who.token, 'POST', '/api/loan/apply', {
    quoteId: quote.quoteId,
    purpose: 'EDUCATION',
    receivingAddress: uniqueUsdtAddress(),
    consentTerms: true,
    consentAgreement: true,
  });
  expect(applied.status).toBe('APPROVED');
  const contract = await call(api, who.token, 'GET', `/api/loan/${applied.loanId}/contract`);
  await call(api, who.token, 'POST', `/api/loan/${applied.loanId}/sign`, {
    fullName: 'Ada Lovelace',
    versionHash: contract.versionHash,
  });
  if (!signedOnly) {
    const rate = await call(api, operator, 'GET', '/api/operator/usdt-rate');
    await call(api, operator, 'POST', `/api/operator/loans/${applied.loanId}/disburse`, {
      reference: `0x${'5e'.repeat(32)}`,
      usdtRate: rate.current.rate,
    });
  }
  return { who, loanId: applied.loanId as number };
}

export const viewports = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
];
export const languages = ['en', 'cn', 'tw'] as const;

/** A page at phone and desktop size in the three languages, each written to `dir` to be looked at. */
export async function shoot(
  browser: Browser,
  who: SignedIn,
  { dir, path, ready, name }: { dir: string; path: string; ready: string; name: string },
  errors: string[],
) {
  for (const lang of languages) {
    const context = await browser.newContext();
    const page = await context.newPage();
    errors.push(...collectErrors(page));
    await storeSession(page, who, lang);
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await expect(page.getByTestId(ready).first()).toBeVisible({ timeout: 15_000 });
      await page.screenshot({ path: `${dir}/${name}-${viewport.name}-${lang}.png`, fullPage: true });
    }
    await context.close();
  }
}
