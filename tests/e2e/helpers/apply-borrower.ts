import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { uniqueIdNumber, uniquePhone } from '../../helpers/unique-details';
import { newEmail, PASSWORD, registerByApi } from './members';
import { DEMO_OPERATOR_SECRETS, operatorSession } from './operator-sign-in';

/**
 * A TRC-20 address with a valid checksum (the USDT contract on Tron), for screens that only check one. An
 * application names a receiving address of its own (`uniqueUsdtAddress`): the credit policy refers an
 * application whose address, phone or ID number another borrower also holds.
 */
export const USDT_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
export { uniqueIdNumber, uniquePhone, uniqueUsdtAddress } from '../../helpers/unique-details';

export interface SignedIn {
  email: string;
  id: number;
  token: string;
  member: unknown;
}

export async function logInByApi(request: APIRequestContext, email: string, password = PASSWORD) {
  // The demo operators sign in with a second factor (decision 106), once for the run's journeys.
  if (DEMO_OPERATOR_SECRETS[email.toLowerCase()]) return operatorSession(request, email, password);
  const answer = await request.post('/api/member/login', { data: { email, password } });
  const body = await answer.json();
  expect(body.code, JSON.stringify(body)).toBe('0');
  return body.data as { token: string; member: { id: number } };
}

/** A small PNG of random pixels, uploaded as the member: its upload id. */
export async function uploadPhoto(request: APIRequestContext, token: string): Promise<number> {
  const png = await sharp(randomBytes(8 * 8 * 3), { raw: { width: 8, height: 8, channels: 3 } })
    .png()
    .toBuffer();
  const answer = await request.post('/api/upload/img?purpose=idPhoto', {
    headers: { token },
    multipart: { file: { name: 'id.png', mimeType: 'image/png', buffer: png } },
  });
  const body = await answer.json();
  expect(body.code, JSON.stringify(body)).toBe('0');
  return body.data.id as number;
}

/**
 * A registered borrower whose profile already holds what an application needs from the account centre
 * (basic information with ID photos, contact address, employment), so the wizard prefills those steps.
 */
export async function borrowerWithProfile(request: APIRequestContext): Promise<SignedIn> {
  const { email } = await registerByApi(request, newEmail('apply'));
  const { token, member } = await logInByApi(request, email);
  const [front, back] = [await uploadPhoto(request, token), await uploadPhoto(request, token)];
  const put = async (path: string, data: object) => {
    const body = await (await request.put(`/api/member/${path}`, { headers: { token }, data })).json();
    expect(body.code, `${path}: ${JSON.stringify(body)}`).toBe('0');
    return body.data;
  };
  await put('updateBase', {
    firstName: 'Ada',
    lastName: 'Lovelace',
    dateOfBirth: '1990-05-14',
    nationality: 'British',
    idNumber: uniqueIdNumber(),
    idFrontUploadId: front,
    idBackUploadId: back,
    phone: uniquePhone(),
    email,
    country: 'United Kingdom',
    city: 'London',
    address: '1 Quay Street',
    postcode: 'E1 6AN',
  });
  await put('saveOrUpdateContactAddress', {
    country: 'United Kingdom',
    city: 'London',
    address: '1 Quay Street',
    postcode: 'E1 6AN',
    yearsAtAddress: 5,
  });
  const latest = await put('saveOrUpdateEmploymentInfo', {
    status: 'FULL_TIME',
    employerName: 'Harbour Works Ltd',
    employerPhone: '+447700900456',
    workingYears: 8,
    personalAnnualIncome: 4_200_000,
    familyAnnualIncome: 6_000_000,
  });
  return { email, id: member.id, token, member: latest };
}

/** A registered borrower with nothing on their profile yet. */
export async function newBorrower(request: APIRequestContext): Promise<SignedIn> {
  const { email } = await registerByApi(request, newEmail('apply'));
  const { token, member } = await logInByApi(request, email);
  return { email, id: member.id, token, member };
}

/** The session as the app keeps it after a login, set before the first page runs. */
export async function storeSession(page: Page, who: SignedIn, lang: 'en' | 'cn' | 'tw' = 'en') {
  const user = JSON.stringify({ id: who.id, token: who.token, member: who.member });
  await page.addInitScript({
    content: `if (!localStorage.getItem('userInfo')) localStorage.setItem('userInfo', ${JSON.stringify(user)});
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', ${JSON.stringify(JSON.stringify(lang))});`,
  });
}

/**
 * Signed in through the API, the session set before the first page runs: the same starting point as the
 * login form gives, for journeys about what comes after it. Signing in itself is the subject of
 * sign-in.spec.ts, keyboard.spec.ts and shell.spec.ts, which use the form.
 */
export async function signInByApi(page: Page, email: string, password = PASSWORD): Promise<SignedIn> {
  const { token, member } = await logInByApi(page.request, email, password);
  const who = { email, id: member.id, token, member };
  await storeSession(page, who);
  return who;
}

/** Every console error and uncaught exception of the page; a journey ends by expecting none. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
