import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  borrowerWithProfile,
  collectErrors,
  logInByApi,
  type SignedIn,
  storeSession,
  uniqueUsdtAddress,
} from './helpers/apply-borrower';
import { seriousAxeViolations } from './helpers/axe';

// The credit policy's decisions as a borrower meets them: an instant offer signed, a counter-offer with its
// lower amount and schedule, and a decline explained and sent to a person. Each applies through the API
// (the wizard's own submit is the apply journey's and the whole-loan journey's) and reads the decision on
// the result page the wizard opens, then on the loan's page.
// DECISION_SHOTS=1 also writes each page, phone and desktop, in en, cn and tw, to /tmp/shots/decisions.

const OPERATOR = { email: 'ops@quayside.example', password: 'Quayside-ops-1' };
const SHOTS = '/tmp/shots/decisions';
const shots = !!process.env.DECISION_SHOTS;

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field.
type Data = Record<string, any>;

async function call(api: APIRequestContext, token: string, method: string, url: string, data?: unknown) {
  const response = await api.fetch(url, {
    method,
    headers: { token, lang: 'en', ...(url === '/api/loan/apply' ? { 'idempotency-key': randomUUID() } : {}) },
    data,
  });
  const body = (await response.json()) as { code: string; msg: string; data: Data };
  expect(body.code, `${method} ${url}: ${body.msg}`).toBe('0');
  return body.data;
}

async function apply(api: APIRequestContext, who: SignedIn, amount: number) {
  const quote = await call(api, who.token, 'POST', '/api/loan/quote', {
    amount,
    termMonths: 12,
    method: 'EQUAL_INSTALLMENT',
  });
  return call(api, who.token, 'POST', '/api/loan/apply', {
    quoteId: quote.quoteId,
    purpose: 'EDUCATION',
    receivingAddress: uniqueUsdtAddress(),
    consentTerms: true,
    consentAgreement: true,
  });
}

