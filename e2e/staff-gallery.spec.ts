import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousA11yViolations } from './support/site';
import { englishField, openDashboardMenu, phonePhoto, signInAsStaff, screenFlowBackends, staffSiteURL, uniqueName } from './support/staff';

// The gallery's albums from the dashboard (issue 17, decision 0064): many photos in one step with a
// bar each, an album arranged (order, cover) and emptied, all of it seen on the public pages.

const colours = ['#7c3aed', '#0f766e', '#b91c1c', '#1d4ed8', '#a16207', '#be185d', '#15803d', '#4338ca', '#c2410c', '#0e7490', '#6d28d9'];
const notAPhoto = { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('These are the notes of the sports day, not a photo.') };

/** The upload screen, once its script runs (the picker then takes many photos). */
async function openUploader(page: Page, baseURL: string, query = '') {
  await page.goto(`${baseURL}/dashboard/uploadimage${query}`);
  await expect(page.getByTestId('photo-uploader')).toHaveAttribute('data-enhanced', 'true');
}

/** The id of the album a finished upload went into, from its "Arrange the album" link. */
async function uploadedAlbumId(page: Page): Promise<string> {
  const href = await page.getByRole('link', { name: 'Arrange the album' }).getAttribute('href');
  return /\/dashboard\/albums\/(\d+)\/edit$/.exec(href ?? '')![1]!;
}

