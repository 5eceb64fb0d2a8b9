import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { testDialects, testSite } from '~/test/databases';
import { parseMultipartUpload, uploadTempDir } from '~/lib/multipart.server';
import { acceptedImageTypes, maxImageBytes } from './image-limits';
import {
  checkImageFormat,
  ImageRejectedError,
  imagesDir,
  insertWithImage,
  insertWithUploadedImage,
  removeOrphanImageFiles,
  toImageSource,
  writeImageFiles,
  writeUploadedImageFiles,
} from './images.server';
import { saidRefusal, saidRejection, saidThrown } from '~/test/rules';
import { testJpeg } from '~/test/images';

/** A camera-like JPEG carrying an author and a GPS position in its EXIF block. */
async function photoWithLocation(width = 1600, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withExif({
      IFD0: { Artist: 'secret-camera-owner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 36/1 33/1', GPSLongitudeRef: 'E', GPSLongitude: '85/1 8/1 15/1' },
    })
    .toBuffer();
}

describe.each(testDialects)('images on %s', (dialect) => {
  const site = testSite(dialect);

  const storedFiles = () => (fs.existsSync(imagesDir(site.uploadsDir)) ? fs.readdirSync(imagesDir(site.uploadsDir)).sort() : []);

  it('gives a photo wider than the largest variant each width once, the largest at 1920', async () => {
    const files = await writeImageFiles(site.files, await testJpeg('#446688', 2400, 1600));
    expect(files.variantWidths).toEqual([320, 640, 768, 960, 1280, 1920]);
    expect(files).toMatchObject({ width: 1920, height: 1280 });
    expect(storedFiles()).toEqual(files.variantWidths.map((w) => `${files.key}-${w}.webp`).sort());
  });

  it('re-encodes a photo to WebP variants without its EXIF or GPS data', async () => {
    const input = await photoWithLocation();
    expect((await sharp(input).metadata()).exif).toBeDefined();

    const files = await writeImageFiles(site.files, input);
    expect(files.variantWidths).toEqual([320, 640, 768, 960, 1280, 1600]);
    expect(files.width).toBe(1600);
    expect(files.height).toBe(1200);
    for (const width of files.variantWidths) {
      const bytes = fs.readFileSync(path.join(imagesDir(site.uploadsDir), `${files.key}-${width}.webp`));
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.width).toBe(width);
      expect(metadata.exif).toBeUndefined();
      expect(bytes.includes(Buffer.from('secret-camera-owner'))).toBe(false);
    }
  });

  it('turns a phone photo upright by its EXIF orientation before dropping the EXIF', async () => {
    // Phones store portrait photos as landscape pixels plus "rotate 90°" (orientation 6).
    const sideways = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#a33' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const files = await writeImageFiles(site.files, sideways);
    expect([files.width, files.height]).toEqual([600, 800]);
    const stored = await sharp(path.join(imagesDir(site.uploadsDir), `${files.key}-600.webp`)).metadata();
    expect([stored.width, stored.height, stored.orientation]).toEqual([600, 800, undefined]);
  });

  it('never enlarges a small picture', async () => {
    const small = await sharp({ create: { width: 500, height: 250, channels: 3, background: '#fff' } }).png().toBuffer();
    const files = await writeImageFiles(site.files, small);
    expect(files.variantWidths).toEqual([320, 500]);
    expect(toImageSource({ ...files, variantWidths: files.variantWidths.join(',') })).toEqual({
      src: `/uploads/images/${files.key}-500.webp`,
      srcSet: `/uploads/images/${files.key}-320.webp 320w, /uploads/images/${files.key}-500.webp 500w`,
      width: 500,
      height: 250,
    });
  });

  it('refuses what is not a photo, by its bytes, and leaves nothing behind', async () => {
    const disguised = Buffer.from('just some text pretending to be a .jpg');
    await expect(writeImageFiles(site.files, disguised)).rejects.toMatchObject({ kind: 'wrong-type' });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    await expect(writeImageFiles(site.files, svg)).rejects.toBeInstanceOf(ImageRejectedError);
    expect(storedFiles()).toEqual([]);
  });

  it('removes the files when the row that uses them cannot be written', async () => {
    const input = await photoWithLocation(800, 600);
    await expect(
      insertWithImage(site.db, site.files, input, async (trx, imageId) => {
        await trx
          .insertInto('galleryPhotos')
          .values({ title: 'ok', description: '', imageId, createdAt: 'now', updatedAt: 'now' })
          .execute();
        throw new Error('the second write fails');
      }),
    ).rejects.toThrow('the second write fails');
    expect(storedFiles()).toEqual([]);
    expect(await site.db.selectFrom('images').selectAll().execute()).toEqual([]);
    expect(await site.db.selectFrom('galleryPhotos').selectAll().execute()).toEqual([]);
  });

  it('keeps the files and rows of a successful write together', async () => {
    const photoId = await insertWithImage(site.db, site.files, await photoWithLocation(800, 600), async (trx, imageId) => {
      const row = await trx
        .insertInto('galleryPhotos')
        .values({ title: 'Assembly', description: '', imageId, createdAt: 'now', updatedAt: 'now' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
    const image = await site.db
      .selectFrom('galleryPhotos')
      .innerJoin('images', 'images.id', 'galleryPhotos.imageId')
      .select(['images.key', 'images.variantWidths'])
      .where('galleryPhotos.id', '=', photoId)
      .executeTakeFirstOrThrow();
    expect(storedFiles()).toEqual(image.variantWidths.split(',').map((w) => `${image.key}-${w}.webp`).sort());
  });

  it('removes half-written and unowned files older than the age it is given, every one with age 0, and keeps owned ones', async () => {
    await insertWithImage(site.db, site.files, await photoWithLocation(400, 300), async () => undefined);
    const owned = storedFiles();
    const dir = imagesDir(site.uploadsDir);
    fs.writeFileSync(path.join(dir, '.tmp-crashed-upload'), 'half a file');
    fs.writeFileSync(path.join(dir, 'deadbeef-320.webp'), 'orphan');
    fs.writeFileSync(path.join(dir, 'cafe-320.webp'), 'written a moment ago, its row not yet committed');
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    fs.utimesSync(path.join(dir, '.tmp-crashed-upload'), old, old);
    fs.utimesSync(path.join(dir, 'deadbeef-320.webp'), old, old);
    for (const name of owned) fs.utimesSync(path.join(dir, name), old, old);

    // A running server's sweep spares what may be an upload in flight.
    expect(await removeOrphanImageFiles(site.db, site.files, { olderThanMs: 60 * 60 * 1000 })).toBe(2);
    expect(storedFiles()).toEqual([...owned, 'cafe-320.webp'].sort());
    // At start-up nothing is in flight: every file no row owns goes.
    expect(await removeOrphanImageFiles(site.db, site.files, { olderThanMs: 0 })).toBe(1);
    expect(storedFiles()).toEqual(owned);
  });

  describe('from an upload', () => {
    const svgWithScript = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';

    /** What the dashboard's form sends: a title and a photo, parsed as the upload route will. */
    async function upload(bytes: Buffer | string, name: string, type: string) {
      const form = new FormData();
      form.append('title', 'Sports day');
      form.append('photo', new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type }));
      const request = new Request('http://localhost/dashboard/uploadimage', { method: 'POST', body: form });
      return parseMultipartUpload(request, { uploadsDir: site.uploadsDir, maxFileBytes: maxImageBytes, fileFields: ['photo'], fileKind: 'photo' });
    }

    const tmpFiles = () => (fs.existsSync(uploadTempDir(site.uploadsDir)) ? fs.readdirSync(uploadTempDir(site.uploadsDir)) : []);
    const insertPhoto = async (trx: Parameters<Parameters<typeof insertWithImage>[3]>[0], imageId: number) => {
      const row = await trx
        .insertInto('galleryPhotos')
        .values({ title: 'Sports day', description: '', imageId, createdAt: 'now', updatedAt: 'now' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    };

    it('stores a camera JPEG with GPS as WebP variants without EXIF, and discards the original', async () => {
      const { files, cleanup } = await upload(await photoWithLocation(), 'IMG_2041.jpg', 'image/jpeg');
      const photoId = await insertWithUploadedImage(site.db, site.files, files.photo.path, insertPhoto);
      await cleanup();

      const image = await site.db
        .selectFrom('galleryPhotos')
        .innerJoin('images', 'images.id', 'galleryPhotos.imageId')
        .select(['images.key', 'images.variantWidths', 'images.width', 'images.height'])
        .where('galleryPhotos.id', '=', photoId)
        .executeTakeFirstOrThrow();
      expect(image).toMatchObject({ variantWidths: '320,640,768,960,1280,1600', width: 1600, height: 1200 });
      expect(storedFiles()).toEqual(image.variantWidths.split(',').map((w) => `${image.key}-${w}.webp`).sort());
      for (const name of storedFiles()) {
        const bytes = fs.readFileSync(path.join(imagesDir(site.uploadsDir), name));
        const metadata = await sharp(bytes).metadata();
        expect(metadata.format).toBe('webp');
        expect(metadata.exif).toBeUndefined();
        expect(metadata.xmp).toBeUndefined();
        expect(bytes.includes(Buffer.from('secret-camera-owner'))).toBe(false);
      }
      expect(tmpFiles()).toEqual([]);
    });

    it('refuses a text file named photo.jpg with 415, and stores nothing', async () => {
      const { files } = await upload('dear parents, this is not a photo', 'photo.jpg', 'image/jpeg');
      const error = await insertWithUploadedImage(site.db, site.files, files.photo.path, insertPhoto).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ImageRejectedError);
      expect(saidRefusal(error)).toMatchObject({
        kind: 'wrong-type',
        message: 'This file is not a photo we can read. Please choose a JPEG, PNG or WebP image.',
      });
      expect(storedFiles()).toEqual([]);
      expect(tmpFiles()).toEqual([]);
      expect(await site.db.selectFrom('images').selectAll().execute()).toEqual([]);
      expect(await site.db.selectFrom('galleryPhotos').selectAll().execute()).toEqual([]);
    });

    it('refuses an SVG carrying a script, even named and typed as a JPEG', async () => {
      const { files } = await upload(svgWithScript, 'cute-cat.jpg', 'image/jpeg');
      expect(await saidRejection(insertWithUploadedImage(site.db, site.files, files.photo.path, insertPhoto))).toMatchObject({
        kind: 'wrong-type',
        message: 'Only photos can be uploaded: JPEG, PNG, WebP or AVIF.',
      });
      expect(storedFiles()).toEqual([]);
      expect(tmpFiles()).toEqual([]);
      expect(await site.db.selectFrom('images').selectAll().execute()).toEqual([]);
    });

    it('refuses a GIF carrying a script, a GIF and a TIFF: only JPEG, PNG, WebP and AVIF pass', async () => {
      const pixels = sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a0' } });
      const gif = await pixels.clone().gif().toBuffer();
      const gifWithScript = Buffer.concat([gif, Buffer.from('<script>alert(document.cookie)</script>')]);
      for (const bytes of [gifWithScript, gif, await pixels.clone().tiff().toBuffer()]) {
        await expect(writeUploadedImageFiles(site.files, await tempFile(bytes))).rejects.toMatchObject({ kind: 'wrong-type' });
      }
      for (const bytes of [await pixels.clone().png().toBuffer(), await pixels.clone().webp().toBuffer(), await pixels.clone().avif().toBuffer()]) {
        const stored = await writeUploadedImageFiles(site.files, await tempFile(bytes));
        expect(stored).toMatchObject({ width: 40, height: 30, variantWidths: [40] });
      }
    });

    it('refuses a photo cut off half-way with 415, leaving no variant behind', async () => {
      const whole = await photoWithLocation(800, 600);
      const cut = whole.subarray(0, Math.floor(whole.length / 2));
      expect(await saidRejection(writeUploadedImageFiles(site.files, await tempFile(cut)))).toMatchObject({
        kind: 'wrong-type',
        message: 'This photo is damaged or incomplete. Please choose it again or pick another.',
      });
      expect(storedFiles()).toEqual([]);
    });

    it('removes the files and the temporary original when the row cannot be written', async () => {
      const { files } = await upload(await photoWithLocation(800, 600), 'IMG_1.jpg', 'image/jpeg');
      await expect(
        insertWithUploadedImage(site.db, site.files, files.photo.path, async (trx, imageId) => {
          await insertPhoto(trx, imageId);
          throw new Error('the second write fails');
        }),
      ).rejects.toThrow('the second write fails');
      expect(storedFiles()).toEqual([]);
      expect(tmpFiles()).toEqual([]);
      expect(await site.db.selectFrom('images').selectAll().execute()).toEqual([]);
      expect(await site.db.selectFrom('galleryPhotos').selectAll().execute()).toEqual([]);
    });

    async function tempFile(bytes: Buffer): Promise<string> {
      const dir = uploadTempDir(site.uploadsDir);
      fs.mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `upload-test-${Math.random().toString(16).slice(2)}`);
      fs.writeFileSync(file, bytes);
      return file;
    }
  });
});

describe('image format rules', () => {
  it('refuses HEIC (HEVC) photos, which sharp cannot decode, and accepts AVIF', () => {
    expect(saidThrown(() => checkImageFormat({ format: 'heif', compression: 'hevc', width: 4032, height: 3024 }))).toEqual(
      expect.objectContaining({ kind: 'wrong-type', message: expect.stringContaining('HEIC') }),
    );
    expect(() => checkImageFormat({ format: 'heif', compression: 'av1', width: 4032, height: 3024 })).not.toThrow();
  });

  it('refuses a picture of more than 50 megapixels with 413', () => {
    expect(() => checkImageFormat({ format: 'png', width: 10_000, height: 6_000 })).toThrow(expect.objectContaining({ kind: 'too-large' }));
    expect(() => checkImageFormat({ format: 'jpeg', width: 8_000, height: 6_000 })).not.toThrow();
  });

  it('tells forms the limit and the types to offer', () => {
    expect(maxImageBytes).toBe(10 * 1024 * 1024);
    expect(acceptedImageTypes).not.toMatch(/heic|svg|gif/);
  });
});
