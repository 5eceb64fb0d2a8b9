import { expect, test } from '@playwright/test';
import { signInAsStaff, staffBackends, visitorAddress } from './support/staff';

/**
 * Sign-in limits against guesses sent all at once (finding 3): each attempt is counted before its
 * password is checked, so however many arrive together, five are checked and the rest refused.
 */
for (const backend of staffBackends) {
  test(`${backend.name} parallel wrong passwords for a new account: five answer 401, the rest 429, and then the right password too @desktop`, async ({
    page,
    playwright,
  }) => {
    // A new account, added through the dashboard, so that no other test's attempts count against it.
    const username = `limits.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
    const password = 'mango lassi at noon';
    await signInAsStaff(page, backend.url);
    const added = await page.request.post(`${backend.url}/dashboard/staff`, {
      form: { intent: 'add', username, password, confirmPassword: password },
      maxRedirects: 0,
    });
    expect(added.status()).toBe(302);

    // An address of its own: every e2e request comes from 127.0.0.1, whose allowance the suite shares.
    const guesser = await playwright.request.newContext({ baseURL: backend.url, extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress() } });
    try {
      const statuses = await Promise.all(
        Array.from({ length: 16 }, (_, i) => guesser.post('/api/auth/login', { data: { username, password: `wrong guess ${i}` } }).then((r) => r.status())),
      );
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(11);

      // The right password inside the locked window is refused as well.
      const right = await guesser.post('/api/auth/login', { data: { username, password } });
      expect(right.status()).toBe(429);
      expect(Number(right.headers()['retry-after'])).toBeGreaterThan(0);
    } finally {
      await guesser.dispose();
    }
  });
}
