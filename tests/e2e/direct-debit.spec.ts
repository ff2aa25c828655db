import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { collectionDateFor } from '../../domain/direct-debit/collection-dates';
import { addDays } from '../../domain/loan/dates';
import {
  borrowerWithProfile,
  collectErrors,
  logInByApi,
  storeSession,
  uniqueIdNumber,
  uniqueUsdtAddress,
  uploadPhoto,
} from './helpers/apply-borrower';
import { seriousAxeViolations } from './helpers/axe';

// Issue 35 §3's journey: a borrower sets up a Direct Debit in the app; the business date moves past two
// due dates; the first collection is refused (refer to payer) and paid on its retry, the second is paid;
// the ledger and the borrower's statement show both. The simulated bureau's account 20-29-59 63748472
// refuses a mandate's first collection and pays the rest (server/bacs-bureau/README.md).
//
// It moves the whole book's business date, so it runs with nothing beside it and before the servicing
// journey (the 'alone' project, by name: playwright.config.ts), ending about two months on — short of the
// servicing journey's first due date plus 40 days.

const OPERATOR = { email: 'ops@quayside.example', password: 'Quayside-ops-1' };

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field.
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

test('a Direct Debit set up in the app collects two bills, one refused then paid on its retry', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const operator = (await logInByApi(request, OPERATOR.email, OPERATOR.password)).token;
  const who = await borrowerWithProfile(request);
  const kyc = await call(request, who.token, 'PUT', '/api/member/updateKyc', {
    realName: 'Ada Lovelace',
    idNumber: uniqueIdNumber(),
    idFrontUploadId: await uploadPhoto(request, who.token),
    idBackUploadId: await uploadPhoto(request, who.token),
  });
  await call(request, operator, 'POST', `/api/operator/kyc/${kyc.id}/confirm`, {});
  const quote = await call(request, who.token, 'POST', '/api/loan/quote', {
    amount: 300_000,
    termMonths: 12,
    method: 'EQUAL_INSTALLMENT',
  });
  const applied = await call(request, who.token, 'POST', '/api/loan/apply', {
    quoteId: quote.quoteId,
    purpose: 'EDUCATION',
    receivingAddress: uniqueUsdtAddress(),
    consentTerms: true,
    consentAgreement: true,
  });
  const loanId = applied.loanId as number;
  const contract = await call(request, who.token, 'GET', `/api/loan/${loanId}/contract`);
  await call(request, who.token, 'POST', `/api/loan/${loanId}/sign`, {
    fullName: 'Ada Lovelace',
    versionHash: contract.versionHash,
  });
  await call(request, operator, 'POST', `/api/operator/loans/${loanId}/disburse`, {
    reference: `0x${'dd'.repeat(32)}`,
  });

  // The borrower sets up the Direct Debit, the Guarantee in front of them.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await storeSession(page, who);
  await page.goto(`/loan/detail?id=${loanId}`);
  await page.getByRole('link', { name: 'Direct Debit' }).click();
  const form = page.getByTestId('dd-set-up');
  await expect(form.getByTestId('dd-guarantee')).toContainText('refund the full amount at once');
  await form.getByLabel('Account holder’s name').fill('Ada Lovelace');
  await form.getByLabel('Sort code').fill('20-29-59');
  await form.getByLabel('Account number').fill('63748472');
  // Paid out on the 29th to the 31st, the bills fall on a day a Direct Debit cannot take (1–28): the
  // borrower chooses the 28th, a change of day well within its 10 working days' notice.
  const day = form.getByLabel('Collection day of the month');
  if ((await day.inputValue()) === '') await day.selectOption('28');
  await form
    .getByLabel('I hold this account, and I am the only person needed to authorise Direct Debits from it.')
    .check();
  await form.getByRole('button', { name: 'Set up Direct Debit' }).click();
  const mandate = page.getByTestId('dd-mandate');
  await expect(mandate).toContainText('Your Direct Debit is active');
  const reference = (await mandate.getByTestId('dd-reference').textContent())?.trim() ?? '';
  expect(reference).toMatch(/^QSD\d{8}$/);
  expect(await seriousAxeViolations(page, 'the Direct Debit set up')).toEqual([]);

  // The business date moves past the second bill's collection: every day's close of business runs.
  const bills = (await call(request, who.token, 'GET', `/api/loan/${loanId}/bills`)).list as Data[];
  const target = addDays(collectionDateFor(bills[1]!.dueDate), 1);
  await call(request, operator, 'POST', '/api/operator/business-date', { date: target });

  const seen = await call(request, operator, 'GET', `/api/operator/loans/${loanId}/direct-debit`);
  expect(seen.collections.map((row: Data) => [row.period, row.attempt, row.status])).toEqual([
    [1, 1, 'RETURNED'],
    [1, 2, 'PAID'],
    [2, 1, 'PAID'],
  ]);
  const ledger = await call(request, operator, 'GET', `/api/operator/loans/${loanId}/ledger`);
  const payments = (ledger.entries as Data[]).filter((entry) => entry.channel === 'DIRECT_DEBIT');
  expect(payments.map((entry) => entry.reference).sort()).toEqual([`${reference}-1-2`, `${reference}-2-1`]);

  // The borrower's statement shows both collections, each with its reference.
  await page.goto(`/loan/statement?id=${loanId}`);
  const received = page.getByTestId('payments-received');
  await expect(received).toContainText(`${reference}-1-2`);
  await expect(received).toContainText(`${reference}-2-1`);
  await expect(received.getByText('Direct Debit').first()).toBeVisible();
  await page.goto(`/loan/direct-debit?id=${loanId}`);
  await expect(page.getByTestId('dd-collections')).toContainText('Not paid by your bank (no funds)');
  expect(errors).toEqual([]);
  await context.close();
});
