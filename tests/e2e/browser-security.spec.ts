import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { logInByApi, storeSession, USDT_ADDRESS, uploadPhoto } from './helpers/apply-borrower';
import { newEmail, registerByApi } from './helpers/members';
import { dumpBrowserStorage } from './helpers/offline-store';

// ASVS 5.0 V1.2/V3.4 and V14.2: text a borrower or an operator stores comes back on the screens that show
// it as text. Every free-text field a borrower keeps on their profile, and an operator's reason shown to the
// borrower, carry markup that would run script if it were ever inserted as HTML; the journey opens each
// screen that renders them and finds the text shown, no element made from it, no handler run and no
// script blocked by the CSP (a blocked one would mean markup had reached the DOM). The same texts carry a
// canary that is then searched for in localStorage, sessionStorage, IndexedDB and the worker's caches.

const CANARY = `cny${randomUUID().slice(0, 8)}`;
const OPERATOR = { email: 'ops@quayside.example', password: 'Quayside-ops-1' };

/**
 * A text that is harmless as text and calls `__hit()` if it is ever parsed as HTML; short enough for a
 * 50-character name. Longer fields get a second vector too.
 */
const attack = (where: string, long = false) =>
  `${CANARY}${where}<img src=x onerror=__hit()>${long ? '<svg onload=__hit()><script>__hit()</script>' : ''}`;

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field.
type Data = Record<string, any>;

async function call(api: APIRequestContext, token: string, method: string, url: string, data?: unknown) {
  const response = await api.fetch(url, {
    method,
    headers: { token, lang: 'en', 'idempotency-key': randomUUID() },
    data,
  });
  const body = (await response.json()) as { code: string; msg: string; data: Data };
  expect(body.code, `${method} ${url}: ${body.msg}`).toBe('0');
  return body.data;
}

/** Records every handler the attack texts could run and every CSP refusal, from before the app starts. */
async function watch(page: Page) {
  await page.addInitScript({
    content: `window.__seen = { hits: 0, blocked: [] };
      window.__hit = () => { window.__seen.hits += 1; };
      document.addEventListener('securitypolicyviolation', (event) =>
        window.__seen.blocked.push(event.violatedDirective + ' ' + event.blockedURI));`,
  });
}

async function seen(page: Page): Promise<{ hits: number; blocked: string[]; planted: number }> {
  return page.evaluate(
    `({ ...window.__seen, planted: document.querySelectorAll('img[src="x"], svg[onload]').length + [...document.scripts].filter((script) => script.text.includes('__hit')).length })`,
  );
}

test('text a borrower or an operator stored is shown as text on every screen, and leaves no canary in browser storage', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const { email } = await registerByApi(request, newEmail('xss'));
  const { token, member } = await logInByApi(request, email);
  const [front, back] = [await uploadPhoto(request, token), await uploadPhoto(request, token)];
  await call(request, token, 'PUT', '/api/member/updateBase', {
    firstName: attack('f'),
    lastName: attack('l'),
    dateOfBirth: '1988-03-02',
    nationality: attack('n'),
    idNumber: 'ZX918273A',
    idFrontUploadId: front,
    idBackUploadId: back,
    phone: '+447700900321',
    email,
    country: 'United Kingdom',
    city: attack('c'),
    address: attack('a', true),
    postcode: 'E1 6AN',
  });
  await call(request, token, 'PUT', '/api/member/saveOrUpdateContactAddress', {
    country: 'United Kingdom',
    city: attack('cc'),
    address: attack('ca', true),
    postcode: 'E1 6AN',
    yearsAtAddress: 6,
  });
  await call(request, token, 'PUT', '/api/member/saveOrUpdateEmploymentInfo', {
    status: 'FULL_TIME',
    employerName: attack('e', true),
    employerPhone: '+447700900654',
    workingYears: 9,
    personalAnnualIncome: 9_000_000,
    familyAnnualIncome: 9_000_000,
  });
  await call(request, token, 'PUT', '/api/member/saveOrUpdateContactInfo', {
    contacts: [
      {
        relationship: 'Sister',
        name: attack('k'),
        phone: '+447700900987',
        employer: attack('ke', true),
      },
    ],
  });

  // Above the automatic limit, so a person decides: the operator declines it in words of their own.
  const quote = await call(request, token, 'POST', '/api/loan/quote', {
    amount: 2_000_000,
    termMonths: 24,
    method: 'EQUAL_INSTALLMENT',
  });
  const applied = await call(request, token, 'POST', '/api/loan/apply', {
    quoteId: quote.quoteId,
    purpose: 'EDUCATION',
    receivingAddress: USDT_ADDRESS,
    consentTerms: true,
    consentAgreement: true,
  });
  expect(applied.decision.outcome).toBe('REFER');
  const { token: operator, member: operatorMember } = await logInByApi(
    request,
    OPERATOR.email,
    OPERATOR.password,
  );
  const operatorId = operatorMember.id;
  await call(request, operator, 'POST', `/api/operator/applications/${applied.loanId}/reject`, {
    reasonCode: 'other',
    reason: attack('r', true),
  });

  await watch(page);
  await storeSession(page, { email, id: member.id, token, member: null });
  const screens: Array<[string, string]> = [
    ['/member/centre', 'f'],
    ['/account/centre/basic', 'f'],
    ['/account/centre/address', 'ca'],
    ['/account/centre/work', 'e'],
    ['/account/centre/contact', 'k'],
    ['/account/centre/verified', 'f'],
    [`/loan/detail?id=${applied.loanId}`, 'r'],
    ['/member/messages', 'r'],
  ];
  for (const [path, where] of screens) {
    await page.goto(path);
    // The stored text is there, as text (in a field's value or on the page).
    const needle = JSON.stringify(`${CANARY}${where}<img`);
    await expect
      .poll(
        () =>
          page.evaluate(
            `document.body.innerText.includes(${needle}) || [...document.querySelectorAll('input, textarea')].some((field) => field.value.includes(${needle}))`,
          ),
        { message: `${path} shows the stored ${where} text` },
      )
      .toBe(true);
    const found = await seen(page);
    // zod asks once whether it may compile its checks (`new Function('')` in a try): the CSP says no, which
    // is the CSP working, and zod checks without compiling. Any other refusal would be markup that escaped.
    found.blocked = found.blocked.filter((refusal) => refusal !== 'script-src eval');
    expect(found, path).toEqual({ hits: 0, blocked: [], planted: 0 });
  }

  // None of it is readable in the browser's storage or the worker's caches.
  const stored = await dumpBrowserStorage(page);
  expect(stored).not.toContain(CANARY);

  // The operators' console shows the same texts to an operator: the application, the identity check and
  // the audit log with the reason.
  const desk = await browser.newPage();
  await watch(desk);
  await storeSession(desk, { email: OPERATOR.email, id: operatorId, token: operator, member: null });
  for (const [path, where] of [
    [`/ops/applications/${applied.loanId}`, 'f'],
    [`/ops/identity/${member.id}`, 'f'],
    ['/ops/audit', 'r'],
  ] as const) {
    await desk.goto(path);
    await expect
      .poll(
        () => desk.evaluate(`document.body.innerText.includes(${JSON.stringify(`${CANARY}${where}<img`)})`),
        {
          message: `${path} shows the stored ${where} text`,
        },
      )
      .toBe(true);
    const found = await seen(desk);
    found.blocked = found.blocked.filter((refusal) => refusal !== 'script-src eval');
    expect(found, path).toEqual({ hits: 0, blocked: [], planted: 0 });
  }
  expect(await dumpBrowserStorage(desk)).not.toContain(CANARY);
  await desk.close();
});
