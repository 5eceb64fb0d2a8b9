import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { uploadTempDir } from './lib/multipart.server';
import { resumesDir, submitApplication } from './modules/applications/applications.server';
import { imagesDir, insertWithImage } from './modules/images/images.server';
import { countNotices } from './modules/notices/notices.server';
import { getSiteSettings } from './modules/settings/settings.server';
import { prepareApp } from './startup.server';
import { createTestEnvironment, testDialects, type TestEnvironment } from './test/databases';
import { demoNotices } from './db/seed/demo-notices';

const pdf = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');

describe.each(testDialects)('start-up on %s', (dialect) => {
  let env: TestEnvironment;
  afterEach(async () => {
    await env.cleanup();
  });

  it('migrates an empty database, seeds the demo content once, and never again', async () => {
    env = await createTestEnvironment(dialect, { SEED_DEMO: '1' });
    const first = await prepareApp(env.config, env.files);
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

    const second = await prepareApp(env.config, env.files);
    expect(await countNotices(second.db)).toBe(0);
    expect(await second.db.selectFrom('galleryPhotos').select('id').execute()).toEqual(photos);
    expect(fs.readdirSync(imagesDir(env.config.uploadsDir)).length).toBe(files.size);
    await second.close();
  });

  it('deletes what the privacy policy keeps no longer, even after months switched off', async () => {
    env = await createTestEnvironment(dialect, { SEED_DEMO: '0' });
    const first = await prepareApp(env.config, env.files);
    const longAgo = new Date(Date.now() - 400 * 86_400_000).toISOString();
    await first.db
      .insertInto('enquiries')
      .values({ parentName: 'A Parent', childName: 'A Child', email: 'p@example.com', phone: '+919876543210', classSought: 'Year 1', message: '', status: 'new', createdAt: longAgo, updatedAt: longAgo })
      .execute();
    await first.close();
    const second = await prepareApp(env.config, env.files);
    expect(await second.db.selectFrom('enquiries').selectAll().execute()).toEqual([]);
    expect(await second.db.selectFrom('deletionLog').select(['kind', 'reason']).execute()).toEqual([{ kind: 'enquiry', reason: 'retention' }]);
    await second.close();
  });

  it('leaves the database empty with SEED_DEMO=0', async () => {
    env = await createTestEnvironment(dialect, { SEED_DEMO: '0' });
    const database = await prepareApp(env.config, env.files);
    expect(await countNotices(database.db)).toBe(0);
    expect((await getSiteSettings(database.db)).schoolName).toBe('Our School');
    await database.close();
  });

  it('removes every file a crash left, however fresh, and keeps the files that rows own', async () => {
    env = await createTestEnvironment(dialect, { SEED_DEMO: '0' });
    const { uploadsDir, dataDir } = env.config;
    const store = env.files;
    const first = await prepareApp(env.config, env.files);
    // One picture and one resume stored the normal way: their rows own their files.
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3366aa' } }).jpeg().toBuffer();
    await insertWithImage(first.db, store, photo, async () => undefined);
    const arrived = path.join(dataDir, 'arrived.pdf');
    fs.writeFileSync(arrived, pdf);
    await submitApplication(
      first.db,
      store,
      { name: 'Ravi Kumar', email: 'ravi@example.com', phone: '+919876543210', job: 'general', consent: true, submissionKey: null },
      { path: arrived, size: pdf.length, originalName: 'cv.pdf' },
    );
    await first.close();
    const ownedImages = fs.readdirSync(imagesDir(uploadsDir)).sort();
    const ownedResumes = fs.readdirSync(resumesDir(dataDir));
    expect(ownedImages.length).toBeGreaterThan(0);
    expect(ownedResumes).toHaveLength(1);

    // What kill -9 during uploads leaves, all of it written a moment ago.
    const tmp = uploadTempDir(uploadsDir);
    fs.mkdirSync(tmp, { recursive: true });
    fs.writeFileSync(path.join(tmp, 'upload-0123456789abcdef0123456789abcdef'), 'half a photo');
    fs.writeFileSync(path.join(imagesDir(uploadsDir), '.tmp-0123456789abcdef'), 'half a variant');
    fs.writeFileSync(path.join(imagesDir(uploadsDir), 'deadbeefdeadbeef-320.webp'), 'a variant whose row was never committed');
    fs.writeFileSync(path.join(resumesDir(dataDir), '0123456789abcdef0123456789abcdef.pdf'), pdf);

    const second = await prepareApp(env.config, env.files);
    expect(fs.readdirSync(tmp)).toEqual([]);
    expect(fs.readdirSync(imagesDir(uploadsDir)).sort()).toEqual(ownedImages);
    expect(fs.readdirSync(resumesDir(dataDir))).toEqual(ownedResumes);
    await second.close();
  });
});
