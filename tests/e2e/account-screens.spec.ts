import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { seriousAxeViolations } from './helpers/axe';
import { logInThroughForm, PASSWORD, registerByApi } from './helpers/members';

// Every account-centre section at phone and desktop size in the three languages, written to
// /tmp/shots/account/ to be looked at, with axe run on each. Slow (48 pages), so it runs only when asked:
// ACCOUNT_SHOTS=1 npx playwright test tests/e2e/account-screens.spec.ts
test.skip(!process.env.ACCOUNT_SHOTS, 'screenshots on request (ACCOUNT_SHOTS=1)');

const sections = ['basic', 'address', 'work', 'family', 'house', 'car', 'contact', 'verified'];
const viewports = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
];
const dir = '/tmp/shots/account';

test('every account-centre section, phone and desktop, en / cn / tw', async ({ page }) => {
  test.setTimeout(300_000);
  mkdirSync(dir, { recursive: true });
  const { email } = await registerByApi(page.request);
  const login = await page.request.post('/api/member/login', { data: { email, password: PASSWORD } });
  const { token } = (await login.json()).data as { token: string };
  const put = async (route: string, data: unknown) => {
    const answer = await page.request.put(`/api/member/${route}`, { data, headers: { token } });
    expect((await answer.json()).code, route).toBe('0');
  };
  await put('saveOrUpdateContactAddress', {
    country: 'United Kingdom',
    city: 'Bristol',
    address: '12 Harbour Row',
    postcode: 'BS1 4RW',
    yearsAtAddress: 6,
  });
  await put('saveOrUpdateEmploymentInfo', {
    status: 'FULL_TIME',
    employerName: 'Quayside Ferries Ltd',
    employerPhone: '+441174960000',
    industry: 'Transport',
    workingYears: 8,
    personalAnnualIncome: 3_250_000,
    familyAnnualIncome: 5_100_050,
  });
  await put('saveOrUpdateFamilyInfo', { maritalStatus: 'MARRIED', hasChildren: true });
  await put('saveOrUpdateContactInfo', {
    contacts: [
      { relationship: 'Sister', name: 'Ann Lee', phone: '07700900123', employer: 'Bristol Library' },
    ],
  });

  await page.goto('/login');
  await logInThroughForm(page, email);
  await expect(page).toHaveURL(/\/member\/centre$/);
  const violations: string[] = [];
  for (const lang of ['en', 'cn', 'tw']) {
    await page.evaluate((value) => localStorage.setItem('lang', JSON.stringify(value)), lang);
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      for (const section of sections) {
        await page.goto(`/account/centre/${section}`);
        await expect(
          page.getByTestId(`account-${section}`).locator('form, .kyc-status').first(),
        ).toBeVisible();
        // The empty forms show their messages too, as a borrower pressing Save would see them.
        if (section === 'house' || section === 'basic')
          await page.getByTestId(`account-${section}`).locator('button[type="submit"]').click();
        await page.screenshot({ path: `${dir}/${section}-${viewport.name}-${lang}.png`, fullPage: true });
        violations.push(...(await seriousAxeViolations(page, `${section} ${viewport.name} ${lang}`)));
      }
    }
  }
  expect(violations).toEqual([]);
});