for (const backend of screenFlowBackends) {
  test.describe(`${backend.name} staff albums`, () => {
    test(`twelve photos in one step into a new album: each has its bar, the one that is not a photo fails alone, the album shows eleven${backend.tag}`, async ({
      page,
      request,
    }) => {
      await signInAsStaff(page, backend.url);
      const title = uniqueName('Annual Sports Day');
      await openUploader(page, backend.url);
      await expect(page.getByRole('heading', { level: 1, name: 'Add photos' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await expect(page.getByRole('combobox', { name: 'Album' })).toHaveValue('new');
      await englishField(page, 'Album title').fill(title);
      const photos = await Promise.all(
        colours.map(async (colour, i) => ({ name: `sports-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer: await phonePhoto(colour) })),
      );
      // The text file sits among the photos: the ones after it must still go.
      await page.getByLabel(/^Photos/).setInputFiles([...photos.slice(0, 5), notAPhoto, ...photos.slice(5)]);
      await page.getByRole('button', { name: 'Upload photos' }).click();

      const progress = page.getByTestId('upload-progress');
      const rows = progress.getByTestId('upload-file');
      await expect(rows).toHaveCount(12);
      // Every file has its own bar, and there is one for all.
      await expect(rows.locator('progress')).toHaveCount(12);
      await expect(page.getByTestId('upload-total-bar')).toBeVisible();
      // Each photo is encoded into up to five sizes on the server: more than the default 5 s on a busy 2-core machine.
      await expect(progress).toHaveAttribute('data-finished', 'true', { timeout: 30_000 });
      await expect(progress.getByRole('heading', { name: `Uploaded to “${title}”` })).toBeVisible();
      await expect(page.getByTestId('upload-total')).toHaveText('12 of 12 photos done');
      await expect(progress.locator('[data-status="added"]')).toHaveCount(11);
      const failed = progress.locator('[data-status="failed"]');
      await expect(failed).toHaveCount(1);
      await expect(failed).toContainText('notes.jpg');
      await expect(failed.getByTestId('upload-status')).toHaveText('Not a photo this site can use: only JPEG, PNG, WebP or AVIF.');
      // A finished photo's bar is full.
      const firstBar = rows.first().locator('progress');
      expect(await firstBar.evaluate((bar: HTMLProgressElement) => bar.value === bar.max && bar.max > 0)).toBe(true);
      await expect(progress.getByRole('status')).toContainText(`Added 11 photos to “${title}”.`);
      await expect(progress).toContainText('1 photo could not be added: the reason is beside it.');

      // "Add more photos" fills the same album, not another new one.
      const albumId = await uploadedAlbumId(page);
      await page.getByRole('button', { name: 'Add more photos' }).click();
      await expect(page.getByRole('combobox', { name: 'Album' })).toHaveValue(albumId);
      await expect(englishField(page, 'Album title')).toHaveCount(0);

      // The public album shows the eleven, in the order they were chosen, re-encoded without the phone's EXIF and GPS.
      await page.goto(`${backend.url}/gallery/${albumId}`);
      await expect(page.getByTestId('gallery-photo')).toHaveCount(11);
      const src = await page.getByTestId('gallery-photo').first().locator('img').getAttribute('src');
      expect(src).toMatch(/^\/uploads\/images\/[0-9a-f]{32}-\d+\.webp$/);
      const served = await request.get(`${backend.url}${src}`);
      expect(served.headers()['content-type']).toBe('image/webp');
      expect((await sharp(await served.body()).metadata()).exif).toBeUndefined();
      const album = (await (await request.get(`${backend.url}/api/albums/${albumId}`)).json()).data as { photoCount: number; photos: { title: string }[] };
      expect(album.photoCount).toBe(11);
    });

    test(`an album arranged from its screen: order, cover, a photo edited, moved and deleted, then the album deleted with its files${backend.tag}`, async ({
      page,
      request,
    }) => {
      await signInAsStaff(page, backend.url);
      const title = uniqueName('Science fair');
      await openUploader(page, backend.url);
      await englishField(page, 'Album title').fill(title);
      await page
        .getByLabel(/^Photos/)
        .setInputFiles(
          await Promise.all(
            ['#7c3aed', '#0f766e', '#b91c1c'].map(async (colour, i) => ({
              name: `fair-${i + 1}.jpg`,
              mimeType: 'image/jpeg',
              buffer: await phonePhoto(colour),
            })),
          ),
        );
      await page.getByRole('button', { name: 'Upload photos' }).click();
      await expect(page.getByTestId('upload-progress')).toHaveAttribute('data-finished', 'true', { timeout: 30_000 });
      const albumId = await uploadedAlbumId(page);
      await page.getByRole('link', { name: 'Arrange the album' }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      const captions = page.getByTestId('album-photo-caption');
      await expect(captions).toHaveText(['Photo 1', 'Photo 2', 'Photo 3']);
      const apiAlbum = async () =>
        (await (await request.get(`${backend.url}/api/albums/${albumId}`)).json()).data as { coverPhotoId: number; photos: { id: number; title: string }[] };
      const [first, second, third] = (await apiAlbum()).photos.map((photo) => photo.id);

      // The order the screen shows (each photo's card is `photo-<id>`), and the one the API answers.
      const shownOrder = () => page.getByTestId('album-photo').evaluateAll((cards) => cards.map((card) => Number(card.id.replace('photo-', ''))));
      const storedOrder = async () => (await apiAlbum()).photos.map((photo) => photo.id);

      // The third photo to the start, then the (now) second one a place later.
      await page.getByRole('button', { name: 'Move to the start: Photo 3' }).click();
      await expect(page.getByRole('status')).toHaveText('Order saved');
      await expect.poll(shownOrder).toEqual([third, first, second]);
      expect(await storedOrder()).toEqual([third, first, second]);
      await page.getByRole('button', { name: 'Move later: Photo 2' }).click();
      await expect.poll(shownOrder).toEqual([third, second, first]);
      expect(await storedOrder()).toEqual([third, second, first]);
      await expect(page.getByRole('button', { name: 'Move earlier: Photo 1' })).toBeDisabled();

      // The cover: the first photo until another is chosen.
      expect((await apiAlbum()).coverPhotoId).toBe(third);
      await page.getByRole('button', { name: 'Use as cover: Photo 2' }).click();
      await expect(page.getByRole('status')).toHaveText('Cover chosen');
      await expect(page.getByTestId('album-photo').nth(1).getByTestId('cover-badge')).toBeVisible();
      expect((await apiAlbum()).coverPhotoId).toBe(second);

      // A photo's own words, from its editor, and back to the album.
      await page.getByRole('link', { name: 'Edit: Photo 3' }).click();
      await englishField(page, 'Title').fill('The volcano model');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('status')).toHaveText('Changes saved');
      await expect(page).toHaveURL(new RegExp(`/dashboard/albums/${albumId}/edit`));
      await expect(captions).toHaveText(['Photo 1', 'Photo 2', 'The volcano model']);
      await page.goto(`${backend.url}/gallery/${albumId}`);
      await expect(page.getByRole('img', { name: 'The volcano model' })).toBeVisible();

      // Delete one photo: it asks first, then it and its files are gone.
      await page.goto(`${backend.url}/dashboard/albums/${albumId}/edit`);
      const goneSrc = await page.getByTestId('album-photo').first().locator('img').getAttribute('src');
      await page.getByRole('link', { name: 'Delete: Photo 1' }).click();
      await expect(page.getByText('Delete this photo? This cannot be undone.')).toBeVisible();
      await page.getByRole('button', { name: 'Yes, delete' }).click();
      await expect(page.getByRole('status')).toHaveText('Photo deleted');
      await expect(captions).toHaveText(['Photo 1', 'The volcano model']);
      expect((await request.get(`${backend.url}${goneSrc}`)).status()).toBe(404);

      // The whole album, from the list: its photos and their files go with it.
      const keptSrc = await page.getByTestId('album-photo').first().locator('img').getAttribute('src');
      await openDashboardMenu(page);
      await page.goto(`${backend.url}/dashboard/del-picture`);
      await expect(page.getByRole('heading', { level: 1, name: 'Photo albums' })).toBeVisible();
      await expect(page.getByTestId('managed-item').filter({ hasText: title })).toContainText('2 photos');
      await page.getByRole('link', { name: `Delete: ${title}` }).click();
      await expect(page.getByText(`Delete the album, with all its photos, “${title}”? This cannot be undone.`)).toBeVisible();
      await page.getByRole('button', { name: 'Yes, delete' }).click();
      await expect(page.getByRole('status')).toHaveText('Album deleted, with its photos');
      await expect(page.getByTestId('managed-item').filter({ hasText: title })).toHaveCount(0);
      expect((await request.get(`${backend.url}${keptSrc}`)).status()).toBe(404);
      expect((await request.get(`${backend.url}/gallery/${albumId}`)).status()).toBe(404);
    });
  });
}

test('while photos upload, each bar moves on its own, and leaving the page asks first @desktop', async ({ page }) => {
  await signInAsStaff(page, staffSiteURL);
  // Reached from the dashboard's menu, so the back button stays inside the app.
  await page.goto(`${staffSiteURL}/dashboard`);
  const menu = page.getByRole('navigation', { name: 'Dashboard menu' });
  // The add screens are folded under "Add new" (decision 0067).
  await menu.locator('summary', { hasText: 'Add new' }).click();
  await menu.locator('a[href="/dashboard/uploadimage"]').click();
  await expect(page).toHaveURL(/\/dashboard\/uploadimage$/);
  await expect(page.getByTestId('photo-uploader')).toHaveAttribute('data-enhanced', 'true');
  const title = uniqueName('Slow connection');
  await englishField(page, 'Album title').fill(title);
  // A slow upload (a village's mobile data, 100 KB a second) of photos of half a megabyte, so the upload is seen under way.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 50, downloadThroughput: 500_000, uploadThroughput: 100_000 });
  const grainy = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .jpeg({ quality: 90 })
    .toBuffer();
  await page.getByLabel(/^Photos/).setInputFiles(['slow-1.jpg', 'slow-2.jpg'].map((name) => ({ name, mimeType: 'image/jpeg', buffer: grainy })));
  await page.getByRole('button', { name: 'Upload photos' }).click();

  const rows = page.getByTestId('upload-file');
  await expect(page.getByRole('heading', { name: `Uploading to “${title}”` })).toBeVisible();
  await expect(rows.first()).toHaveAttribute('data-status', 'sending');
  await expect(rows.nth(1)).toHaveAttribute('data-status', 'waiting');
  // Part of the first photo has gone, not all of it.
  await expect
    .poll(() =>
      rows
        .first()
        .locator('progress')
        .evaluate((bar: HTMLProgressElement) => bar.value > 0 && bar.value < bar.max),
    )
    .toBe(true);
  await expect(rows.first().getByTestId('upload-status')).toHaveText(/^Uploading… \d+%$/);

  // Closing or reloading the tab: the browser's question is asked (the event is cancelled).
  const asksBeforeUnload = () =>
    page.evaluate(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
  expect(await asksBeforeUnload()).toBe(true);
  // A link inside the dashboard: staff are asked, and staying keeps the uploads going.
  // Answered as it opens: the click waits for its navigation, which waits for the answer.
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Overview' }).first().click();
  const question = 'Photos are still uploading. Leave this page and stop the rest?';
  await expect.poll(() => asked).toEqual([question]);
  await expect(page).toHaveURL(/\/dashboard\/uploadimage$/);
  // The phone's back button too.
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.evaluate(() => history.back());
  await expect.poll(() => asked).toEqual([question, question]);
  await expect(page).toHaveURL(/\/dashboard\/uploadimage$/);
  await expect(rows.first()).toHaveAttribute('data-status', /sending|added/);

  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(page.getByTestId('upload-progress')).toHaveAttribute('data-finished', 'true', { timeout: 30_000 });
  await expect(page.locator('[data-status="added"]')).toHaveCount(2);
  // Once all are done, leaving asks nothing.
  expect(await asksBeforeUnload()).toBe(false);
});

test('SPEC.md’s /uploadimage leads to the upload screen, for good, keeping its query @desktop', async ({ request }) => {
  const answer = await request.get(`${staffSiteURL}/uploadimage?album=3`, { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(answer.headers()['location']).toBe('/dashboard/uploadimage?album=3');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('one photo makes a new album, and the album is arranged with plain forms @desktop', async ({ page }) => {
    await signInAsStaff(page, staffSiteURL);
    await page.goto(`${staffSiteURL}/dashboard/uploadimage`);
    const title = uniqueName('Assembly');
    await englishField(page, 'Album title').fill(title);
    await page.getByLabel('Day of the photos').fill('2026-11-14');
    await page.getByLabel(/^Photos/).setInputFiles({ name: 'assembly.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() });
    await page.getByRole('button', { name: 'Upload photos' }).click();
    await expect(page.getByRole('status')).toHaveText('Photo uploaded successfully');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('album-photo')).toHaveCount(1);

    // A second photo into the same album, chosen from the list.
    await page.getByRole('link', { name: 'Add photos to this album' }).click();
    await expect(page.getByRole('combobox', { name: 'Album' })).toHaveValue(/^\d+$/);
    await page.getByLabel(/^Photos/).setInputFiles({ name: 'assembly-2.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto('#0f766e') });
    await page.getByRole('button', { name: 'Upload photos' }).click();
    await expect(page.getByTestId('album-photo')).toHaveCount(2);
    await page.getByRole('button', { name: 'Move earlier: Photo 2' }).click();
    await expect(page.getByRole('status')).toHaveText('Order saved');
    await page.getByRole('button', { name: 'Use as cover: Photo 2' }).click();
    await expect(page.getByTestId('album-photo').nth(1).getByTestId('cover-badge')).toBeVisible();
  });

  test('a file that is not a photo is refused under the picker, keeping the album’s title, and makes no album @desktop', async ({ page, request }) => {
    await signInAsStaff(page, staffSiteURL);
    await page.goto(`${staffSiteURL}/dashboard/uploadimage`);
    const title = uniqueName('Refused');
    await englishField(page, 'Album title').fill(title);
    await page.getByLabel(/^Photos/).setInputFiles(notAPhoto);
    await page.getByRole('button', { name: 'Upload photos' }).click();
    await expect(page.getByRole('alert')).toHaveText('This file is not a photo we can read. Please choose a JPEG, PNG or WebP image.');
    await expect(englishField(page, 'Album title')).toHaveValue(title);
    const albums = (await (await request.get(`${staffSiteURL}/api/albums`)).json()).data as { title: string }[];
    expect(albums.map((album) => album.title)).not.toContain(title);
  });
});
