import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousA11yViolations } from './support/site';
import { englishField, phonePhoto, signInAsStaff, staffBackends, staffSiteURL, uniqueName } from './support/staff';

for (const backend of staffBackends) {
  test.describe(`${backend.name} staff gallery`, () => {
    test(`upload, edit and delete a photo, and see each change in the gallery${backend.tag}`, async ({ page, request }) => {
      await signInAsStaff(page, backend.url);
      const title = uniqueName('Science fair');

      await page.goto(`${backend.url}/dashboard/uploadimage`);
      await expect(page.getByRole('heading', { level: 1, name: 'Upload Photo' })).toBeVisible();
      await expect(page.getByText('JPEG, PNG, WebP or AVIF. Up to 10 MB.')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByLabel('Photo').setInputFiles({ name: 'fair.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() });
      await englishField(page, 'Title').fill(title);
      await englishField(page, 'Description').fill('Class 7 models');
      await page.getByRole('button', { name: 'Upload Photo' }).click();
      await expect(page.getByRole('status')).toHaveText('Photo uploaded successfully');
      await expect(page).toHaveURL(/\/dashboard$/);

      // In the public gallery, as re-encoded WebP without the phone's EXIF and GPS.
      await page.goto(`${backend.url}/gallery`);
      const picture = page.getByRole('img', { name: title });
      await expect(picture).toBeVisible();
      const src = await picture.getAttribute('src');
      expect(src).toMatch(/^\/uploads\/images\/[0-9a-f]{32}-\d+\.webp$/);
      const served = await request.get(`${backend.url}${src}`);
      expect(served.headers()['content-type']).toBe('image/webp');
      const metadata = await sharp(await served.body()).metadata();
      expect(metadata.exif).toBeUndefined();

      // Edit the words and the picture together.
      await page.goto(`${backend.url}/dashboard/del-picture`);
      await page.getByRole('link', { name: `Edit: ${title}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Edit Photo' })).toBeVisible();
      await expect(page.getByText('Current photo')).toBeVisible();
      const changed = `${title} (prize)`;
      await englishField(page, 'Title').fill(changed);
      await page.getByLabel('New photo').setInputFiles({ name: 'fair2.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto('#0f766e') });
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('status')).toHaveText('Changes saved');
      await page.goto(`${backend.url}/gallery`);
      const newSrc = await page.getByRole('img', { name: changed }).getAttribute('src');
      expect(newSrc).not.toBe(src);
      // The old picture's files went with it.
      expect((await request.get(`${backend.url}${src}`)).status()).toBe(404);

      // Delete: the confirm step, then the photo and its files are gone.
      await page.goto(`${backend.url}/dashboard/del-picture`);
      await page.getByRole('link', { name: `Delete: ${changed}` }).click();
      await page.getByRole('button', { name: 'Yes, delete' }).click();
      await expect(page.getByRole('status')).toHaveText('Photo deleted successfully');
      await expect(page.getByTestId('managed-item').filter({ hasText: changed })).toHaveCount(0);
      await page.goto(`${backend.url}/gallery`);
      await expect(page.getByRole('img', { name: changed })).toHaveCount(0);
      expect((await request.get(`${backend.url}${newSrc}`)).status()).toBe(404);
    });
  });
}

test('the upload form shows a refused file’s message and keeps the title @desktop', async ({ page }) => {
  await signInAsStaff(page, staffSiteURL);
  await page.goto(`${staffSiteURL}/dashboard/uploadimage`);
  await page.getByLabel('Photo').setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo') });
  await englishField(page, 'Title').fill('Kept title');
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/dashboard/uploadimage')),
    page.getByRole('button', { name: 'Upload Photo' }).click(),
  ]);
  expect(response.status()).toBe(415);
  await expect(page.getByRole('alert')).toHaveText('This file is not a photo we can read. Please choose a JPEG, PNG or WebP image.');
  await expect(englishField(page, 'Title')).toHaveValue('Kept title');
});
