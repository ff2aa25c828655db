import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { generateSchedule } from '../../domain/loan/schedule';
import { earlySettlement } from '../../domain/loan/settlement';
import { formatMoney } from '../../domain/money';
import { uniqueIdNumber, uniquePhone, uniqueUsdtAddress } from '../helpers/unique-details';
import { signInByApi } from './helpers/apply-borrower';
import { seriousAxeViolations } from './helpers/axe';
import { PASSWORD, registerByApi } from './helpers/members';
import { DEMO_OPERATOR_SECRETS, operatorSession } from './helpers/operator-sign-in';

// My loans, driven through the app; the operator's side through the operator API, as the CLI does it.
// SHOTS_DIR=/tmp/shots/loans also writes every loan screen, phone and desktop, in en, cn and tw.

const OPERATOR = { email: 'ops@quayside.example', password: 'Quayside-ops-1' };

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field and compared with what the page shows.
type Data = Record<string, any>;
type Json = { code: string; msg: string; data: Data };

async function call(
  api: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  data?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await api.fetch(url, { method, headers: { token, lang: 'en', ...headers }, data });
  const body = (await response.json()) as Json;
  expect(body.code, `${method} ${url}: ${body.msg}`).toBe('0');
  return body.data;
}

async function logIn(api: APIRequestContext, email: string, password: string): Promise<string> {
  if (DEMO_OPERATOR_SECRETS[email]) return (await operatorSession(api, email, password)).token;
  const response = await api.post('/api/member/login', { data: { email, password } });
  const body = await response.json();
  expect(body.code, body.msg).toBe('0');
  return body.data.token as string;
}

/** A small PNG of its own colour: the server refuses a voucher it has seen before. */
async function png(seed: number): Promise<Buffer> {
  return sharp({
    create: { width: 48, height: 32, channels: 3, background: { r: seed % 256, g: (seed * 7) % 256, b: 99 } },
  })
    .png()
    .toBuffer();
}

async function upload(api: APIRequestContext, token: string, seed: number): Promise<number> {
  const response = await api.post('/api/upload/img?purpose=idPhoto', {
    headers: { token },
    multipart: { file: { name: `id-${seed}.png`, mimeType: 'image/png', buffer: await png(seed) } },
  });
  const body = await response.json();
  expect(body.code, body.msg).toBe('0');
  return body.data.id as number;
}

/**
 * A registered borrower with the profile an application needs and a verified identity (the payout waits
 * for it), and an application the credit policy approved at submit (£3,000.00 on £42,000.00 a year).
 */
async function approvedBorrower(api: APIRequestContext, operator: string, seed: number) {
  const { email } = await registerByApi(api);
  const token = await logIn(api, email, PASSWORD);
  // Its own ID number, phone and receiving address: details shared with another borrower are referred.
  const idNumber = uniqueIdNumber();
  const [front, back] = [await upload(api, token, seed), await upload(api, token, seed + 1)];
  const kyc = await call(api, token, 'PUT', '/api/member/updateKyc', {
    realName: 'Ada Lovelace',
    idNumber,
    idFrontUploadId: front,
    idBackUploadId: back,
  });
  await call(api, operator, 'POST', `/api/operator/kyc/${kyc.id}/confirm`, {});
  await call(api, token, 'PUT', '/api/member/updateBase', {
    firstName: 'Ada',
    lastName: 'Lovelace',
    dateOfBirth: '1990-05-14',
    nationality: 'British',
    idNumber,
    idFrontUploadId: front,
    idBackUploadId: back,
    phone: uniquePhone(),
    email,
    country: 'United Kingdom',
    city: 'London',
    address: '1 Quay Street',
    postcode: 'E1 6AN',
  });
  await call(api, token, 'PUT', '/api/member/saveOrUpdateContactAddress', {
    country: 'United Kingdom',
    city: 'London',
    address: '1 Quay Street',
    postcode: 'E1 6AN',
    yearsAtAddress: 5,
  });
  await call(api, token, 'PUT', '/api/member/saveOrUpdateEmploymentInfo', {
    status: 'FULL_TIME',
    employerName: 'Harbour Works Ltd',
    employerPhone: '+447700900456',
    workingYears: 8,
    personalAnnualIncome: 4_200_000,
    familyAnnualIncome: 6_000_000,
  });
  const quote = await call(api, token, 'POST', '/api/loan/quote', {
    amount: 300_000,
    termMonths: 12,
    method: 'EQUAL_INSTALLMENT',
  });
  const applied = await call(
    api,
    token,
    'POST',
    '/api/loan/apply',
    {
      quoteId: quote.quoteId,
      purpose: 'EDUCATION',
      receivingAddress: uniqueUsdtAddress(),
      consentTerms: true,
      consentAgreement: true,
    },
    { 'idempotency-key': randomUUID() },
  );
  expect(applied).toMatchObject({ status: 'APPROVED', decision: { outcome: 'APPROVE' } });
  return { email, token, loanId: applied.loanId as number };
}

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function pendingRepaymentOf(api: APIRequestContext, operator: string, loanId: number) {
  const list = await call(api, operator, 'GET', '/api/operator/repayments?status=PENDING&pageSize=100');
  const found = (list.list as { repaymentId: number; loanId: number }[]).find(
    (item) => item.loanId === loanId,
  );
  expect(found, `a pending repayment of loan ${loanId}`).toBeTruthy();
  return found!.repaymentId;
}

