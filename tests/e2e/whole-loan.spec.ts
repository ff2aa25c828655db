import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { formatMoney } from '../../domain/money';
import {
  collectErrors,
  logInByApi,
  uniqueIdNumber,
  uniquePhone,
  uniqueUsdtAddress,
} from './helpers/apply-borrower';
import { newEmail, PASSWORD } from './helpers/members';
import { latestCodeFor } from './support/mailbox';

// The whole life of a loan as one borrower lives it, in the app: registered with the code from the
// e-mail, every account-centre section filled through its form, the identity check, the wizard, the offer
// signed, the first bill repaid with a voucher photo, and the bill repaid and the message in the inbox at
// the end. The credit policy approves the application at submit; the lender's other steps (the identity
// check, disbursement, confirmation) go through the operator API.

const OPERATOR = { email: 'ops@quayside.example', password: 'Quayside-ops-1' };

test.use({ viewport: { width: 390, height: 844 } });

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field and compared with what the page shows.
type Data = Record<string, any>;

async function call(
  api: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  data?: unknown,
): Promise<Data> {
  const response = await api.fetch(url, { method, headers: { token, lang: 'en' }, data });
  const body = (await response.json()) as { code: string; msg: string; data: Data };
  expect(body.code, `${method} ${url}: ${body.msg}`).toBe('0');
  return body.data;
}

/**
 * A small picture of random pixels: the server refuses an image it has seen before, and a repeated run
 * against the same database must not send the same voucher twice.
 */
