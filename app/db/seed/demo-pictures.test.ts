import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { facilityPictures } from '~/content/facilities';
import { localFileStore } from '~/lib/file-store/local-file-store.server';
import { imagesDir, variantFileName, variantWidths, writeImageFiles } from '~/modules/images/images.server';
import { createTestEnvironment, type TestEnvironment } from '~/test/databases';
import { demoAlbums, demoEvents } from './demo-content';
import { demoFaculty, demoTestimonials, demoToppers } from './demo-people';
import { svgToJpeg } from './demo-images.server';
import { portraitSvg } from './demo-portraits';
import { eventScene, galleryPhotoScene, sceneSvg } from './demo-scenes';
import { seedDemoContent } from './seed.server';

const sha = (bytes: Buffer | string) => crypto.createHash('sha256').update(bytes).digest('hex');

/**
 * What a drawing is once its colours and positions are forgotten: two pictures with the same
 * outline are the same picture repainted or moved (the old seed's one house in six colours).
 */
const outline = (svg: string) => svg.replace(/#[0-9a-f]{3,8}\b|hsl\([^)]*\)/gi, 'C').replace(/-?\d+(\.\d+)?/g, '0');

const galleryTitles = demoAlbums.flatMap((album) => album.photos.map((photo) => photo.title));

describe('the demo pictures (issue 18)', () => {
  let env: TestEnvironment;
  afterEach(async () => {
    await env?.cleanup();
  });

  it('stores a different picture for every gallery photo and event, and every facility has its own drawing', async () => {
    env = await createTestEnvironment('sqlite');
    const { db } = await env.open();
    expect(await seedDemoContent(db, env.files)).toBe(true);

    const largest = async (imageId: number) => {
      const image = await db.selectFrom('images').select(['key', 'variantWidths']).where('id', '=', imageId).executeTakeFirstOrThrow();
      const widths = (image.variantWidths.match(/\d+/g) ?? []).map(Number).filter((w) => (variantWidths as readonly number[]).includes(w));
      return fs.readFileSync(path.join(imagesDir(env.config.uploadsDir), `${image.key}-${Math.max(...widths)}.webp`));
    };
    const photos = await db.selectFrom('galleryPhotos').select(['title', 'imageId']).execute();
    const events = await db.selectFrom('events').select(['title', 'imageId']).execute();
    expect(photos).toHaveLength(galleryTitles.length);
    expect(events).toHaveLength(demoEvents.length);
    const hashes = new Map<string, string>();
    for (const { title, imageId } of [...photos, ...events]) {
      const hash = sha(await largest(imageId));
      expect(hashes.get(hash), `${title} has the same picture as ${hashes.get(hash)}`).toBeUndefined();
      hashes.set(hash, title);
    }

    // And each is the scene drawn for its title, through the same upload path (not some other distinct picture).
    const expected = localFileStore(path.join(env.config.dataDir, 'expected'));
    for (const { title, imageId } of photos) {
      const files = await writeImageFiles(expected, await svgToJpeg(sceneSvg(galleryPhotoScene(title))));
      const largestExpected = path.join(env.config.dataDir, 'expected', variantFileName(files.key, Math.max(...files.variantWidths)));
      expect(sha(await largest(imageId)), title).toBe(sha(fs.readFileSync(largestExpected)));
    }

    const facilityFiles = Object.values(facilityPictures).flat();
    const facilityHashes = facilityFiles.map((scene) => sha(fs.readFileSync(path.resolve(import.meta.dirname, `../../../public/images/facilities/${scene}.svg`))));
    expect(new Set(facilityHashes).size).toBe(facilityFiles.length);
  });

  it('draws each gallery photo and event from its own scene, not one scene repainted', () => {
    const scenes = [...galleryTitles.map(galleryPhotoScene), ...demoEvents.map((event) => eventScene(event.title))];
    expect(new Set(scenes).size).toBe(scenes.length);
    const outlines = scenes.map((scene) => outline(sceneSvg(scene)));
    expect(new Set(outlines).size).toBe(outlines.length);
  });

  it('refuses a demo title it has no picture for, so a new item cannot borrow another’s', () => {
    expect(() => galleryPhotoScene('A photo nobody drew')).toThrow(/No demo picture/);
  });

  it('draws the same portrait for the same person every time, and a different one for each person', async () => {
    const names = [...demoFaculty, ...demoToppers, ...demoTestimonials].map((person) => person.name);
    for (const name of names) expect(portraitSvg(name)).toBe(portraitSvg(name));
    expect(sha(await svgToJpeg(portraitSvg(names[0]!)))).toBe(sha(await svgToJpeg(portraitSvg(names[0]!))));
    expect(new Set(names.map((name) => sha(portraitSvg(name)))).size).toBe(names.length);
    expect(new Set(names.map((name) => outline(portraitSvg(name)))).size).toBeGreaterThan(3);
  });
});
