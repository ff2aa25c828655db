import { expect, type Page, test } from '@playwright/test';
import { addDays, addMonths } from '../../domain/loan/dates';
import { collectErrors, logInByApi, storeSession } from './helpers/apply-borrower';
import { call, type Data, loanOf, OPERATOR } from './helpers/loan-states';

// Issue 36, end to end: a borrower in arrears asks for help on a phone, losing signal part-way (the request
// waits on the device and goes once the signal is back); an operator offers a three-month payment holiday,
// interest frozen, in the console, and a second operator approves it (it is above the setting's size); the
// borrower accepts with the offer's e-signature and sees the new schedule; the close of business in the
// months of the holiday charges nothing. It moves the whole book's business date, so it runs alone.

const SECOND = { email: 'ops2@quayside.example', password: 'Quayside-ops-2' };

async function confirm(page: Page) {
  await page.getByTestId('confirm-action').click();
}

/** Overdue interest accrued on every bill of the loan, as the borrower's bills say on the business date. */
async function overdueInterest(
  request: import('@playwright/test').APIRequestContext,
  token: string,
  loanId: number,
) {
  const bills = (await call(request, token, 'GET', `/api/loan/${loanId}/bills`)).list as Data[];
  return bills.reduce((sum, bill) => sum + (bill.overdueInterest as number), 0);
}

