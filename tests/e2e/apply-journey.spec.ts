import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import {
  borrowerWithProfile,
  collectErrors,
  storeSession,
  uniqueUsdtAddress,
} from './helpers/apply-borrower';
import { seriousAxeViolations } from './helpers/axe';

const SHOTS = '/tmp/shots/wizard';
const steps = [
  'loan',
  'basic',
  'address',
  'employment',
  'family',
  'property',
  'vehicle',
  'contacts',
  'review',
] as const;

async function onStep(page: Page, number: number) {
  await expect(page.getByTestId('wizard-progress')).toContainText(`Step ${number} of 9`);
}

/** Where the focus is, and that a sighted keyboard user can see it (an outline or ring on it or its label). */
async function expectVisibleFocus(page: Page) {
  // A string: the tests are compiled without the DOM's types.
  const seen = await page.evaluate(`(() => {
    const active = document.activeElement;
    if (!active || active === document.body || !active.matches(':focus-visible')) return false;
    for (let node = active, depth = 0; node && depth < 3; node = node.parentElement, depth++) {
      const style = getComputedStyle(node);
      if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) return true;
      if (node === active && style.boxShadow !== 'none') return true;
    }
    return false;
  })()`);
  expect(seen, 'the focused control shows its focus').toBe(true);
}

/** Tab (or Shift+Tab) until the control has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let i = 0; i < 30 && !(await target.evaluate((el) => el === el.ownerDocument.activeElement)); i++)
    await page.keyboard.press(key);
  await expect(target).toBeFocused();
  await expectVisibleFocus(page);
}

/** Type over what the focused field holds. */
async function typeOver(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  if (text) await page.keyboard.type(text);
}

/** Arrow through a closed select until it shows the wanted choice. */
async function arrowTo(page: Page, select: Locator, value: string) {
  await expect(select).toBeFocused();
  for (let i = 0; i < 20 && (await select.inputValue()) !== value; i++)
    await page.keyboard.press('ArrowDown');
  await expect(select).toHaveValue(value);
}

/** Next by the keyboard: Tab to it, Enter. */
async function next(page: Page, number: number) {
  await tabTo(page, page.getByRole('button', { name: 'Next', exact: true }));
  await page.keyboard.press('Enter');
  await onStep(page, number);
  // A new step starts at its name.
  await expect(page.getByTestId('wizard-step')).toBeFocused();
  await expectVisibleFocus(page);
}

const png = () =>
  sharp(randomBytes(8 * 8 * 3), { raw: { width: 8, height: 8, channels: 3 } })
    .png()
    .toBuffer();

