import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { addDays } from '../../domain/loan/dates';
import {
  borrowerWithProfile,
  collectErrors,
  logInByApi,
  type SignedIn,
  storeSession,
  uniqueIdNumber,
  uniqueUsdtAddress,
  uploadPhoto,
} from './helpers/apply-borrower';
import { seriousAxeViolations } from './helpers/axe';

// Issue 33's day in a loan book: an operator moves the business date 40 days past a loan's first due date
// (each day's close of business runs), finds the loan in Arrears, logs a call and a promise to pay, and
// records a partial payment that arrived; the borrower then sees the arrears, the notice of sums in arrears
// in their messages and as a document, and where their payment went.
//
// The business date is the whole book's: this journey runs after every other journey that reads a loan's
// dates has finished (the 'alone' project, by name: playwright.config.ts), so none reads a date 70 days on.

const OPERATOR = { email: 'ops@quayside.example', password: 'Quayside-ops-1' };

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field and compared with the page.
type Data = Record<string, any>;

async function call(
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

/** A borrower whose £3,000.00 loan over 12 months is paid out today: identity checked, offer signed. */
async function paidOutLoan(
  api: APIRequestContext,
  operator: string,
): Promise<{ who: SignedIn; loanId: number }> {
  const who = await borrowerWithProfile(api);
  const kyc = await call(api, who.token, 'PUT', '/api/member/updateKyc', {
    realName: 'Ada Lovelace',
    idNumber: uniqueIdNumber(),
    idFrontUploadId: await uploadPhoto(api, who.token),
    idBackUploadId: await uploadPhoto(api, who.token),
  });
  await call(api, operator, 'POST', `/api/operator/kyc/${kyc.id}/confirm`, {});
  const quote = await call(api, who.token, 'POST', '/api/loan/quote', {
    amount: 300_000,
    termMonths: 12,
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
  await call(api, operator, 'POST', `/api/operator/loans/${applied.loanId}/disburse`, {
    reference: `0x${'5e'.repeat(32)}`,
  });
  return { who, loanId: applied.loanId as number };
}

async function confirm(page: Page) {
  await page.getByTestId('confirm-action').click();
}

test('a day in the loan book: 40 days past due, found in Arrears, a call, a promise and a part payment; the borrower sees it all', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const operatorSession = await logInByApi(request, OPERATOR.email, OPERATOR.password);
  const operatorToken = operatorSession.token;
  const { who, loanId } = await paidOutLoan(request, operatorToken);
  const bills = await call(request, who.token, 'GET', `/api/loan/${loanId}/bills`);
  const { contractNumber } = await call(request, who.token, 'GET', `/api/loan/${loanId}/detail`);
  const firstDue: string = bills.list[0].dueDate;
  const target = addDays(firstDue, 40);

  // The operator, in the console: the business date moved on from Settings, every day closed in order.
  const opsContext = await browser.newContext();
  const ops = await opsContext.newPage();
  const opsErrors = collectErrors(ops);
  await storeSession(ops, {
    email: OPERATOR.email,
    id: operatorSession.member.id,
    token: operatorToken,
    member: null,
  });
  await ops.goto('/ops/settings');
  const form = ops.getByTestId('business-date-form');
  await form.getByLabel('New business date').fill(target);
  await form.getByTestId('move-business-date').click();
  await confirm(ops);
  await expect(form.getByTestId('cob-days')).toBeVisible({ timeout: 60_000 });
  await expect(ops.getByTestId('business-date-value')).toHaveText(/\d{4}/);

  // Arrears: the loan is there, 40 days past due; its case opens.
  await ops.goto('/ops/arrears');
  const row = ops.getByTestId('ops-arrears').locator('tr', { hasText: contractNumber }).first();
  await expect(row).toBeVisible();
  await expect(row.getByTestId('arrears-dpd')).toHaveText('40');
  await row.getByTestId('arrears-link').click();
  await expect(ops.getByTestId('ops-arrears-case')).toBeVisible();
  await expect(ops.getByTestId('book-dpd')).toContainText('40');
  // The notice of sums in arrears went out on its day, without anyone remembering.
  await expect(ops.getByTestId('case-notices').getByTestId('notice').first()).toBeVisible();

  // A call, logged, and the promise it brought.
  const contact = ops.getByTestId('contact-form');
  await contact.getByLabel('Channel').selectOption('PHONE');
  await contact.getByLabel('Direction').selectOption('OUTBOUND');
  await contact
    .getByLabel('What was said')
    .fill('Borrower lost overtime; can pay £150 now and the rest on payday.');
  await contact.getByLabel('Outcome').selectOption('PROMISE_TO_PAY');
  await contact.getByTestId('contact-form-submit').click();
  await confirm(ops);
  await expect(ops.getByTestId('contact-log')).toContainText('lost overtime');
  const promise = ops.getByTestId('promise-form');
  await promise.getByLabel('Pay by').fill(addDays(target, 7));
  await promise.getByLabel('Amount promised (£)').fill('250');
  await promise.getByTestId('promise-form-submit').click();
  await confirm(ops);
  await expect(ops.getByTestId('promise-list')).toContainText('£250.00');

  // £150.00 arrived by bank transfer five days ago: recorded as received, on the day it arrived.
  const payment = ops.getByTestId('payment-form');
  await payment.getByLabel('Amount received (£)').fill('150');
  await payment.getByLabel('Received on').fill(addDays(target, -5));
  await payment.getByLabel('Transfer reference').fill('FPS 4471 QS');
  await payment.getByTestId('payment-form-submit').click();
  await confirm(ops);
  await expect(ops.getByTestId('case-ledger')).toContainText('FPS 4471 QS');
  expect(await seriousAxeViolations(ops, 'the collection case')).toEqual([]);
  expect(opsErrors).toEqual([]);
  await opsContext.close();

  // The borrower: behind, by how much and since when; where the £150.00 went; the notice, in messages.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await storeSession(page, who);
  await page.goto(`/loan/detail?id=${loanId}`);
  await expect(page.getByTestId('arrears-amount')).toContainText('is overdue');
  await expect(page.getByTestId('arrears-amount')).toContainText('40 days');
  const received = page.getByTestId('payments-received').getByTestId('payment').first();
  await expect(received).toContainText('£150.00');
  await expect(received).toContainText('FPS 4471 QS');
  await expect(received).toContainText(
    /Instalment 1: overdue interest £[\d.]+, interest £[\d.]+, principal £[\d.]+/,
  );
  expect(await seriousAxeViolations(page, 'a loan in arrears')).toEqual([]);

  await page.goto('/member/messages');
  await expect(page.getByText('Notice of sums in arrears').first()).toBeVisible();
  await page.goto(`/loan/notices?id=${loanId}`);
  const notice = page.getByTestId('notice').first();
  await expect(notice).toContainText('Notice of sums in arrears');
  await expect(notice.getByTestId('notice-sent')).toContainText('version');
  expect(errors).toEqual([]);
  await context.close();
});