/** Repays the bills preselected (the next one) with a voucher made from `seed`, through the app. */
async function repayNextBill(page: Page, loanId: number, seed: number) {
  await page.goto(`/loan/detail?id=${loanId}`);
  await page.getByTestId('repay').click();
  await expect(page).toHaveURL(/\/loan\/repay\?id=/);
  const form = page.getByTestId('repay-form');
  await expect(form.getByTestId('repay-amount')).toHaveText(/£/);
  await form.getByRole('button', { name: 'Repayment voucher' }).setInputFiles({
    name: `voucher-${seed}.png`,
    mimeType: 'image/png',
    buffer: await png(seed),
  });
  await expect(form.locator('[data-state="uploaded"]')).toBeVisible({ timeout: 20_000 });
  await form.getByRole('button', { name: 'Submit repayment' }).click();
  await expect(page.getByTestId('repay-submitted')).toHaveText('Submitted successfully, waiting for review');
}

test.use({ viewport: { width: 390, height: 844 } });

let operator: string;
test.beforeAll(async ({ request }) => {
  operator = await logIn(request, OPERATOR.email, OPERATOR.password);
});

test('sign the offer, repay a bill with a voucher, see it repaid; a refused voucher shows its reason and the bill is paid again; the settlement figure is the server’s', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const borrower = await approvedBorrower(request, operator, 11);
  const { loanId } = borrower;

  await signInByApi(page, borrower.email);
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/loan\/history$/);
  const item = page.locator(`[data-loan-id="${loanId}"]`);
  await expect(item.getByTestId('loan-state')).toHaveText('Offer ready to sign');
  await item.click();
  await expect(page.getByTestId('offer-countdown')).toContainText('14 days left');
  await page.getByTestId('read-and-sign').click();

  // The agreement first, then the signature: a wrong name is refused on the field.
  await expect(page.getByTestId('contract-document')).toContainText('Ada Lovelace');
  const sign = page.getByTestId('sign-form');
  await sign.getByLabel('Full name').fill('Grace Hopper');
  await sign.getByRole('checkbox').check();
  await sign.getByRole('button', { name: 'Sign the agreement' }).click();
  await expect(sign.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
  await sign.getByLabel('Full name').fill('Ada Lovelace');
  await sign.getByRole('button', { name: 'Sign the agreement' }).click();
  await expect(page).toHaveURL(new RegExp(`/loan/detail\\?id=${loanId}$`));
  await expect(page.getByTestId('loan-state')).toHaveText('Signed');

  const disbursed = await call(request, operator, 'POST', `/api/operator/loans/${loanId}/disburse`, {});
  await page.reload();
  await expect(page.getByTestId('loan-state')).toHaveText('Repayment in progress');
  await expect(page.getByTestId('bill-row')).toHaveCount(12);

  // Early settlement: the figure shown is the server's, and domain/ computes the same from the terms.
  await page.getByRole('button', { name: 'See the settlement figure' }).click();
  const figure = await call(request, borrower.token, 'GET', `/api/loan/${loanId}/settlement`);
  const detail = await call(request, borrower.token, 'GET', `/api/loan/${loanId}/detail`);
  const offer = detail.offer;
  const byDomain = earlySettlement(
    generateSchedule({
      principal: offer.amount,
      annualRate: offer.annualRate,
      termMonths: 12,
      method: 'EQUAL_INSTALLMENT',
      startDate: disbursed.disbursedOn,
    }),
    { paidPeriods: [], asOf: figure.asOf, overdueRate: detail.overdueRate },
  );
  expect(byDomain.total).toBe(figure.total);
  await expect(page.getByTestId('settlement-total')).toHaveText(
    formatMoney(figure.total, 'en', { currency: 'GBP' }),
  );

  // Repay the first bill; the address is copied with one tap.
  await page.getByTestId('repay').click();
  await page.getByRole('button', { name: 'Copy the repayment address' }).click();
  await expect(page.getByText('Copied successfully')).toBeVisible();
  const address = await page.getByTestId('repayment-address').textContent();
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe(address);
  await repayNextBill(page, loanId, 21);
  await page.goto(`/loan/detail?id=${loanId}`);
  const first = page.getByTestId('bill-row').first();
  await expect(first.getByTestId('bill-status')).toContainText('To be confirmed');
  await call(
    request,
    operator,
    'POST',
    `/api/operator/repayments/${await pendingRepaymentOf(request, operator, loanId)}/confirm`,
    {},
  );
  await page.reload();
  await expect(first.getByTestId('bill-status')).toHaveText('Repaid');

  // The second bill's voucher is refused: the reason shows on the bill, which can be paid again.
  await repayNextBill(page, loanId, 31);
  const refused = await pendingRepaymentOf(request, operator, loanId);
  await call(request, operator, 'POST', `/api/operator/repayments/${refused}/refuse`, {
    reason: 'The amount does not match the bill',
  });
  await page.goto(`/loan/detail?id=${loanId}`);
  const second = page.getByTestId('bill-row').nth(1);
  await expect(second.getByTestId('bill-refusal')).toHaveText(
    'Voucher refused: The amount does not match the bill',
  );
  await page.goto(`/loan/record?id=${loanId}`);
  await expect(page.getByTestId('record-refusal')).toHaveText('Reason: The amount does not match the bill');
  await expect(page.getByTestId('voucher-thumbnail').first()).toBeVisible();
  await repayNextBill(page, loanId, 41);
  await page.goto(`/loan/detail?id=${loanId}`);
  await expect(second.getByTestId('bill-status')).toContainText('To be confirmed');

  // The statement: payments to date and the balance, from the server's figures.
  await page.goto(`/loan/statement?id=${loanId}`);
  await expect(page.getByTestId('statement-paid')).toHaveText(
    formatMoney(detail.offer.schedule[0].total, 'en', { currency: 'GBP' }),
  );
  // The one refusal asked for on purpose (the wrong name), which the browser logs as a failed load.
  expect(errors).toEqual(['Failed to load resource: the server responded with a status of 409 (Conflict)']);
});