test('a borrower in arrears asks for help offline, is offered a holiday, accepts it, and nothing is charged during it', async ({
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  const operator = await logInByApi(request, OPERATOR.email, OPERATOR.password);
  const second = await logInByApi(request, SECOND.email, SECOND.password);
  const { who, loanId } = await loanOf(request, operator.token, { amount: 900_000, termMonths: 36 });
  const bills = (await call(request, who.token, 'GET', `/api/loan/${loanId}/bills`)).list as Data[];
  const firstDue = bills[0]?.dueDate as string;
  // Two bills missed: the business date 40 days after the first, every day between closed in order.
  const now = (await call(request, operator.token, 'GET', '/api/operator/business-date'))
    .businessDate as string;
  const inArrears = addDays(firstDue, 40);
  if (inArrears > now)
    await call(request, operator.token, 'POST', '/api/operator/business-date', { date: inArrears });

  // The borrower, on a phone: from the loan, "I'm struggling to pay".
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await storeSession(page, who, 'en');
  await page.goto(`/loan/detail?id=${loanId}`);
  await page.getByRole('link', { name: 'I’m struggling to pay' }).first().click();
  const form = page.getByTestId('hardship-form');
  await expect(form).toBeVisible({ timeout: 15_000 });
  await form.getByRole('checkbox', { name: 'Job or work' }).check();
  await form.getByRole('textbox', { name: 'Day' }).fill('1');
  await form.locator('.date-parts select').selectOption('10');
  await form.getByRole('textbox', { name: 'Year' }).fill('2026');
  const figures: [string, string][] = [
    ['Monthly income', '1,450'],
    ['Housing (rent or mortgage)', '650'],
    ['Council Tax', '140'],
    ['Energy', '120'],
    ['Food', '260'],
    ['Transport', '60'],
    ['Other credit', '45'],
    ['Other essentials', '30'],
    ['What you could pay each month', '60'],
  ];
  for (const [label, value] of figures) await form.getByRole('textbox', { name: label }).fill(value);
  await expect(page.getByTestId('hardship-left-over')).toContainText('£145');

  // The signal goes as they press Send: the request is kept on the device, and goes once it is back.
  await context.setOffline(true);
  await page.getByTestId('hardship-send').click();
  await expect(page.getByTestId('hardship-queued').first()).toBeVisible({ timeout: 15_000 });
  await context.setOffline(false);
  await expect(page.getByTestId('hardship-sent')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('hardship-answer-by')).toBeVisible();

  const queue = (await call(request, operator.token, 'GET', '/api/operator/hardship')).list as Data[];
  const requests = queue.filter((row) => row.loanId === loanId);
  expect(requests, 'sent once, not twice').toHaveLength(1);
  const requestId = requests[0]?.requestId as number;

  // The operator, in the console: a three-month holiday, interest frozen, shown before it is offered.
  const offeredOn = (await call(request, operator.token, 'GET', '/api/operator/business-date'))
    .businessDate as string;
  const opsContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const ops = await opsContext.newPage();
  const opsErrors = collectErrors(ops);
  await storeSession(ops, {
    email: OPERATOR.email,
    id: operator.member.id,
    token: operator.token,
    member: null,
  });
  await ops.goto(`/ops/hardship/${requestId}`);
  const panel = ops.getByTestId('decision-panel');
  await expect(panel).toBeVisible({ timeout: 15_000 });
  await panel.locator('input[type=radio][value=PAYMENT_HOLIDAY]').check();
  await panel.locator('select').first().selectOption('3');
  await panel.getByRole('radio', { name: 'Frozen: no interest for the holiday’s months' }).check();
  await panel.getByTestId('show-plan').click();
  await expect(panel.getByTestId('preview')).toBeVisible({ timeout: 15_000 });
  await expect(panel.getByTestId('second-operator')).toBeVisible();
  await panel.getByTestId('offer').click();
  await confirm(ops);
  await expect(ops.getByTestId('offer-item').first()).toBeVisible({ timeout: 15_000 });
  expect(opsErrors).toEqual([]);
  await opsContext.close();

  // Four eyes: a different operator approves it, and only then does the borrower see it.
  const offers = (await call(request, second.token, 'GET', `/api/operator/hardship/${requestId}`))
    .offers as Data[];
  const offer = offers.find((item) => item.status === 'AWAITING_APPROVAL');
  expect(offer, 'waiting for a second operator').toBeDefined();
  await call(
    request,
    second.token,
    'POST',
    `/api/operator/hardship/${requestId}/offers/${offer?.id}/approve`,
    {},
  );

  // The borrower reads the offer beside the schedule as it stands, and accepts it with their name.
  await page.goto(`/loan/hardship?id=${loanId}`);
  await expect(page.getByTestId('arrangement-offer')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('plan-compare').first()).toBeVisible();
  const sign = page.getByTestId('arrangement-sign');
  await sign.getByRole('textbox').fill('Ada Lovelace');
  await sign.getByRole('checkbox').check();
  await sign.getByRole('button').last().click();
  await expect(page.getByTestId('arrangement-summary')).toBeVisible({ timeout: 15_000 });

  // The new schedule: three bills of nothing, then the bills moved three months on.
  const after = (await call(request, who.token, 'GET', `/api/loan/${loanId}/bills`)).list as Data[];
  const plan = after.filter((bill) => bill.status !== 'RESCHEDULED');
  const holiday = plan.filter((bill) => (bill.period as number) > 36).slice(0, 3);
  expect(holiday.map((bill) => bill.total)).toEqual([0, 0, 0]);
  expect(after.filter((bill) => bill.status === 'RESCHEDULED').length).toBeGreaterThan(0);
  await page.goto(`/loan/detail?id=${loanId}`);
  await expect(page.getByTestId('arrangement-summary')).toBeVisible({ timeout: 15_000 });

  // The holiday's months close one by one: nothing overdue, no overdue interest added, no arrears. Two
  // months and five days after the offer's day is before the first payment after the holiday.
  const charged = await overdueInterest(request, who.token, loanId);
  const inHoliday = addDays(addMonths(offeredOn, 2), 5);
  await call(request, operator.token, 'POST', '/api/operator/business-date', { date: inHoliday });
  expect(await overdueInterest(request, who.token, loanId)).toBe(charged);
  const detail = await call(request, who.token, 'GET', `/api/loan/${loanId}/detail`);
  expect(detail.arrears?.amount ?? 0).toBe(0);
  expect(errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(error))).toEqual([]);
  await context.close();
});