test('apply from the calculator with the keyboard alone, every step checked; submit twice after a lost answer is one application, decided once: the credit policy approves it at submit and the offer shows', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  // The full picture sweep (every step, three languages, phone and desktop) only when asked: WIZARD_SHOTS=1.
  const shots = !!process.env.WIZARD_SHOTS;
  if (shots) mkdirSync(SHOTS, { recursive: true });
  const errors = collectErrors(page);
  const borrower = await borrowerWithProfile(request);
  await storeSession(page, borrower);
  const nextButton = page.getByRole('button', { name: 'Next', exact: true });

  // The calculator's button opens the wizard with its loan.
  await page.goto('/booking');
  await page.getByTestId('calc-apply').focus();
  await page.keyboard.press('Enter');
  await onStep(page, 1);
  await expect(page.getByLabel('Loan amount (£)')).toHaveValue('5000');
  await expect(page.getByLabel('Loan term')).toHaveValue('36');
  await expect(page.getByTestId('wizard-monthly')).toHaveText(/£[\d,]+\.\d\d/);

  // Next on an unfinished step: the messages of SPEC §5 on their fields, focus on the first.
  await tabTo(page, page.getByLabel('Loan amount (£)'));
  await typeOver(page, '');
  await tabTo(page, nextButton);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Loan amount (£)')).toHaveAccessibleDescription(
    'Please enter the amount of the loan',
  );
  await expect(page.getByLabel('Loan amount (£)')).toBeFocused();
  await expectVisibleFocus(page);
  await expect(page.getByLabel('Loan purpose')).toHaveAccessibleDescription('Please select the loan purpose');
  await page.keyboard.type('6000');
  await tabTo(page, page.getByLabel('Loan purpose'));
  await arrowTo(page, page.getByLabel('Loan purpose'), 'EDUCATION');
  await tabTo(page, page.getByLabel('Loan term'));
  await expect(page.getByLabel('Loan term')).toHaveValue('36');
  // The radio group is one Tab stop: its chosen method.
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('group', { name: 'Repayment method' }).getByRole('radio', { checked: true }),
  ).toBeFocused();
  await expectVisibleFocus(page);
  // The wallet is checked as it is typed.
  await tabTo(page, page.getByLabel('USDT receiving address'));
  await typeOver(page, '0x1234');
  await expect(page.getByLabel('USDT receiving address')).toHaveAccessibleDescription(
    'Wallet address supports USDT only',
  );
  await typeOver(page, uniqueUsdtAddress());
  await expect(page.getByText('A valid USDT address on TRON (TRC-20).')).toBeVisible();

  const picture = async (step: string) => {
    if (shots)
      for (const [name, size] of [
        ['phone', { width: 375, height: 812 }],
        ['desktop', { width: 1280, height: 800 }],
      ] as const) {
        await page.setViewportSize(size);
        await page.screenshot({ path: `${SHOTS}/en-${step}-${name}.png`, fullPage: true });
      }
    expect(await seriousAxeViolations(page, `/apply ${step}`)).toEqual([]);
  };

  await picture('loan');
  await next(page, 2);
  // Held by the profile: shown as given, not asked again; "Change these details" opens the fields,
  // prefilled, photos included, the first of them focused.
  const given = page.getByTestId('step-from-profile');
  await expect(given).toContainText('Ada');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Change these details' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('First name')).toBeFocused();
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  // A photo is replaced by the keyboard: Remove, then the file chooser opened with Enter.
  await tabTo(page, page.getByRole('button', { name: 'Remove ID photo (front), photo 1' }));
  await page.keyboard.press('Enter');
  const addFront = page.getByRole('button', { name: 'ID photo (front)' });
  await expect(addFront).toBeFocused();
  await expectVisibleFocus(page);
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'front.png', mimeType: 'image/png', buffer: await png() });
  await expect(page.locator('[data-field="apply.basic.idFront"]').getByTestId('photo-item')).toHaveCount(1);
  // The photo taken, the focus stays in the field: on its Remove button.
  await expect(page.getByRole('button', { name: 'Remove ID photo (front), photo 1' })).toBeFocused();
  await expectVisibleFocus(page);
  await picture('basic');
  await next(page, 3);
  await expect(given).toBeVisible();
  await picture('address');
  await next(page, 4);
  await expect(given).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Employment status')).toBeFocused();
  await expect(page.getByLabel('Employment status')).toHaveValue('FULL_TIME');
  await picture('employment');
  await next(page, 5);
  await tabTo(page, nextButton);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: 'Marital status' })).toHaveAccessibleDescription(
    'Please select marital status',
  );
  // Space chooses, arrows move within a group, Tab leaves it.
  await expect(page.getByLabel('Married', { exact: true })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Married', { exact: true })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('group', { name: 'Do you have children?' }).getByLabel('No')).toBeChecked();
  await expectVisibleFocus(page);
  await picture('family');
  await next(page, 6);
  await page.keyboard.press('Tab');
  await arrowTo(page, page.getByLabel('Property type'), 'RENT');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Property address')).toBeFocused();
  await page.keyboard.type('1 Quay Street, London');
  await page.keyboard.press('Tab');
  // The date in three parts, day, month and year, as a British reader writes it (GOV.UK's date input).
  const movedIn = page.getByRole('group', { name: 'Time of residence' });
  await expect(movedIn.getByLabel('Day')).toBeFocused();
  await page.keyboard.type('1');
  await page.keyboard.press('Tab');
  await expect(movedIn.getByLabel('Month')).toBeFocused();
  await movedIn.getByLabel('Month').selectOption({ label: 'March' });
  await page.keyboard.press('Tab');
  await expect(movedIn.getByLabel('Year')).toBeFocused();
  await page.keyboard.type('2019');
  await tabTo(page, page.getByLabel('Monthly repayment or rent (£)'));
  await page.keyboard.type('950');
  await picture('property');
  await next(page, 7);
  // Nothing chosen: Tab reaches the first choice, an arrow moves to and chooses the next.
  await page.keyboard.press('Tab');
  const vehicle = page.getByRole('group', { name: 'Do you have a vehicle?' });
  await expect(vehicle.getByLabel('Yes')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(vehicle.getByLabel('No')).toBeChecked();
  await expect(vehicle.getByLabel('No')).toBeFocused();
  await expectVisibleFocus(page);
  await picture('vehicle');
  await next(page, 8);
  await tabTo(page, nextButton);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Relationship')).toHaveAccessibleDescription(
    'Please fill in the complete contact information',
  );
  await expect(page.getByLabel('Relationship')).toBeFocused();
  await expectVisibleFocus(page);
  for (const [label, text] of [
    ['Relationship', 'Sister'],
    ['Name', 'Grace Lovelace'],
    ['Phone', '+447700900789'],
    ['Employer', 'Harbour Works Ltd'],
  ] as const) {
    await expect(page.getByLabel(label, { exact: true })).toBeFocused();
    await page.keyboard.type(text);
    await page.keyboard.press('Tab');
  }
  await picture('contacts');
  await next(page, 9);
  await expect(page.getByTestId('review-loan')).toContainText('Complete');
  // The repayment figures, and the agreement itself as it would read with this loan and this name.
  await expect(page.getByTestId('wizard-first')).toHaveText(/^£[\d,]+\.\d\d · /);
  await tabTo(page, page.getByText('Read the loan agreement'));
  await page.keyboard.press('Enter');
  const agreement = page.getByTestId('agreement-preview');
  await expect(agreement.getByRole('heading', { name: 'Parties' })).toBeVisible();
  await expect(agreement).toContainText('(the lender) and Ada Lovelace (the borrower)');
  await expect(agreement.getByRole('region', { name: 'Repayment schedule' })).toBeVisible();
  await picture('review');

  // A completed step reopens from the review (Shift+Tab back up to it); browser back returns.
  await tabTo(page, page.getByRole('button', { name: 'Change Family' }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await onStep(page, 5);
  await expect(page.getByTestId('wizard-step')).toBeFocused();
  await expect(page.getByLabel('Married', { exact: true })).toBeChecked();
  await page.goBack();
  await onStep(page, 9);

  // The same wizard in the other two languages, every step, phone and desktop; axe on each.
  if (shots) {
    for (const lang of ['cn', 'tw'] as const) {
      await page.evaluate(`localStorage.setItem('lang', '${JSON.stringify(lang)}')`);
      for (const step of steps) {
        await page.goto(`/apply?step=${step}`);
        await expect(page.getByTestId('wizard-step')).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', lang === 'cn' ? 'zh-CN' : 'zh-TW');
        for (const [name, size] of [
          ['phone', { width: 375, height: 812 }],
          ['desktop', { width: 1280, height: 800 }],
        ] as const) {
          await page.setViewportSize(size);
          await page.screenshot({ path: `${SHOTS}/${lang}-${step}-${name}.png`, fullPage: true });
        }
        expect(await seriousAxeViolations(page, `/apply ${step} ${lang}`)).toEqual([]);
      }
    }
    await page.evaluate(`localStorage.setItem('lang', '"en"')`);
    await page.goto('/apply?step=review');
    await onStep(page, 9);
  }

  // Consent is required: the first box to tick takes the focus.
  const submitButton = page.getByTestId('apply-submit-button');
  await tabTo(page, submitButton);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('consent-terms')).toHaveAccessibleDescription(
    'Consent to terms and loan agreement is required to apply',
  );
  await expect(page.getByTestId('consent-terms')).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('consent-agreement')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('consent-terms')).toBeChecked();
  await expect(page.getByTestId('consent-agreement')).toBeChecked();
  // The first answer is lost on its way back (the server did store it).
  let dropped = 0;
  await page.context().route('**/api/loan/apply', async (route) => {
    if (dropped > 0) return route.continue();
    dropped++;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await tabTo(page, submitButton);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('apply-error')).toBeVisible();
  await expect(page.getByText('Most likely this time')).toBeVisible();
  if (shots) {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: `${SHOTS}/en-error-phone.png`, fullPage: true });
  }
  expect(await seriousAxeViolations(page, '/apply/error')).toEqual([]);
  // Enter twice on the retry: one request goes, under the same key.
  await tabTo(page, page.getByTestId('apply-retry'));
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('apply-submit')).toBeVisible();
  // £6,000.00 over 36 months on £42,000.00 a year: the credit policy approves it as asked, at once.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your loan is approved');
  await expect(page.getByTestId('offer-amount')).toHaveText('£6,000.00');
  await expect(page.getByTestId('decided-by')).toContainText('Decided by our automatic assessment');
  if (shots) await page.screenshot({ path: `${SHOTS}/en-submit-phone.png`, fullPage: true });
  expect(await seriousAxeViolations(page, '/apply/submit')).toEqual([]);

  const list = await (await request.get('/api/loan/list', { headers: { token: borrower.token } })).json();
  expect(list.data.list).toHaveLength(1);
  expect(list.data.list[0]).toMatchObject({ status: 'APPROVED', amount: 600_000, offerAmount: 600_000 });
  const loanId = list.data.list[0].loanId as number;

  // The borrower reads the offer in the app.
  await page.getByTestId('read-and-sign').click();
  await expect(page).toHaveURL(new RegExp(`/loan-contract\\?id=${loanId}$`));
  await page.goto(`/loan/detail?id=${loanId}`);
  await expect(page.getByTestId('read-and-sign')).toBeVisible();

  // /apply now says why a new application must wait, before anything is filled in.
  await page.goto('/apply');
  await expect(page.getByTestId('apply-blocked-reason')).toContainText(
    `We have made you an offer on application ${loanId}.`,
  );
  expect(errors.filter((text) => !/Failed to load resource|ERR_CONNECTION_RESET/.test(text))).toEqual([]);
});
