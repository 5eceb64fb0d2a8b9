import { expect, test } from '@playwright/test';
import { simplePdf } from '../app/lib/simple-pdf.server';
import { expectNoSeriousA11yViolations } from './support/site';
import { englishField, signInAsStaff, screenFlowBackends, uniqueName } from './support/staff';

/**
 * A notice may carry one PDF circular (DESIGN.md §9, issue 16): staff attach it from a phone or a
 * desk, the notice list and page offer "Download circular (PDF, … KB)", the PDF opens in the browser
 * as a sandboxed PDF, and a PDF the site refuses is refused on the form with what was typed kept.
 */
const pdfFile = (title: string) => ({ name: `${title}.pdf`, mimeType: 'application/pdf', buffer: simplePdf({ title, lines: ['All parents are invited.'] }) });

for (const backend of screenFlowBackends) {
  test.describe(`${backend.name} notice circulars`, () => {
    test(`staff attach a circular, visitors download it, and staff take it off${backend.tag}`, async ({ page }) => {
      await signInAsStaff(page, backend.url);
      const title = uniqueName('Annual Day');
      await page.goto(`${backend.url}/dashboard/add-notice`);
      await englishField(page, 'Title').fill(title);
      await englishField(page, 'Details').fill('The Annual Day is on Saturday.');
      await expect(page.getByLabel('Circular (PDF)')).toHaveAttribute('accept', 'application/pdf,.pdf');

      // A PDF with JavaScript is refused beside its field, and what was typed stays.
      const withScript = { name: 'circular.pdf', mimeType: 'application/pdf', buffer: simplePdf({ title: 'x', catalogEntries: '/OpenAction 6 0 R ', objects: ['<< /S /JavaScript /JS (app.alert(1)) >>'] }) };
      await page.getByLabel('Circular (PDF)').setInputFiles(withScript);
      await page.getByRole('button', { name: 'Create Notice' }).click();
      await expect(page.getByText('This PDF contains JavaScript, which we do not publish.').first()).toBeVisible();
      await expect(englishField(page, 'Title')).toHaveValue(title);

      await page.getByLabel('Circular (PDF)').setInputFiles(pdfFile('Annual Day circular'));
      await page.getByRole('button', { name: 'Create Notice' }).click();
      await expect(page.getByRole('status')).toHaveText('Notice Created Successfully');

      // The list and the notice's own page offer it, with its size.
      await page.goto(`${backend.url}/school-notices`);
      const card = page.getByTestId('notice').filter({ hasText: title });
      const link = card.getByTestId('circular-link');
      await expect(link).toHaveText(/^Download circular \(PDF, 1 KB\)$/);
      const href = (await link.getAttribute('href'))!;
      await card.getByRole('link', { name: title }).click();
      await expect(page.getByTestId('notice-page').getByTestId('circular-link')).toHaveAttribute('href', href);
      await expectNoSeriousA11yViolations(page);

      // The PDF itself: inline, under its own name, sandboxed, never sniffed.
      const pdf = await page.request.get(`${backend.url}${href}`);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect(pdf.headers()['content-disposition']).toContain('inline; filename="Annual Day circular.pdf"');
      expect(pdf.headers()['content-security-policy']).toMatch(/^sandbox/);
      expect(pdf.headers()['x-content-type-options']).toBe('nosniff');
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

      // Hindi: the same link, in Hindi.
      await page.goto(`${backend.url}/hi/school-notices`);
      await expect(page.getByTestId('notice').filter({ hasText: title }).getByTestId('circular-link')).toHaveText('परिपत्र डाउनलोड करें (पीडीएफ़, 1 केबी)');

      // The editor shows the current file and takes it off; the file is then gone.
      await page.goto(`${backend.url}/dashboard/delnotice`);
      await page.getByRole('link', { name: `Edit: ${title}` }).click();
      await expect(page.getByTestId('current-file')).toContainText('Annual Day circular.pdf');
      await page.getByLabel('Remove the circular').check();
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('status')).toHaveText('Changes saved');
      await page.goto(`${backend.url}/school-notices`);
      await expect(page.getByTestId('notice').filter({ hasText: title })).toHaveCount(1);
      await expect(page.getByTestId('notice').filter({ hasText: title }).getByTestId('circular-link')).toHaveCount(0);
      expect((await page.request.get(`${backend.url}${href}`)).status()).toBe(404);
    });
  });
}

test('the demo notices include one with a circular to download', async ({ page }) => {
  await page.goto('/school-notices');
  const link = page.getByTestId('notice').filter({ hasText: 'Half-yearly examination schedule' }).getByTestId('circular-link');
  await expect(link).toHaveText(/^Download circular \(PDF, \d+ KB\)$/);
  const pdf = await page.request.get((await link.getAttribute('href'))!);
  expect(pdf.headers()['content-disposition']).toContain('filename="Half-yearly examination date sheet.pdf"');
});
