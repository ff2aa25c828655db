import { expect, test } from '@playwright/test';
import { signInByApi } from './helpers/apply-borrower';
import { logInThroughForm, registerByApi } from './helpers/members';
import { clearTransitions, recordTransitions, transitions } from './helpers/transitions';

// The shell on a phone: bottom tabs, directional slides, three languages, not-found, the login guard.
test.use({ viewport: { width: 390, height: 844 } });

test('tab changes slide by tab position, back slides right, and the class resets after 300 ms', async ({
  page,
}) => {
  await page.goto('/home');
  await expect(page.locator('ion-tab-bar')).toBeVisible();
  await recordTransitions(page);

  // home (0) → booking (2): a tab to the right slides left.
  await page.getByTestId('tab-booking').click();
  await expect(page).toHaveURL(/\/booking$/);
  await expect.poll(() => transitions(page)).toEqual(['slide-left', 'reset']);

  // booking (2) → service (1): a tab to the left slides right.
  await clearTransitions(page);
  await page.getByTestId('tab-service').click();
  await expect(page).toHaveURL(/\/service$/);
  await expect.poll(() => transitions(page)).toEqual(['slide-right', 'reset']);

  // Tapping the active tab does nothing; service (1) → home (0) slides right.
  await clearTransitions(page);
  await page.getByTestId('tab-service').click();
  await page.getByTestId('tab-home').click();
  await expect(page).toHaveURL(/\/home$/);
  await expect.poll(() => transitions(page)).toEqual(['slide-right', 'reset']);

  // Back to /service: back slides right even though service is to the right of home.
  await clearTransitions(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/service$/);
  await expect.poll(() => transitions(page)).toEqual(['slide-right', 'reset']);

  // The page history that chose these lives in sessionStorage.
  const history = await page.evaluate(() => sessionStorage.getItem('pageHistory'));
  expect(JSON.parse(history ?? '[]')).toEqual(['/home', '/booking', '/service']);
});

test('a page counts as the tab it belongs to: from /help (under Help) the Home tab slides right', async ({
  page,
}) => {
  await page.goto('/help');
  await expect(page.getByTestId('tab-service')).toHaveClass(/tab-selected/);
  await expect(page.getByTestId('page-container')).toBeVisible();
  await recordTransitions(page);
  await page.getByTestId('tab-home').click();
  await expect(page).toHaveURL(/\/home$/);
  await expect.poll(() => transitions(page)).toEqual(['slide-right', 'reset']);
  await clearTransitions(page);
  await page.goto('/borrow/car-loan');
  await expect(page.getByTestId('tab-booking')).toHaveClass(/tab-selected/);
  await recordTransitions(page);
  await page.getByTestId('tab-mine').click();
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(() => transitions(page)).toContain('slide-left');
});

test('every route change starts at the top: a link, another article (query only) and a redirect', async ({
  page,
}) => {
  const scrolled = () => page.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY);
  const scrollDown = () =>
    page.evaluate(() => (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 600));
  await page.goto('/help');
  await expect(page.getByTestId('faq-search')).toBeVisible();
  // /help's HTML comes from the build; the footer whose link this follows comes with the app, in the commit
  // after hydration, as the tab bar does.
  await expect(page.getByTestId('tab-home')).toBeAttached();
  await scrollDown();
  expect(await scrolled()).toBeGreaterThan(300);
  await page.locator('footer').getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect.poll(scrolled).toBe(0);

  await page.goto('/blog');
  await page.getByTestId('blog-list').locator('a').first().click();
  await expect(page.getByTestId('more-articles')).toBeVisible();
  const before = page.url();
  await scrollDown();
  expect(await scrolled()).toBeGreaterThan(0);
  // The same page with another id: a new route all the same.
  await page.getByTestId('more-articles').locator('a').first().click();
  await expect.poll(() => page.url()).not.toBe(before);
  expect(new URL(page.url()).pathname).toBe('/about/details');
  await expect.poll(scrolled).toBe(0);

  // My loans is /orders, which redirects (a REPLACE) to /loan/history, which sends a visitor to /login.
  await page.goto('/help');
  await expect(page.getByTestId('faq-search')).toBeVisible();
  await expect(page.getByTestId('tab-home')).toBeAttached();
  await scrollDown();
  await page.getByTestId('tab-orders').click();
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(scrolled).toBe(0);
});

