import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { uniqueIdNumber, uniquePhone, uniqueUsdtAddress } from '../helpers/unique-details';
import { signInByApi } from './helpers/apply-borrower';
import { seriousAxeViolations } from './helpers/axe';
import { PASSWORD, registerByApi } from './helpers/members';
import { operatorSession } from './helpers/operator-sign-in';

test.use({ viewport: { width: 390, height: 844 } });

/** Calls the API as `token`, failing the journey on any answer but code "0". */
async function call(
  api: APIRequestContext,
  token: string,
  method: 'post' | 'put',
  url: string,
  data: unknown,
  headers: Record<string, string> = {},
) {
  const response = await api[method](url, { headers: { token, ...headers }, data });
  const body = await response.json();
  expect(body.code, `${url}: ${body.msg}`).toBe('0');
  return body.data;
}

/**
 * A borrower with an offer waiting, made the way the app and the operator make one: photos uploaded, the
 * profile saved through its routes, a quote, an application, and the operator's approval.
 */
async function borrowerWithOffer(api: APIRequestContext): Promise<{ email: string; loanId: number }> {
  const { email } = await registerByApi(api);
  const login = await (await api.post('/api/member/login', { data: { email, password: PASSWORD } })).json();
  const token: string = login.data.token;
  const photo = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#8899aa' } })
    .jpeg()
    .toBuffer();
  const uploadIds: number[] = [];
  for (const name of ['id-front.jpg', 'id-back.jpg']) {
    const response = await api.post('/api/upload/img', {
      headers: { token },
      multipart: { file: { name, mimeType: 'image/jpeg', buffer: photo } },
    });
    const body = await response.json();
    expect(body.code, body.msg).toBe('0');
    uploadIds.push(body.data.id);
  }
  await call(api, token, 'put', '/api/member/updateBase', {
    firstName: 'Ada',
    lastName: 'Lovelace',
    dateOfBirth: '1990-05-14',
    nationality: 'British',
    idNumber: uniqueIdNumber(),
    idFrontUploadId: uploadIds[0],
    idBackUploadId: uploadIds[1],
    phone: uniquePhone(),
    email,
    country: 'United Kingdom',
    city: 'London',
    address: '1 Quay Street',
    postcode: 'E1 6AN',
  });
  await call(api, token, 'put', '/api/member/saveOrUpdateContactAddress', {
    country: 'United Kingdom',
    city: 'London',
    address: '1 Quay Street',
    postcode: 'E1 6AN',
    yearsAtAddress: 5,
  });
  await call(api, token, 'put', '/api/member/saveOrUpdateEmploymentInfo', {
    status: 'FULL_TIME',
    employerName: 'Harbour Works Ltd',
    employerPhone: '+447700900456',
    workingYears: 8,
    personalAnnualIncome: 4_200_000,
    familyAnnualIncome: 6_000_000,
  });
  // Over the £15,000.00 auto-approval limit: the credit policy refers it, and the operator approves it.
  const quote = await call(api, token, 'post', '/api/loan/quote', {
    amount: 2_000_000,
    termMonths: 12,
    method: 'EQUAL_INSTALLMENT',
  });
  const applied = await call(
    api,
    token,
    'post',
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
  const operator = await operatorSession(api, 'ops@quayside.example', 'Quayside-ops-1');
  await call(api, operator.token, 'post', `/api/operator/applications/${applied.loanId}/approve`, {});
  return { email, loanId: applied.loanId };
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test('the member centre shows the offer with its countdown and the unread badge; a message opened is read', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { email, loanId } = await borrowerWithOffer(request);
  const errors = watchErrors(page);
  await signInByApi(page, email);
  await page.goto('/member/centre');

  await expect(page.getByTestId('member-greeting')).toHaveText('Hello, Ada');
  await expect(page.getByTestId('member-account-type')).toHaveText('Normal user');
  await expect(page.getByTestId('application-state')).toHaveText('Offer ready to sign');
  await expect(page.getByTestId('offer-countdown')).toHaveText(/^Valid for 1[34] days \d+ h \d+ min, until /);
  // Application received (referred to a person), then approved: two unread messages, on the Me tab and
  // beside Messages.
  await expect(page.getByTestId('tab-mine').locator('ion-badge')).toHaveText('2');
  await expect(page.getByTestId('messages-badge')).toContainText('2');
  await expect(page.getByRole('link', { name: 'Read the offer' })).toHaveAttribute(
    'href',
    `/loan/detail?id=${loanId}`,
  );
  expect(await seriousAxeViolations(page, 'member centre with an offer')).toEqual([]);

  // The keyboard alone: from the Messages shortcut to the newest message and back.
  await page.getByTestId('shortcut-messages').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/member\/messages/);
  const items = page.getByTestId('message-item');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('Your loan is approved');
  await expect(items.first()).toHaveAttribute('data-read', 'false');
  expect(await seriousAxeViolations(page, 'messages')).toEqual([]);
  await items.first().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your loan is approved');
  await expect(page.getByTestId('message-body')).toContainText('Read and sign the agreement within 14 days');
  await expect(page.getByTestId('tab-mine').locator('ion-badge')).toHaveText('1');
  expect(await seriousAxeViolations(page, 'message')).toEqual([]);

  await page.getByRole('link', { name: 'Back to messages' }).click();
  await expect(items.first()).toHaveAttribute('data-read', 'true');
  await expect(items.nth(1)).toHaveAttribute('data-read', 'false');
  await page.getByRole('button', { name: 'Loans' }).click();
  await expect(page).toHaveURL(/type=loan/);
  await expect(items).toHaveCount(2);
  await page.getByRole('button', { name: 'Repayments' }).click();
  await expect(page.getByTestId('messages-empty')).toBeVisible();
  expect(errors).toEqual([]);
});
