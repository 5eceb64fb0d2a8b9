import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { uploadTempDir } from './lib/multipart.server';
import { imagesDir } from './modules/images/images.server';
import { countNotices } from './modules/notices/notices.server';
import { getSiteSettings } from './modules/settings/settings.server';
import { prepareApp } from './startup.server';
import { createTestEnvironment, testDialects, type TestEnvironment } from './test/databases';
import { demoNotices } from './db/seed/demo-content';

describe.each(testDialects)('start-up on %s', (dialect) => {
  let env: TestEnvironment;
  afterEach(async () => {
    await env.cleanup();
  });

  it('migrates an empty database, seeds the demo content once, and never again', async () => {
    env = await createTestEnvironment(dialect, { SEED_DEMO: '1' });
    const first = await prepareApp(env.config);
    expect(await countNotices(first.db)).toBe(demoNotices.length);
    const settings = await getSiteSettings(first.db);
    expect(settings.showsDemoContent).toBe(true);
    expect(settings.phones.length).toBe(3);

    // Every seeded image went through the upload path: its files are on disk under its key.
    const images = await first.db.selectFrom('images').select(['key', 'variantWidths']).execute();
    expect(images.length).toBeGreaterThan(20);
    const files = new Set(fs.readdirSync(imagesDir(env.config.uploadsDir)));
    for (const image of images) {
      for (const width of image.variantWidths.split(',')) expect(files.has(`${image.key}-${width}.webp`)).toBe(true);
    }
    const photos = await first.db.selectFrom('galleryPhotos').select('id').execute();

    // Staff delete every notice; a restart must not bring the demo back.
    await first.db.deleteFrom('notices').execute();
    await first.close();

    const second = await prepareApp(env.config);
    expect(await countNotices(second.db)).toBe(0);
    expect(await second.db.selectFrom('galleryPhotos').select('id').execute()).toEqual(photos);
    expect(fs.readdirSync(imagesDir(env.config.uploadsDir)).length).toBe(files.size);
    await second.close();
  });

  it('leaves the database empty with SEED_DEMO=0', async () => {
    env = await createTestEnvironment(dialect, { SEED_DEMO: '0' });
    const database = await prepareApp(env.config);
    expect(await countNotices(database.db)).toBe(0);
    expect((await getSiteSettings(database.db)).schoolName).toBe('Our School');
    await database.close();
  });

  it('removes temporary upload files a crash left behind, and keeps one still arriving', async () => {
    env = await createTestEnvironment(dialect, { SEED_DEMO: '0' });
    const tmp = uploadTempDir(env.config.uploadsDir);
    fs.mkdirSync(tmp, { recursive: true });
    fs.writeFileSync(path.join(tmp, 'upload-crashed'), 'half a photo');
    fs.writeFileSync(path.join(tmp, 'upload-arriving'), 'another server is receiving this one');
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    fs.utimesSync(path.join(tmp, 'upload-crashed'), hourAgo, hourAgo);

    const database = await prepareApp(env.config);
    expect(fs.readdirSync(tmp)).toEqual(['upload-arriving']);
    await database.close();
  });
});