test('withdraw within 14 days: the payoff is shown before confirming and is what the server charges', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const errors = collectConsoleErrors(page);
  const borrower = await approvedBorrower(request, operator, 51);
  const { loanId } = borrower;
  const contract = await call(request, borrower.token, 'GET', `/api/loan/${loanId}/contract`);
  await call(
    request,
    borrower.token,
    'POST',
    `/api/loan/${loanId}/sign`,
    { fullName: 'Ada Lovelace', versionHash: contract.versionHash },
    { 'idempotency-key': randomUUID() },
  );
  await call(request, operator, 'POST', `/api/operator/loans/${loanId}/disburse`, {});

  await signInByApi(page, borrower.email);
  await page.goto(`/loan/detail?id=${loanId}`);
  const panel = page.getByTestId('withdraw');
  await panel.getByRole('button', { name: 'Withdraw' }).click();
  const payoff = panel.getByTestId('withdraw-payoff');
  await expect(payoff).toContainText('If you withdraw today you owe');
  const shown = await payoff.textContent();
  await panel.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(page.getByTestId('loan-state')).toHaveText('Withdrawn');
  const detail = await call(request, borrower.token, 'GET', `/api/loan/${loanId}/detail`);
  const charged: number = detail.withdrawal.payoff;
  expect(shown).toContain(formatMoney(charged, 'en', { currency: 'GBP' }));
  // The payoff bill is there to repay.
  await expect(page.getByTestId('repay')).toBeVisible();
  expect(errors).toEqual([]);
});