function picture(format: 'png' | 'jpeg') {
  const image = sharp(randomBytes(64 * 40 * 3), { raw: { width: 64, height: 40, channels: 3 } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

async function attach(page: Page, label: string, name: string) {
  const format = name.endsWith('.png') ? 'png' : 'jpeg';
  // Each thumbnail is named "<label>, photo N".
  const photos = page.getByRole('img', { name: `${label}, photo ` });
  const before = await photos.count();
  // The file input itself carries the field's label (Chromium exposes it as a button).
  await page
    .getByRole('button', { name: label, exact: true })
    .setInputFiles({ name, mimeType: `image/${format}`, buffer: await picture(format) });
  // The photo shows, as a borrower sees it before going on. (A save pressed sooner waits for it: the
  // account-identity journey presses Save at once.)
  await expect(photos).toHaveCount(before + 1, { timeout: 20_000 });
}

async function toast(page: Page, text: string) {
  await expect(page.locator('[data-toast-type="success"]', { hasText: text }).last()).toBeVisible({
    timeout: 20_000,
  });
  // Saved means nothing left to undo: the form holds what the server answered.
  await expect(page.getByRole('button', { name: 'Undo my changes' })).toHaveCount(0);
}

async function section(page: Page, name: string, path: string) {
  await page.getByRole('navigation', { name: 'Account centre' }).getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/account/centre/${path}$`));
}

async function wizardStep(page: Page, number: number) {
  await expect(page.getByTestId('wizard-progress')).toContainText(`Step ${number} of 9`);
}

test('register, fill the account centre, pass the identity check, apply, sign, repay the first bill and see it confirmed', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const errors = collectErrors(page);
  const idNumber = uniqueIdNumber();
  const operator = (await logInByApi(request, OPERATOR.email, OPERATOR.password)).token;
  const email = newEmail('whole-loan');

  // Registration on /login, with the code the e-mail brought.
  await page.goto('/login?view=register');
  const register = page.getByTestId('register-form');
  await register.getByLabel('E-mail', { exact: true }).fill(email);
  const since = Date.now();
  await register.getByTestId('send-code').click();
  await expect(page.getByText('Verification code sent successfully')).toBeVisible();
  await register.getByLabel('Verification code').fill(await latestCodeFor(email, { since }));
  await register.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await register.getByLabel('Confirm password').fill(PASSWORD);
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/member\/centre$/);
  await expect(page.getByTestId('member-email')).toHaveText(email);
  await expect(page.getByTestId('member-kyc')).toHaveText('Not verified');
  const session = (await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}'))) as {
    id: number;
    token: string;
  };
  expect(session.id).toBeGreaterThan(0);

  // Basic information, with both ID photos through the upload outbox.
  await page.goto('/account/centre/basic');
  const basic = page.getByTestId('basic-form');
  await expect(basic.getByLabel('E-mail')).toHaveValue(email);
  await basic.getByLabel('First name').fill('Ann');
  await basic.getByLabel('Last name').fill('Lee');
  await basic.getByLabel('Day', { exact: true }).fill('7');
  await basic.getByLabel('Month', { exact: true }).selectOption({ label: 'April' });
  await basic.getByLabel('Year', { exact: true }).fill('1990');
  await basic.getByLabel('Nationality').fill('British');
  // Details of its own: another journey's borrower holding the same ones would have the application referred.
  await basic.getByLabel('ID number').fill(idNumber);
  await basic.getByLabel('Mobile number').fill(uniquePhone());
  await basic.getByLabel('Address', { exact: true }).fill('12 Harbour Row');
  await basic.getByLabel('City').fill('Bristol');
  await basic.getByLabel('Postcode').fill('BS1 4RW');
  await basic.getByLabel('Country').fill('United Kingdom');
  await attach(page, 'ID photo (front)', 'front.png');
  await attach(page, 'ID photo (back)', 'back.jpg');
  await expect(basic.locator('[data-state="uploaded"]')).toHaveCount(2, { timeout: 20_000 });
  await basic.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Modified successfully');

  await section(page, 'Contact address', 'address');
  const address = page.getByTestId('address-form');
  await address.getByLabel('Address', { exact: true }).fill('12 Harbour Row');
  await address.getByLabel('City').fill('Bristol');
  await address.getByLabel('Postcode').fill('BS1 4RW');
  await address.getByLabel('Country').fill('United Kingdom');
  await address.getByLabel('Years at this address').fill('6');
  await address.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Saved successfully');

  await section(page, 'Employment', 'work');
  const work = page.getByTestId('work-form');
  await work.getByLabel('Employment status').selectOption({ label: 'Full-time' });
  await work.getByLabel('Employer name').fill('Quayside Ferries Ltd');
  await work.getByLabel('Employer phone number').fill('+44 117 496 0000');
  await work.getByLabel('Industry').fill('Transport');
  await work.getByLabel('Years in work').fill('8');
  await work.getByLabel('Personal annual income').fill('32,500');
  await work.getByLabel('Family annual income').fill('51000');
  await work.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Saved successfully');

  await section(page, 'Family', 'family');
  const family = page.getByTestId('family-form');
  await family.getByRole('radio', { name: 'Married', exact: true }).check();
  await family
    .getByRole('group', { name: 'Do you have children?' })
    .getByRole('radio', { name: 'No' })
    .check();
  await family.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Saved successfully');

  await section(page, 'Property', 'house');
  const house = page.getByTestId('house-form');
  await house.getByLabel('Property type').selectOption({ label: 'Rent' });
  await house.getByLabel('Property address').fill('12 Harbour Row, Bristol BS1 4RW');
  await house.getByLabel('Day', { exact: true }).fill('14');
  await house.getByLabel('Month', { exact: true }).selectOption({ label: 'March' });
  await house.getByLabel('Year', { exact: true }).fill('2019');
  await house.getByLabel('Monthly repayment or rent').fill('950');
  await house.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Saved successfully');

  await section(page, 'Vehicle', 'car');
  const car = page.getByTestId('car-form');
  await car.getByLabel('Licence plate').fill('BD51 SMR');
  await car.getByLabel('Vehicle identification number (VIN)').fill('WVWZZZ1JZXW000001');
  await car.getByLabel('Day', { exact: true }).fill('2');
  await car.getByLabel('Month', { exact: true }).selectOption({ label: 'June' });
  await car.getByLabel('Year', { exact: true }).fill('2021');
  await car.getByLabel('Purchase price').fill('14,250');
  await car.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Saved successfully');

  await section(page, 'Contacts', 'contact');
  const contacts = page.getByTestId('contacts-form');
  const contact = contacts.getByTestId('contact-1');
  await contact.getByLabel('Name').fill('Tom Price');
  await contact.getByLabel('Relationship').fill('Friend');
  await contact.getByLabel('Phone').fill('07700 900456');
  await contact.getByLabel('Employer').fill('Harbourside Café');
  await contacts.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Saved successfully');

  // What the forms saved is the member's profile on the server.
  const profile = await call(request, session.token, 'GET', `/api/member/${session.id}/info`);
  expect(profile.base).toMatchObject({ firstName: 'Ann', lastName: 'Lee', dateOfBirth: '1990-04-07' });
  expect(profile.contactAddress).toMatchObject({ postcode: 'BS1 4RW', yearsAtAddress: 6 });
  expect(profile.employment).toMatchObject({ status: 'FULL_TIME', personalAnnualIncome: 3_250_000 });
  expect(profile.family).toMatchObject({ maritalStatus: 'MARRIED', hasChildren: false });
  expect(profile.estate).toMatchObject({ type: 'RENT', monthlyPayment: 95_000 });
  expect(profile.car).toMatchObject({ vin: 'WVWZZZ1JZXW000001', purchasePrice: 1_425_000 });
  expect(profile.contacts).toHaveLength(1);

  // The identity check, with its own photos; the operator confirms it.
  await section(page, 'Identity check', 'verified');
  await expect(page.getByTestId('kyc-state')).toHaveText('Not verified');
  const kyc = page.getByTestId('kyc-form');
  await expect(kyc.getByLabel('Real name')).toHaveValue('Ann Lee');
  await expect(kyc.getByLabel('ID number')).toHaveValue(idNumber);
  await attach(page, 'ID photo (front)', 'kyc-front.jpg');
  await attach(page, 'ID photo (back)', 'kyc-back.png');
  await kyc.getByRole('button', { name: 'Send for checking' }).click();
  await toast(page, 'Submitted successfully, waiting for review');
  await expect(page.getByTestId('kyc-state')).toHaveText('Being checked');
  const queue = await call(request, operator, 'GET', '/api/operator/kyc');
  expect(JSON.stringify(queue)).toContain(`"memberId":${session.id}`);
  await call(request, operator, 'POST', `/api/operator/kyc/${session.id}/confirm`, {});
  await page.reload();
  await expect(page.getByTestId('kyc-state')).toHaveText('Verified');

  // The wizard: the loan chosen here, every other step already filled from the account centre.
  await page.goto('/apply');
  await wizardStep(page, 1);
  await page.getByLabel('Loan amount (£)').fill('3000');
  await page.getByLabel('Loan purpose').selectOption('EDUCATION');
  await page.getByLabel('Loan term').selectOption('12');
  await page.getByRole('radio', { name: /^Equal principal and interest/ }).check();
  await expect(page.getByTestId('wizard-monthly')).toHaveText(/£[\d,]+\.\d\d/);
  await page.getByLabel('USDT receiving address').fill(uniqueUsdtAddress());
  const next = async (number: number) => {
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await wizardStep(page, number);
  };
  // What the profile holds is shown as given, not asked again; each can still be changed.
  const given = page.getByTestId('step-from-profile');
  await next(2);
  await expect(given).toContainText('Ann');
  await next(3);
  await expect(given).toContainText('BS1 4RW');
  await next(4);
  await expect(given).toBeVisible();
  await next(5);
  await expect(given).toBeVisible();
  await next(6);
  await expect(given).toBeVisible();
  await next(7);
  await expect(page.getByRole('group', { name: 'Do you have a vehicle?' }).getByLabel('Yes')).toBeChecked();
  await next(8);
  await expect(given).toContainText('Tom Price');
  await given.getByRole('button', { name: 'Change these details' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Tom Price');
  await next(9);
  await expect(page.getByTestId('review-loan')).toContainText('Complete');
  await page.getByTestId('consent-terms').check();
  await page.getByTestId('consent-agreement').check();
  await page.getByTestId('apply-submit-button').click();
  await expect(page.getByTestId('apply-submit')).toBeVisible({ timeout: 20_000 });
  // £3,000.00 over 12 months on £32,500.00 a year: approved at submit, as asked.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your loan is approved');
  const applied = await call(request, session.token, 'GET', '/api/loan/list');
  expect(applied.list).toEqual([
    expect.objectContaining({ status: 'APPROVED', amount: 300_000, offerAmount: 300_000 }),
  ]);
  const loanId = applied.list[0].loanId as number;

  // Signed in the app.
  await page.goto(`/loan/detail?id=${loanId}`);
  await expect(page.getByTestId('loan-state')).toHaveText('Offer ready to sign');
  await page.getByTestId('read-and-sign').click();
  await expect(page.getByTestId('contract-document')).toContainText('Ann Lee');
  const sign = page.getByTestId('sign-form');
  await sign.getByLabel('Full name').fill('Ann Lee');
  await sign.getByRole('checkbox').check();
  await sign.getByRole('button', { name: 'Sign the agreement' }).click();
  await expect(page).toHaveURL(new RegExp(`/loan/detail\\?id=${loanId}$`));
  await expect(page.getByTestId('loan-state')).toHaveText('Signed');

  // Disbursed by the operator: the bills are there to repay.
  await call(request, operator, 'POST', `/api/operator/loans/${loanId}/disburse`, {});
  await page.reload();
  await expect(page.getByTestId('loan-state')).toHaveText('Repayment in progress');
  const bills = await call(request, session.token, 'GET', `/api/loan/${loanId}/bills`);
  expect(bills.list).toHaveLength(12);
  await expect(page.getByTestId('bill-row')).toHaveCount(12);
  const firstBill = page.getByTestId('bill-row').first();

  // The first bill repaid with a voucher photo.
  await page.getByTestId('repay').click();
  await expect(page).toHaveURL(/\/loan\/repay\?id=/);
  const repay = page.getByTestId('repay-form');
  await expect(repay.getByTestId('repay-amount')).toHaveText(
    formatMoney(bills.list[0].totalDue, 'en', { currency: 'GBP' }),
  );
  await repay.getByRole('button', { name: 'Repayment voucher' }).setInputFiles({
    name: 'voucher.jpg',
    mimeType: 'image/jpeg',
    buffer: await picture('jpeg'),
  });
  await expect(repay.locator('[data-state="uploaded"]')).toBeVisible({ timeout: 20_000 });
  await repay.getByRole('button', { name: 'Submit repayment' }).click();
  await expect(page.getByTestId('repay-submitted')).toHaveText('Submitted successfully, waiting for review', {
    timeout: 20_000,
  });
  await page.goto(`/loan/detail?id=${loanId}`);
  await expect(firstBill.getByTestId('bill-status')).toContainText('To be confirmed');
  const pending = await call(
    request,
    operator,
    'GET',
    '/api/operator/repayments?status=PENDING&pageSize=100',
  );
  const repayment = (pending.list as Data[]).find((item) => item.loanId === loanId);
  expect(repayment, `a pending repayment of loan ${loanId}`).toBeTruthy();
  // The voucher pays exactly the first bill, for its amount.
  expect(repayment!.bills.map((bill: Data) => bill.billId)).toEqual([bills.list[0].billId]);
  expect(repayment!.amount).toBe(bills.list[0].totalDue);

  // The operator confirms it: the bill reads repaid, and the message arrives and is counted.
  const unreadBefore = (await call(request, session.token, 'GET', '/api/notification/unreadCount')).count;
  await call(request, operator, 'POST', `/api/operator/repayments/${repayment!.repaymentId}/confirm`, {});
  await page.reload();
  await expect(firstBill.getByTestId('bill-status')).toHaveText('Repaid');
  const after = await call(request, session.token, 'GET', `/api/loan/${loanId}/bills`);
  expect(after.list[0].status).toBe('REPAID');
  expect(after.list[1].status).toBe('TO_BE_REPAID');
  const unread = (await call(request, session.token, 'GET', '/api/notification/unreadCount')).count;
  expect(unread).toBe(unreadBefore + 1);

  await page.goto('/member/messages');
  const newest = page.getByTestId('message-item').first();
  await expect(newest).toContainText('Repayment confirmed');
  await expect(newest).toHaveAttribute('data-read', 'false');
  await expect(page.getByTestId('tab-mine').locator('ion-badge')).toHaveText(String(unread));
  await newest.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Repayment confirmed');
  await expect(page.getByTestId('tab-mine').locator('ion-badge')).toHaveText(String(unread - 1));
  expect(errors).toEqual([]);
});