test('with reduced motion asked for, pages change without sliding and jump to the top at once', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/help');
  // The app renders after the load event (it resolves the first route before mounting): wait for it.
  await expect(page.locator('main#main h1')).toBeVisible();
  await page.evaluate(() =>
    (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 600),
  );
  await recordTransitions(page);
  await page.getByTestId('tab-booking').click();
  await expect(page).toHaveURL(/\/booking$/);
  // The direction is still worked out (the class is set), but no animation runs and nothing glides.
  const animation = await page
    .getByTestId('page-container')
    .evaluate(
      (element) =>
        (
          globalThis as unknown as { getComputedStyle(e: unknown): { animationName: string } }
        ).getComputedStyle(element).animationName,
    );
  expect(animation).toBe('none');
  expect(await page.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY)).toBe(0);
});

test('the selected tab follows the URL and tapping it again does not reload the page', async ({ page }) => {
  await page.goto('/loan/history');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.goto('/home');
  await expect(page.getByTestId('tab-home')).toHaveClass(/tab-selected/);
  await page.evaluate(() => {
    (globalThis as unknown as { __marker: number }).__marker = 1;
  });
  await page.getByTestId('tab-home').click();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (globalThis as unknown as { __marker?: number }).__marker)).toBe(1);
  await expect(page).toHaveURL(/\/home$/);
});

test('forward navigation by number is logged as an error (unsupported), a forward step as a warning', async ({
  page,
}) => {
  const logged: { type: string; text: string }[] = [];
  page.on('console', (message) => logged.push({ type: message.type(), text: message.text() }));
  await page.goto('/home');
  await page.getByTestId('tab-service').click();
  await expect(page).toHaveURL(/\/service$/);
  await page.getByTestId('tab-booking').click();
  await expect(page).toHaveURL(/\/booking$/);
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
  await page.evaluate(() => (globalThis as unknown as { history: { go(n: number): void } }).history.go(2));
  await expect(page).toHaveURL(/\/booking$/);
  await expect
    .poll(() => logged.some((m) => m.type === 'error' && /by number is not supported/.test(m.text)))
    .toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(/\/service$/);
  await page.goForward();
  await expect
    .poll(() =>
      logged.some((m) => m.type === 'warning' && /Forward navigation is not supported/.test(m.text)),
    )
    .toBe(true);
});