test('every loan screen: no serious axe violation, works with the keyboard, and looks right in three languages', async ({
  page,
  request,
}) => {
  // Screenshots (36 full pages) only when asked for: they are for people to look at, not for CI.
  test.setTimeout(process.env.SHOTS_DIR ? 600_000 : 60_000);
  const errors = collectConsoleErrors(page);
  const borrower = await approvedBorrower(request, operator, 61);
  const { loanId } = borrower;
  await signInByApi(page, borrower.email);

  const shots = process.env.SHOTS_DIR;
  // The offer before it is signed: its detail and the agreement with the signature form.
  for (const [name, url] of [
    ['offer', `/loan/detail?id=${loanId}`],
    ['sign', `/loan-contract?id=${loanId}`],
  ] as const) {
    await page.goto(url);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await seriousAxeViolations(page, name)).toEqual([]);
    if (shots) {
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: path.join(shots, `${name}-en-390.png`), fullPage: true });
    }
  }

  // Keyboard alone: from the history to the agreement and its signature.
  await page.goto('/loan/history');
  const link = page.locator(`[data-loan-id="${loanId}"]`);
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/loan\/detail\?id=/);
  await page.getByTestId('read-and-sign').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('sign-form')).toBeVisible();
  await page.getByLabel('Full name').focus();
  await page.keyboard.type('Ada Lovelace');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('loan-state')).toHaveText('Signed');
  await call(request, operator, 'POST', `/api/operator/loans/${loanId}/disburse`, {});
  // Two repayments for the records: one confirmed, one waiting for review.
  const bills = await call(request, borrower.token, 'GET', `/api/loan/${loanId}/bills`);
  for (const [index, seed] of [
    [0, 71],
    [1, 72],
  ] as const) {
    const voucher = await upload(request, borrower.token, seed);
    const repayment = await call(
      request,
      borrower.token,
      'POST',
      '/api/repayment/submit',
      { billIds: [bills.list[index].billId], voucherUploadId: voucher },
      { 'idempotency-key': randomUUID() },
    );
    if (index === 0) {
      await call(request, operator, 'POST', `/api/operator/repayments/${repayment.repaymentId}/confirm`, {});
    }
  }

  const screens = [
    ['history', '/loan/history'],
    ['detail', `/loan/detail?id=${loanId}`],
    ['contract', `/loan-contract?id=${loanId}`],
    ['repay', `/loan/repay?id=${loanId}`],
    ['records', `/loan/record?id=${loanId}`],
    ['statement', `/loan/statement?id=${loanId}`],
  ] as const;
  for (const [name, url] of screens) {
    await page.goto(url);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await seriousAxeViolations(page, name)).toEqual([]);
  }

  if (shots) {
    for (const lang of ['en', 'cn', 'tw'] as const) {
      await page.evaluate((value) => localStorage.setItem('lang', JSON.stringify(value)), lang);
      for (const [width, height] of [
        [375, 812],
        [1280, 800],
      ] as const) {
        await page.setViewportSize({ width, height });
        for (const [name, url] of screens) {
          await page.goto(url);
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
          await page.screenshot({ path: path.join(shots, `${name}-${lang}-${width}.png`), fullPage: true });
        }
      }
    }
  }
  expect(errors).toEqual([]);
});