/** The page in each language and size, when asked for; the journey itself runs in English. */
async function snap(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(SHOTS, { recursive: true });
  const url = page.url();
  for (const lang of ['en', 'cn', 'tw'] as const) {
    await page.evaluate((value) => localStorage.setItem('lang', JSON.stringify(value)), lang);
    for (const [size, viewport] of [
      ['phone', { width: 375, height: 812 }],
      ['desktop', { width: 1280, height: 800 }],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/${name}-${lang}-${size}.png`, fullPage: true });
    }
  }
  await page.evaluate(() => localStorage.setItem('lang', JSON.stringify('en')));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(url);
}

test.use({ viewport: { width: 390, height: 844 } });

test('an affordable application is approved at submit; the borrower reads the offer and signs it in the app', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const borrower = await borrowerWithProfile(request);
  const applied = await apply(request, borrower, 300_000);
  expect(applied).toMatchObject({
    status: 'APPROVED',
    decision: { outcome: 'APPROVE', decidedBy: 'policy' },
  });
  await storeSession(page, borrower);

  await page.goto(`/apply/submit?loan=${applied.loanId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your loan is approved');
  await expect(page.getByTestId('offer-amount')).toHaveText('£3,000.00');
  await expect(page.getByTestId('decided-by')).toContainText('Decided by our automatic assessment on');
  expect(await seriousAxeViolations(page, 'result: approved')).toEqual([]);
  await snap(page, 'approved');

  await page.getByTestId('read-and-sign').click();
  const sign = page.getByTestId('sign-form');
  await sign.getByLabel('Full name').fill('Ada Lovelace');
  await sign.getByRole('checkbox').check();
  await sign.getByRole('button', { name: 'Sign the agreement' }).click();
  await expect(page).toHaveURL(new RegExp(`/loan/detail\\?id=${applied.loanId}$`));
  await expect(page.getByTestId('loan-state')).toHaveText('Signed');
  // The money waits for the identity check, which the application's own ID photos started: the page says
  // where it stands and asks for nothing again.
  await expect(page.getByTestId('awaiting-identity')).toContainText('once your identity is confirmed');
  await expect(page.getByTestId('identity-state')).toHaveText(
    'Identity check: with our team. We are checking the ID you gave with your application.',
  );
  await expect(page.getByRole('link', { name: 'Confirm your identity' })).toHaveCount(0);
  expect(await seriousAxeViolations(page, 'signed, identity not confirmed')).toEqual([]);
  await snap(page, 'signed-awaiting-identity');
  expect(errors).toEqual([]);
});

test('a counter-offer shows the lower amount, why, and its schedule', async ({ page, request }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const borrower = await borrowerWithProfile(request);
  const applied = await apply(request, borrower, 1_000_000);
  expect(applied).toMatchObject({ status: 'APPROVED', decision: { outcome: 'COUNTER_OFFER' } });
  await storeSession(page, borrower);

  await page.goto(`/apply/submit?loan=${applied.loanId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We can offer you £7,900.00');
  await expect(page.getByTestId('decision-offer')).toContainText('You asked for £10,000.00.');
  await expect(page.getByTestId('decision-reasons')).toHaveText(
    'The monthly cost of £878.70 would be more than 20% of your monthly income before tax of £3,500.00. Averaged over its term (the total repayable divided by the number of months), £7,900.00 costs £694.17 a month.',
  );
  expect(await seriousAxeViolations(page, 'result: counter-offer')).toEqual([]);
  await snap(page, 'counter-offer');

  await page.getByRole('link', { name: 'See the offer and its schedule' }).click();
  await expect(page.getByTestId('counter-offer')).toContainText(
    'We can offer you £7,900.00. You asked for £10,000.00.',
  );
  // One monthly figure, or what the rounded last one is: never two unexplained figures side by side.
  await expect(page.getByTestId('offer-payments')).toHaveText(
    /^12 monthly payments(: £[\d,]+\.\d\d each, except the last, which is £[\d,]+\.\d\d\.| of £[\d,]+\.\d\d\.)$/,
  );
  await expect(page.getByTestId('loan-amount')).toHaveText('£7,900.00');
  const schedule = page.getByTestId('bill-schedule');
  // On a phone, a card per bill with the totals after them.
  await expect(schedule.getByTestId('bill-row')).toHaveCount(12);
  await expect(schedule.getByTestId('bills-total')).toHaveText('£8,330.02');
  expect(await seriousAxeViolations(page, 'loan detail: counter-offer')).toEqual([]);
  await snap(page, 'counter-offer-detail');
  expect(errors).toEqual([]);
});

test('a decline says why with the figures; the borrower asks once for a person to look again', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const borrower = await borrowerWithProfile(request);
  await call(request, borrower.token, 'PUT', '/api/member/saveOrUpdateEmploymentInfo', {
    status: 'FULL_TIME',
    employerName: 'Harbour Works Ltd',
    employerPhone: '+447700900456',
    workingYears: 8,
    personalAnnualIncome: 1_700_000,
    familyAnnualIncome: 1_700_000,
  });
  // A lender that allows only 5 % of income: £1,000.00 over 12 months (£87.87 a month) is more than 5 % of
  // £17,000.00 a year. Set for this one submit and put back at once, so no other journey meets it.
  const { token: operator } = await logInByApi(request, OPERATOR.email, OPERATOR.password);
  await call(request, operator, 'PUT', '/api/operator/config/DECISION_MAX_REPAYMENT_SHARE', {
    value: '0.05',
  });
  let applied: Data;
  try {
    applied = await apply(request, borrower, 300_000);
  } finally {
    await call(request, operator, 'PUT', '/api/operator/config/DECISION_MAX_REPAYMENT_SHARE', {
      value: '0.20',
    });
  }
  expect(applied).toMatchObject({ status: 'REJECTED', decision: { outcome: 'DECLINE' } });
  await storeSession(page, borrower);

  await page.goto(`/apply/submit?loan=${applied.loanId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We cannot offer you this loan');
  await expect(page.getByTestId('decision-reasons')).toHaveText(
    'Even our smallest loan, £1,000.00 over 12 months, would cost £87.87 a month. That is more than 5% of your monthly income before tax of £1,416.67.',
  );
  expect(await seriousAxeViolations(page, 'result: declined')).toEqual([]);
  await snap(page, 'declined');

  await page.getByRole('button', { name: 'Ask for a person to look again' }).click();
  await expect(page).toHaveURL(new RegExp(`/loan/detail\\?id=${applied.loanId}$`));
  await expect(page.getByTestId('under-review')).toContainText(
    'You asked for a person to look at your application again.',
  );
  await expect(page.getByTestId('loan-state')).toHaveText('Pending review');
  await expect(page.getByRole('button', { name: 'Ask for a person to look again' })).toHaveCount(0);
  expect(await seriousAxeViolations(page, 'loan detail: review asked')).toEqual([]);
  await snap(page, 'review-asked');

  // The operator's queue shows it as a review of the policy's decline.
  const queue = await call(
    request,
    operator,
    'GET',
    '/api/operator/applications?status=PENDING_REVIEW&pageSize=100',
  );
  expect(queue.list.find((item: Data) => item.loanId === applied.loanId)).toMatchObject({
    decision: { outcome: 'DECLINE', decidedBy: 'policy', reasons: ['affordability.unaffordable'] },
    reviewRequestedAt: expect.any(String),
  });
  expect(errors).toEqual([]);
});
