import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import {
  borrowerWithProfile,
  collectErrors,
  logInByApi,
  type SignedIn,
  storeSession,
  uniqueIdNumber,
  uniqueUsdtAddress,
} from './helpers/apply-borrower';
import { seriousAxeViolations } from './helpers/axe';
import { signInOperatorWithForm } from './helpers/operator-sign-in';

// The operators' console (issue 25), two browser contexts at a time: a borrower and an operator, or two
// operators. What an operator sees is set up through the API (apply, sign, submit), then decided in the
// console and read back where the borrower reads it.
// OPS_SHOTS=1 also writes every console screen, phone 375, tablet 768 and desktop 1280, in en, cn and tw,
// to /tmp/shots/ops.

const OPS = { email: 'ops@quayside.example', password: 'Quayside-ops-1' };
const OPS2 = { email: 'ops2@quayside.example', password: 'Quayside-ops-2' };
const SHOTS = '/tmp/shots/ops';
const shots = !!process.env.OPS_SHOTS;

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field.
type Data = Record<string, any>;

async function call(
  api: APIRequestContext,
  token: string,
  method: string,
  url: string,
  data?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await api.fetch(url, { method, headers: { token, lang: 'en', ...headers }, data });
  const body = (await response.json()) as { code: string; msg: string; data: Data };
  expect(body.code, `${method} ${url}: ${body.msg}`).toBe('0');
  return body.data;
}

/** A picture of its own colour and size: the server refuses a voucher it has seen before. */
async function upload(api: APIRequestContext, token: string, size: { width: number; height: number }) {
  const [r, g, b] = randomBytes(3);
  const png = await sharp({
    create: { ...size, channels: 3, background: { r: r ?? 0, g: g ?? 0, b: b ?? 0 } },
  })
    .png()
    .toBuffer();
  const answer = await api.post('/api/upload/img?purpose=idPhoto', {
    headers: { token },
    multipart: { file: { name: 'photo.png', mimeType: 'image/png', buffer: png } },
  });
  const body = await answer.json();
  expect(body.code, JSON.stringify(body)).toBe('0');
  return body.data.id as number;
}

async function apply(api: APIRequestContext, who: SignedIn, amount: number, termMonths = 12) {
  const quote = await call(api, who.token, 'POST', '/api/loan/quote', {
    amount,
    termMonths,
    method: 'EQUAL_INSTALLMENT',
  });
  return call(
    api,
    who.token,
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
}

async function sign(api: APIRequestContext, who: SignedIn, loanId: number) {
  const contract = await call(api, who.token, 'GET', `/api/loan/${loanId}/contract`);
  await call(
    api,
    who.token,
    'POST',
    `/api/loan/${loanId}/sign`,
    { fullName: 'Ada Lovelace', versionHash: contract.versionHash },
    { 'idempotency-key': randomUUID() },
  );
}

/** The borrower submits their identity check: two photos of different sizes, so each is told apart. */
async function submitKyc(api: APIRequestContext, who: SignedIn, idNumber = uniqueIdNumber()) {
  const front = await upload(api, who.token, { width: 640, height: 400 });
  const back = await upload(api, who.token, { width: 600, height: 380 });
  await call(api, who.token, 'PUT', '/api/member/updateKyc', {
    realName: 'Ada Lovelace',
    idNumber,
    idFrontUploadId: front,
    idBackUploadId: back,
  });
}

async function verifiedBorrower(api: APIRequestContext, operatorToken: string) {
  const who = await borrowerWithProfile(api);
  await submitKyc(api, who);
  await call(api, operatorToken, 'POST', `/api/operator/kyc/${who.id}/confirm`, {});
  return who;
}

/** A page of its own browser context, signed in as `who` before the first page runs. */
async function pageAs(browser: Browser, who: { email: string; password?: string } | SignedIn) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  if ('token' in who) {
    await storeSession(page, who);
  } else {
    const { token, member } = await logInByApi(page.request, who.email, who.password);
    await storeSession(page, { email: who.email, id: member.id, token, member });
  }
  return { page, errors, close: () => context.close() };
}