test('switching language changes the page text, <html lang> and the lang header, and is remembered', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in to Quayside' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('button', { name: /^Language:/ }).click();
  // Only three languages can be chosen; the others are listed as coming soon and are not buttons.
  const panel = page.getByRole('group', { name: 'Choose a language' });
  await expect(panel.getByRole('button')).toHaveCount(3);
  await expect(panel.getByText('Français')).toBeVisible();
  await expect(panel.locator('[aria-disabled="true"]')).toHaveCount(18);

  const request = page.waitForRequest((r) => r.url().includes('/api/') && r.headers().lang === 'cn');
  await panel.getByRole('button', { name: '简体中文' }).click();
  await expect(page.getByRole('heading', { name: '登录 Quayside' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await request;

  await page.getByRole('button', { name: /^语言：/ }).click();
  await page.getByRole('group', { name: '选择语言' }).getByRole('button', { name: '繁體中文' }).click();
  await expect(page.getByRole('heading', { name: '登入 Quayside' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');

  await page.reload();
  await expect(page.getByRole('heading', { name: '登入 Quayside' })).toBeVisible();
  const lang = page.waitForRequest((r) => r.url().includes('/api/member/login'));
  await page.getByTestId('login-form').getByLabel('電子郵件', { exact: true }).fill('nobody@quayside.test');
  await page.getByTestId('login-form').getByLabel('密碼', { exact: true }).fill('Not-the-password-1');
  await page.getByTestId('login-form').getByRole('button', { name: '登入' }).click();
  expect((await lang).headers().lang).toBe('tw');
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('a guarded route sends a visitor to /login and back there after sign-in', async ({ page, request }) => {
  const { email } = await registerByApi(request);
  await page.goto('/account/centre/settings');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Fcentre%2Fsettings/);
  await logInThroughForm(page, email);
  await expect(page).toHaveURL(/\/account\/centre\/settings$/);
  await expect(page.getByTestId('account-settings')).toContainText(email);
});

test('/, /mine, /orders and /account/centre redirect as SPEC §2 says', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/mine');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmember%2Fcentre/);
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/login\?redirect=%2Floan%2Fhistory/);
  await page.goto('/account/centre');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Fcentre/);
});

test('the language menu lists 21 languages, flags drawn, and only English and the two Chinese selectable', async ({
  page,
}) => {
  await page.goto('/home');
  // /home's first paint has the button before the app runs; only the app's one opens the menu.
  await expect(page.getByTestId('tab-home')).toBeVisible();
  await page.locator('.language-switcher__button').click();
  const panel = page.locator('.language-switcher__panel');
  await expect(panel.locator('.language-switcher__option')).toHaveCount(3);
  await expect(panel.locator('[data-language] > span:not(.flag):not(.icon)')).toHaveText([
    'English',
    '简体中文',
    '繁體中文',
  ]);
  const unavailable = panel.locator('.language-switcher__unavailable');
  await expect(unavailable).toHaveCount(18);
  for (const entry of await unavailable.all()) await expect(entry).toHaveAttribute('aria-disabled', 'true');
  // Every flag image loaded; the Chinese languages are marked by their script, not a country's flag.
  const flags = await panel
    .locator('img.flag')
    .evaluateAll((images) =>
      images.map((image) => (image as unknown as { naturalWidth: number }).naturalWidth > 0),
    );
  expect(flags).toHaveLength(19);
  expect(flags.every(Boolean)).toBe(true);
  expect(
    await panel
      .locator('.flag--script')
      .evaluateAll((marks) =>
        marks.map((mark) =>
          (mark as unknown as { getAttribute(n: string): string }).getAttribute('data-script'),
        ),
      ),
  ).toEqual(['简', '繁']);
  // An unavailable language cannot be chosen: clicking it changes nothing.
  await unavailable.first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the Me tab carries the unread count as a badge, capped at 99+', async ({ page, request }) => {
  const { email } = await registerByApi(request);
  let count = 7;
  await page.route('**/api/notification/unreadCount', (route) =>
    route.fulfill({ json: { code: '0', msg: 'Success', data: { count } } }),
  );
  await signInByApi(page, email);
  await page.goto('/member/centre');
  const badge = page.getByTestId('tab-mine').locator('ion-badge');
  await expect(badge).toHaveText('7');
  count = 150;
  await page.reload();
  await expect(badge).toHaveText('99+');
  count = 0;
  await page.reload();
  await expect(badge).toHaveCount(0);
});

test('at 992 px and wider, where the tab bar is hidden, the header reaches every tab and shows the unread count', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { email } = await registerByApi(request);
  await page.route('**/api/notification/unreadCount', (route) =>
    route.fulfill({ json: { code: '0', msg: 'Success', data: { count: 4 } } }),
  );
  await signInByApi(page, email);
  await page.goto('/home');
  await expect(page.getByTestId('tab-mine')).toBeHidden();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [name, path] of [
    ['Home', '/home'],
    ['Help', '/service'],
    ['Get a quote', '/booking'],
    ['My loans', '/orders'],
  ] as const)
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
  // The Me tab's destination and its badge: "My account", which says the count in words too.
  const account = page.getByTestId('member-entry');
  await expect(account.getByTestId('header-unread')).toHaveText('4');
  await expect(account).toHaveAccessibleName('My account, 4 unread messages');
  await nav.getByRole('link', { name: 'My loans', exact: true }).click();
  await expect(page).toHaveURL(/\/loan\/history/);
  await account.click();
  await expect(page).toHaveURL(/\/member\/centre/);
});
