import { expect, test, type Page } from '@playwright/test';
import { simplePdf } from '../app/lib/simple-pdf.server';
import { certificateLookupLimit } from '../app/modules/transfer-certificates/certificate-limits';
import { bypassBrowserChecks } from './support/forms';
import { expectNoSeriousA11yViolations } from './support/site';
import { signInAsStaff, screenFlowBackends, uniqueName, visitorAddress } from './support/staff';

/**
 * Transfer certificates (DESIGN.md §9, issue 16): staff record one with its scan; a visitor who gives
 * its number and the date of birth sees the record and the scan, and any miss gets one plain answer.
 */
async function asVisitor(page: Page) {
  await page.context().clearCookies();
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorAddress() });
}

async function check(page: Page, number: string, birthDate: string) {
  await page.getByLabel('Certificate number').fill(number);
  await page.getByLabel('Student’s date of birth').fill(birthDate);
  await page.getByRole('button', { name: 'Check certificate' }).click();
}

for (const backend of screenFlowBackends) {
  test.describe(`${backend.name} transfer certificates`, () => {
    test(`staff record a certificate; a visitor verifies it and gets one plain answer for any miss${backend.tag}`, async ({ page }) => {
      await signInAsStaff(page, backend.url);
      const number = uniqueName('TC/2026').replace(/\s+/g, '/').toUpperCase();
      await page.goto(`${backend.url}/dashboard/transfer-certificates/new`);
      await expect(page.getByRole('heading', { level: 1, name: 'Add Transfer Certificate' })).toBeVisible();
      // Every problem is named at once: no scan and no name.
      await page.getByLabel('Certificate number').fill(number);
      await page.getByLabel('Class left').fill('Class 8');
      await page.getByLabel('Date of issue').fill('2026-04-10');
      await page.getByLabel('Date of birth').fill('2013-05-03');
      await bypassBrowserChecks(page.locator('form[enctype="multipart/form-data"]'));
      await page.getByRole('button', { name: 'Add Certificate' }).click();
      await expect(page.getByText('Enter the student’s name')).toBeVisible();
      await expect(page.getByText('Choose the scanned certificate (PDF)')).toBeVisible();

      await page.getByLabel('Student’s name').fill('Asha Kumari');
      await page.getByLabel('Scanned certificate (PDF)').setInputFiles({ name: 'TC Asha.pdf', mimeType: 'application/pdf', buffer: simplePdf({ title: `Transfer Certificate ${number}` }) });
      await page.getByRole('button', { name: 'Add Certificate' }).click();
      await expect(page.getByRole('status')).toHaveText('Certificate added');
      await expect(page).toHaveURL(/\/dashboard\/transfer-certificates$/);
      const item = page.getByTestId('managed-item').filter({ hasText: number });
      await expect(item).toContainText('Asha Kumari · Class 8 · issued');
      await expect(item.getByRole('link', { name: 'View scan' })).toBeVisible();

      // A visitor: the right details show the record and its scan.
      await asVisitor(page);
      await page.goto(`${backend.url}/tc-verification`);
      await check(page, number.toLowerCase(), '2013-05-03');
      const found = page.getByTestId('certificate-found');
      await expect(found).toContainText('Certificate found');
      // The answer sits above the form: the reader is taken to it.
      await expect(page.locator('div[tabindex="-1"]', { has: found })).toBeFocused();
      await expect(found).toContainText('Asha Kumari');
      await expect(found).toContainText('Class 8');
      await expect(found).toContainText('10 April 2026');
      const scan = await page.request.get(`${backend.url}${await found.getByRole('link', { name: 'View the certificate (PDF)' }).getAttribute('href')}`);
      expect(scan.status()).toBe(200);
      expect(scan.headers()['cache-control']).toBe('private, no-store');
      expect(scan.headers()['x-robots-tag']).toBe('noindex, nofollow');
      await expectNoSeriousA11yViolations(page);

      // A wrong date of birth and a wrong number: the same plain answer, and nothing of the record.
      await check(page, number, '2013-05-04');
      const miss = page.getByTestId('certificate-no-match');
      await expect(miss).toContainText('No certificate matches these details.');
      await expect(page.getByTestId('certificate-found')).toHaveCount(0);
      const wrongBirthText = (await miss.textContent()) ?? '';
      await check(page, `${number}9`, '2013-05-03');
      await expect(page.getByLabel('Certificate number')).toHaveValue(`${number}9`);
      await expect(miss).toHaveText(wrongBirthText);
      await expect(page.getByText('Asha Kumari')).toHaveCount(0);

      // In Hindi, the same check.
      await page.goto(`${backend.url}/hi/tc-verification`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
      await page.getByLabel('प्रमाणपत्र संख्या').fill(number);
      await page.getByLabel('विद्यार्थी की जन्म तिथि').fill('2013-05-03');
      await page.getByRole('button', { name: 'प्रमाणपत्र जाँचें' }).click();
      await expect(page.getByTestId('certificate-found')).toContainText('प्रमाणपत्र मिल गया');

      // Staff delete it: the lookup no longer finds it, and the scan is gone.
      await signInAsStaff(page, backend.url);
      await page.goto(`${backend.url}/dashboard/transfer-certificates`);
      await page.getByRole('link', { name: `Delete: ${number}` }).click();
      await page.getByRole('button', { name: 'Yes, delete' }).click();
      await expect(page.getByRole('status')).toHaveText('Certificate deleted');
      expect((await page.request.get(scan.url())).status()).toBe(404);
    });
  });
}

test('the demo site offers a demo certificate to try, and it verifies', async ({ page }) => {
  await asVisitor(page);
  await page.goto('/tc-verification');
  const hint = page.getByTestId('certificate-demo-hint');
  await expect(hint).toContainText('DEMO/TC/2026/041');
  await check(page, 'DEMO/TC/2026/041', '2013-05-03');
  await expect(page.getByTestId('certificate-found')).toContainText('Asha Kumari');
});

test('a burst of lookups from one address is slowed down with 429 @desktop', async ({ request }) => {
  const headers = { 'X-Forwarded-For': visitorAddress() };
  const statuses: number[] = [];
  const { limit } = certificateLookupLimit;
  for (let i = 0; i <= limit; i++) {
    statuses.push((await request.post('/api/transfer-certificates/verify', { headers, data: { number: `TC/${i}`, birthDate: '2013-05-03' } })).status());
  }
  expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(404));
  expect(statuses[limit]).toBe(429);
});