/** The console's menu count of a queue. */
async function countOf(page: Page, name: string): Promise<number> {
  const text = await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: new RegExp(`^${name}`) })
    .locator('.ops-count')
    .textContent();
  return Number(text);
}

/** The screen checked with axe and, when asked for, photographed in each language and size. */
async function look(page: Page, name: string) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await seriousAxeViolations(page, name)).toEqual([]);
  if (!shots) return;
  // Nine page loads a screen: the journey's own time limit is for the journey, not the photographs.
  test.info().setTimeout(test.info().timeout + 60_000);
  mkdirSync(SHOTS, { recursive: true });
  const url = page.url();
  for (const lang of ['en', 'cn', 'tw'] as const) {
    await page.evaluate((value) => localStorage.setItem('lang', JSON.stringify(value)), lang);
    for (const [size, viewport] of [
      ['phone', { width: 375, height: 812 }],
      ['tablet', { width: 768, height: 1024 }],
      ['desktop', { width: 1280, height: 800 }],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}/${name}-${lang}-${size}.png`, fullPage: true });
    }
  }
  await page.evaluate(() => localStorage.setItem('lang', JSON.stringify('en')));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(url);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

let opsToken = '';
test.beforeAll(async ({ request }) => {
  opsToken = (await logInByApi(request, OPS.email, OPS.password)).token;
});

test('an operator signs in on /login, lands on the queues, and decides a referred application with a lower amount; the borrower signs the offer in the app', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const borrower = await borrowerWithProfile(request);
  // £16,000.00 is above the automatic approval limit (£15,000.00): a person decides.
  const applied = await apply(request, borrower, 1_600_000);
  expect(applied).toMatchObject({ status: 'PENDING_REVIEW', decision: { outcome: 'REFER' } });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  // The password, then the code of the operator's authenticator app (decision 106).
  await signInOperatorWithForm(page, OPS.email, OPS.password);
  await expect(page).toHaveURL(/\/ops$/);
  await expect(page.getByTestId('queue-applications').getByTestId('queue-count')).not.toHaveText('0');
  await look(page, 'home');
  const before = await countOf(page, 'Applications');

  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: /^Applications/ })
    .click();
  await look(page, 'applications');
  await page.getByRole('link', { name: `Application ${applied.loanId}`, exact: true }).click();
  await expect(page.getByTestId('referral-reasons')).toContainText(
    'Amount above the automatic approval limit',
  );
  await expect(page.getByTestId('asked-amount')).toHaveText('£16,000.00');
  await expect(page.getByTestId('profile-employment')).toContainText('Harbour Works Ltd');
  await expect(page.getByTestId('affordability')).toContainText('£3,500.00');
  await look(page, 'application');

  const approve = page.getByTestId('approve-form');
  await approve.getByLabel(/^Offer amount/).fill('7,000');
  // The new schedule is shown before anything is sent.
  const preview = page.getByTestId('offer-preview');
  await expect(preview).toContainText('The offer: £7,000.00');
  await expect(preview.getByTestId('schedule-total')).toBeVisible();
  await approve.getByTestId('approve').click();
  await expect(page.getByTestId('confirm-panel')).toContainText('Offer £7,000.00');
  await page.getByTestId('confirm-action').click();
  await expect(page.getByTestId('action-result')).toContainText('Offer made: £7,000.00');
  // The count follows without a reload.
  await expect.poll(() => countOf(page, 'Applications')).toBe(before - 1);

  // The borrower, in their own browser, reads the offer and signs it.
  const app = await pageAs(browser, borrower);
  await app.page.goto(`/loan/detail?id=${applied.loanId}`);
  await expect(app.page.getByTestId('loan-amount')).toHaveText('£7,000.00');
  await app.page.getByTestId('read-and-sign').click();
  const signForm = app.page.getByTestId('sign-form');
  await signForm.getByLabel('Full name').fill('Ada Lovelace');
  await signForm.getByRole('checkbox').check();
  await signForm.getByRole('button', { name: 'Sign the agreement' }).click();
  await expect(app.page.getByTestId('loan-state')).toHaveText('Signed');
  expect(app.errors).toEqual([]);
  await app.close();

  // The audit log has it, and the CSV export downloads.
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
  const filters = page.getByTestId('audit-filters');
  await filters.getByLabel('Action').selectOption('loan.approve');
  await filters.getByLabel('Borrower number').fill(String(borrower.id));
  await filters.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page.getByTestId('audit-row')).toHaveCount(1);
  await expect(page.getByTestId('audit-row')).toContainText(OPS.email);
  const download = page.waitForEvent('download');
  await page.getByTestId('export-csv').click();
  expect((await download).suggestedFilename()).toBe('audit-log.csv');
  await look(page, 'audit');

  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Settings' }).click();
  const settings = page.getByTestId('settings-form');
  await settings.getByLabel(/^Yearly rate, equal monthly instalments/).fill('29');
  await settings.getByTestId('save-settings').click();
  await expect(settings.getByText('At this rate the APR would pass the 29.9% cap.')).toBeVisible();
  await settings.getByLabel(/^Yearly rate, equal monthly instalments/).fill('9.9');
  await expect(page.getByTestId('representative-example')).toContainText('Representative 10.4% APR');
  await look(page, 'settings');
  expect(errors).toEqual([]);
});

test('an identity check is confirmed with both photos loaded at their full size', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const borrower = await borrowerWithProfile(request);
  const idNumber = uniqueIdNumber();
  await submitKyc(request, borrower, idNumber);
  const ops = await pageAs(browser, OPS);
  await ops.page.goto('/ops/identity');
  await look(ops.page, 'identity');
  await ops.page.getByRole('link', { name: borrower.email }).click();
  for (const [testId, width] of [
    ['id-front', 640],
    ['id-back', 600],
  ] as const) {
    const image = ops.page.getByTestId(testId).getByTestId('picture-image');
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((node) => (node as unknown as { naturalWidth: number }).naturalWidth))
      .toBe(width);
  }
  await expect(ops.page.getByTestId('typed-identity')).toContainText('Ada Lovelace');
  await expect(ops.page.getByTestId('typed-identity')).toContainText(idNumber);
  await look(ops.page, 'identity-check');
  // Zoom and rotation, by keyboard.
  const tools = ops.page.getByRole('group', { name: 'Picture tools: ID card, front' });
  await tools.getByRole('button', { name: 'Rotate' }).focus();
  await ops.page.keyboard.press('Enter');
  await expect(ops.page.getByTestId('id-front').getByTestId('picture-image')).toHaveAttribute(
    'style',
    /rotate\(90deg\)/,
  );
  await ops.page.getByTestId('confirm-identity').click();
  await ops.page.getByTestId('confirm-action').click();
  await expect(ops.page.getByTestId('action-result')).toHaveText('Identity confirmed.');
  const state = await call(request, borrower.token, 'GET', `/api/member/${borrower.id}/info`);
  expect(state.kycStatus).toBe('VERIFIED');
  expect(ops.errors).toEqual([]);
  await ops.close();
});

test('a voucher is refused with a reason the borrower reads; a new voucher is confirmed', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const borrower = await verifiedBorrower(request, opsToken);
  const applied = await apply(request, borrower, 300_000);
  await sign(request, borrower, applied.loanId);
  await call(request, opsToken, 'POST', `/api/operator/loans/${applied.loanId}/disburse`, {
    reference: `0x${randomBytes(32).toString('hex')}`,
  });
  const bills = await call(request, borrower.token, 'GET', `/api/loan/${applied.loanId}/bills`);
  const billId = bills.list[0].billId;
  const repay = async () =>
    call(
      request,
      borrower.token,
      'POST',
      '/api/repayment/submit',
      {
        billIds: [billId],
        voucherUploadId: await upload(request, borrower.token, { width: 300, height: 500 }),
      },
      { 'idempotency-key': randomUUID() },
    );
  const first = await repay();

  const ops = await pageAs(browser, OPS);
  await ops.page.goto('/ops/repayments');
  await look(ops.page, 'repayments');
  await ops.page.getByRole('link', { name: `Repayment ${first.repaymentId}`, exact: true }).click();
  await expect(ops.page.getByTestId('voucher').getByTestId('picture-image')).toBeVisible();
  await expect(ops.page.getByTestId('amount-due')).toHaveText(/£\d/);
  await look(ops.page, 'repayment');
  await ops.page.getByTestId('refuse-repayment').click();
  const refusal = ops.page.getByTestId('refuse-repayment-form');
  await refusal.getByLabel('Reason').selectOption('voucherUnreadable');
  await refusal.getByLabel(/^In your own words/).fill('The amount on the picture is cut off.');
  await refusal.getByRole('button', { name: 'Refuse…' }).click();
  await ops.page.getByTestId('confirm-action').click();
  await expect(ops.page.getByTestId('action-result')).toContainText('Repayment refused');

  const app = await pageAs(browser, borrower);
  await app.page.goto(`/loan/repay?id=${applied.loanId}`);
  await expect(app.page.getByText(/The amount on the picture is cut off\./)).toBeVisible();
  expect(app.errors).toEqual([]);
  await app.close();

  const second = await repay();
  await ops.page.goto(`/ops/repayments/${second.repaymentId}`);
  await ops.page.getByTestId('confirm-repayment').click();
  await ops.page.getByTestId('confirm-action').click();
  await expect(ops.page.getByTestId('action-result')).toContainText('Repayment confirmed');
  const after = await call(request, borrower.token, 'GET', `/api/loan/${applied.loanId}/bills`);
  expect(after.list[0].status).toBe('REPAID');
  expect(ops.errors).toEqual([]);
  await ops.close();
});

test('a payout above the threshold is refused to the operator who marked it ready and sent by the other', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const borrower = await verifiedBorrower(request, opsToken);
  // £12,000.00 over five years: affordable, under the automatic limit, above the £10,000.00 threshold.
  const applied = await apply(request, borrower, 1_200_000, 60);
  expect(applied.status).toBe('APPROVED');
  await sign(request, borrower, applied.loanId);

  const first = await pageAs(browser, OPS);
  await first.page.goto('/ops/payouts');
  const card = first.page.locator(`[data-testid="payout-row"][data-loan="${applied.loanId}"]`);
  await expect(card.getByTestId('address-valid')).toBeVisible();
  await expect(card).toContainText('Needs two operators');
  await look(first.page, 'payouts');
  await card.getByTestId('open-payout').click();
  await card.getByTestId('mark-ready').click();
  await first.page.getByTestId('confirm-action').click();
  await expect(card.getByTestId('action-result')).toContainText('Marked ready');
  await expect(card.getByTestId('ready-by')).toContainText(OPS.email);

  // The same operator may not send it.
  await card.getByLabel('Transaction reference of the payment').fill(`0x${'ab'.repeat(32)}`);
  await card.getByTestId('disburse').click();
  await first.page.getByTestId('confirm-action').click();
  await expect(card.getByTestId('action-failure')).toContainText('different operator');
  expect(first.errors.filter((error) => !/status of 409/.test(error))).toEqual([]);

  const second = await pageAs(browser, OPS2);
  await second.page.goto('/ops/payouts');
  const theirs = second.page.locator(`[data-testid="payout-row"][data-loan="${applied.loanId}"]`);
  await theirs.getByTestId('open-payout').click();
  await theirs.getByLabel('Transaction reference of the payment').fill(`0x${'cd'.repeat(32)}`);
  await theirs.getByTestId('disburse').click();
  await second.page.getByTestId('confirm-action').click();
  await expect(second.page.getByTestId('action-result')).toContainText(
    `Paid out £12,000.00 for loan ${applied.loanId}`,
  );
  await expect(theirs).toHaveCount(0);
  const detail = await call(request, borrower.token, 'GET', `/api/loan/${applied.loanId}/detail`);
  expect(detail.status).toBe('DISBURSED');
  expect(second.errors).toEqual([]);
  await first.close();
  await second.close();
});

test('two operators on one item: the second sees who has it open, and their action on it once decided is refused', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const borrower = await borrowerWithProfile(request);
  await submitKyc(request, borrower);
  const first = await pageAs(browser, OPS);
  const second = await pageAs(browser, OPS2);
  await first.page.goto(`/ops/identity/${borrower.id}`);
  await expect(first.page.getByTestId('typed-identity')).toBeVisible();
  await second.page.goto(`/ops/identity/${borrower.id}`);
  await expect(second.page.getByTestId('claim-notice')).toContainText(`Being looked at by ${OPS.email}`);
  await look(second.page, 'identity-check-taken');

  await first.page.getByTestId('confirm-identity').click();
  await first.page.getByTestId('confirm-action').click();
  await expect(first.page.getByTestId('action-result')).toHaveText('Identity confirmed.');

  // The second still shows the check as it was when they opened it: their rejection is refused, not applied.
  await second.page.getByTestId('reject-identity').click();
  const form = second.page.getByTestId('reject-identity-form');
  await form.getByLabel('Reason').selectOption('photoUnreadable');
  await form.getByRole('button', { name: 'Reject…' }).click();
  await second.page.getByTestId('confirm-action').click();
  await expect(second.page.getByTestId('action-failure')).toContainText(OPS.email);
  const state = await call(request, borrower.token, 'GET', `/api/member/${borrower.id}/info`);
  expect(state.kycStatus).toBe('VERIFIED');
  expect(first.errors).toEqual([]);
  // The browser logs the refusal's HTTP status itself; nothing else went wrong.
  expect(second.errors.filter((error) => !/status of 409/.test(error))).toEqual([]);
  await first.close();
  await second.close();
});

test('a borrower at /ops is told it is not for them, loads nothing of the console, and no operator request succeeds', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const borrower = await borrowerWithProfile(request);
  await storeSession(page, borrower);
  const fetched: string[] = [];
  page.on('request', (sent) => fetched.push(new URL(sent.url()).pathname));
  await page.goto('/ops/applications');
  await expect(page.getByTestId('operators-only')).toContainText('This page is for Quayside’s staff');
  await expect(page.getByTestId('ops-console')).toHaveCount(0);
  expect(fetched.filter((path) => path.startsWith('/api/operator/'))).toEqual([]);
  // Neither the console's code (`ops-console-*.js`) nor its catalog (`ops-*.js`) is fetched: only the
  // route's own small chunks, its notice and the frame that would have loaded the console.
  expect(fetched.filter((path) => /\/assets\/ops-/.test(path))).toEqual([]);
  expect(await seriousAxeViolations(page, 'operators only')).toEqual([]);
  if (shots) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/operators-only-en-desktop.png`, fullPage: true });
  }
  const answers = await page.evaluate(async (token) => {
    const paths = ['/api/operator/queues', '/api/operator/applications', '/api/operator/audit'];
    return Promise.all(
      paths.map(async (path) => {
        const response = await fetch(path, { headers: { token } });
        return `${response.status} ${((await response.json()) as { code: string }).code}`;
      }),
    );
  }, borrower.token);
  expect(answers).toEqual(['403 F403', '403 F403', '403 F403']);
  // The worker's precache list holds nothing of the console.
  const worker = await (await request.get('/sw.js')).text();
  expect(worker).not.toMatch(/assets\/ops/);
  expect(errors.filter((error) => !/403/.test(error))).toEqual([]);
});
