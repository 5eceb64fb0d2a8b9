import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { staffAccount } from './support/site';
import { phonePhoto, staffSiteURL, uniqueName } from './support/staff';

/**
 * The one upload path for photos, through POST /api/photos: hard limits, the real type from the
 * bytes, metadata removed, and nothing left behind by a refusal or a delete.
 */
test.describe('photo uploads @desktop', () => {
  let staff: APIRequestContext;
  /** The album every photo of these tests goes into. */
  let albumId: string;
  test.beforeAll(async ({ playwright }) => {
    staff = await playwright.request.newContext({ baseURL: staffSiteURL });
    expect((await staff.post('/api/auth/login', { data: staffAccount })).status()).toBe(200);
    const album = await staff.post('/api/albums', { data: { title: uniqueName('Uploads'), heldOn: '2026-11-14' } });
    expect(album.status()).toBe(201);
    albumId = String((await album.json()).data.id);
  });
  test.afterAll(() => staff.dispose());

  const galleryTitles = async () => ((await (await staff.get('/api/photos')).json()).data as { title: string }[]).map((p) => p.title);
  const upload = (title: string, file: { name: string; mimeType: string; buffer: Buffer }) =>
    staff.post('/api/photos', { multipart: { albumId, title, photo: file } });

  test('a visitor cannot upload (401), and a page from another site cannot either (403)', async ({ playwright }) => {
    const visitor = await playwright.request.newContext({ baseURL: staffSiteURL });
    const photo = { name: 'a.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() };
    expect((await visitor.post('/api/photos', { multipart: { albumId, title: 'x', photo } })).status()).toBe(401);
    expect((await visitor.patch('/api/photos/1', { data: { title: 'x' } })).status()).toBe(401);
    expect((await visitor.delete('/api/photos/1')).status()).toBe(401);
    await visitor.dispose();
    const crossSite = await staff.post('/api/photos', { multipart: { albumId, title: 'x', photo }, headers: { Origin: 'https://evil.example' } });
    expect(crossSite.status()).toBe(403);
  });

  test('a photo over 10 MB is refused with 413 and a clear message', async () => {
    const title = uniqueName('Too big');
    const big = Buffer.alloc(10 * 1024 * 1024 + 1024, 0xff);
    const response = await upload(title, { name: 'big.jpg', mimeType: 'image/jpeg', buffer: big });
    expect(response.status()).toBe(413);
    expect((await response.json()).error.message).toBe('The photo is larger than 10 MB. Please choose a smaller one.');
    expect(await galleryTitles()).not.toContain(title);
  });

  test('a text file named .jpg and an SVG with a script are refused with 415', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');
    for (const file of [
      { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('just some words, not a photo') },
      { name: 'logo.jpg', mimeType: 'image/jpeg', buffer: svg },
      { name: 'logo.svg', mimeType: 'image/svg+xml', buffer: svg },
    ]) {
      const title = uniqueName('Disguised');
      const response = await upload(title, file);
      expect(response.status(), file.name).toBe(415);
      expect((await response.json()).error.message).toMatch(/JPEG, PNG/);
      expect(await galleryTitles()).not.toContain(title);
    }
  });

  test('a missing photo and album are both named (400)', async () => {
    const response = await staff.post('/api/photos', { multipart: { title: 'A title' } });
    expect(response.status()).toBe(400);
    expect((await response.json()).error.fields).toEqual({ albumId: 'Choose the album the photo goes in', photo: 'Choose a photo to upload.' });
  });

  test('the served image is WebP without EXIF or GPS, and its files go with its row', async () => {
    const title = uniqueName('Sports day');
    const created = await upload(title, { name: 'phone.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() });
    expect(created.status()).toBe(201);
    const { data } = await created.json();
    expect(data.title).toBe(title);
    const variants: string[] = data.image.srcSet.split(', ').map((entry: string) => entry.split(' ')[0]);
    for (const src of variants) {
      const served = await staff.get(src);
      expect(served.status()).toBe(200);
      const metadata = await sharp(await served.body()).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
    }

    const patched = await staff.patch(`/api/photos/${data.id}`, { data: { description: 'On the field' } });
    expect(patched.status()).toBe(200);
    expect((await patched.json()).data).toMatchObject({ title, description: 'On the field' });

    expect((await staff.delete(`/api/photos/${data.id}`)).status()).toBe(204);
    for (const src of variants) expect((await staff.get(src)).status()).toBe(404);
    expect((await staff.get(`/api/photos/${data.id}`)).status()).toBe(404);
    expect((await staff.delete(`/api/photos/${data.id}`)).status()).toBe(404);
  });
});
