import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, staffAccount } from './support/site';
import { openDashboardMenu } from './support/staff';

async function signInThroughTheForm(page: Page, next = '') {
  await page.goto(`/login${next ? `?next=${encodeURIComponent(next)}` : ''}`);
  await page.getByLabel('Username').fill(staffAccount.username);
  await page.getByLabel('Password').fill(staffAccount.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test.describe('staff sign-in', () => {
  test('the dashboard is closed to visitors: it sends them to the login page with the spec’s message', async ({ page }) => {
    const response = await page.request.get('/dashboard', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/login?next=%2Fdashboard');

    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
    await expect(page.getByRole('alert')).toHaveText('Kindly Login. To access Dashboard!');
    await expectNoSeriousA11yViolations(page);
  });

  test('the sign-in form masks the password and lets password managers fill it in @desktop', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Username')).toHaveAttribute('autocomplete', 'username');
    await expect(page.getByLabel('Password')).toHaveAttribute('type', 'password');
    await expect(page.getByLabel('Password')).toHaveAttribute('autocomplete', 'current-password');
    await expect(page.getByLabel('Password')).not.toHaveAttribute('maxlength', /^([0-5]?\d|6[0-3])$/);
  });

  test('signing in opens the dashboard with real counts; the top bar then offers Dashboard', async ({ page, context }) => {
    await signInThroughTheForm(page, '/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(page.getByText(`Signed in as ${staffAccount.username}`)).toBeVisible();
    // The demo content's numbers, counted from the database.
    const expected = { notices: 12, photos: 8, faculty: 8, toppers: 5, upcomingEvents: 4, openJobs: 2, testimonials: 4, newEnquiries: 0 };
    for (const [key, value] of Object.entries(expected)) {
      await expect(page.getByTestId(`count-${key}`).locator('dd')).toHaveText(String(value));
    }
    await expectNoSeriousA11yViolations(page);

    const cookie = (await context.cookies()).find((c) => c.name === 'school_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    await page.goto('/');
    await expect(page.getByTestId('top-bar').getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  test('signing out ends the session on the server: the old cookie no longer opens the dashboard', async ({ page, context, playwright, baseURL }) => {
    await signInThroughTheForm(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    const token = (await context.cookies()).find((c) => c.name === 'school_session')!.value;

    await openDashboardMenu(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login\?signed-out$/);
    await expect(page.getByRole('status')).toHaveText('You have signed out.');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?next=/);

    // Replaying the old cookie by hand does not work either.
    const replay = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Cookie: `school_session=${token}` } });
    expect((await replay.get('/dashboard', { maxRedirects: 0 })).status()).toBe(302);
    await replay.dispose();
  });

  test('after sign-in the visitor returns to the page they asked for, never to another site @desktop', async ({ page }) => {
    await signInThroughTheForm(page, '//evil.example/steal');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/dashboard$/);
  });

  test('a wrong password and an unknown username get the same answer @desktop', async ({ page }) => {
    for (const username of [staffAccount.username, 'nobody-here']) {
      await page.goto('/login');
      await page.getByLabel('Username').fill(username);
      await page.getByLabel('Password').fill('not the password');
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().includes('/login') && r.request().method() === 'POST'),
        page.getByRole('button', { name: 'Login' }).click(),
      ]);
      expect(response.status()).toBe(401);
      await expect(page.getByRole('alert')).toHaveText('Login failed. Please check your credentials.');
    }
  });

  test('repeated failed sign-ins for one account are refused with 429 @desktop', async ({ request }) => {
    const username = `target-${Date.now()}`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await request.post('/login', { form: { username, password: 'guess' }, maxRedirects: 0 });
      statuses.push(response.status());
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  test('a change sent from another site with the staff cookie is refused with 403 @desktop', async ({ page, context }) => {
    await signInThroughTheForm(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    const forged = await context.request.post('/logout', { headers: { Origin: 'https://evil.example' }, maxRedirects: 0 });
    expect(forged.status()).toBe(403);
    // The session survived the forged sign-out.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('the sign-in API @desktop', () => {
  test('login sets the cookie, session tells who is signed in, logout ends it', async ({ playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    expect(await (await api.get('/api/auth/session')).json()).toEqual({ data: { signedIn: false } });
    expect((await api.post('/api/auth/logout')).status()).toBe(401);

    const wrong = await api.post('/api/auth/login', { data: { username: staffAccount.username, password: 'nope' } });
    expect(wrong.status()).toBe(401);
    expect((await wrong.json()).error.message).toBe('Login failed. Please check your credentials.');
    const missing = await api.post('/api/auth/login', { data: { username: staffAccount.username } });
    expect(missing.status()).toBe(400);
    expect((await missing.json()).error.fields.password).toBe('Enter your password');

    const login = await api.post('/api/auth/login', { data: staffAccount });
    expect(login.status()).toBe(200);
    expect(login.headers()['set-cookie']).toMatch(/school_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax/);
    expect((await (await api.get('/api/auth/session')).json()).data).toMatchObject({ signedIn: true, username: staffAccount.username });

    expect((await api.post('/api/auth/logout')).status()).toBe(200);
    expect((await (await api.get('/api/auth/session')).json()).data.signedIn).toBe(false);
    await api.dispose();
  });
});
