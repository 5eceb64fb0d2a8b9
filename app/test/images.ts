import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Kysely } from 'kysely';
import type { Database } from '~/db/schema';
import type { FileStore } from '~/lib/file-store/file-store.server';
import { imagesDir, writeImageFiles, type StoredImageFiles } from '~/modules/images/images.server';

/**
 * Real images for tests of content that owns photos: a JPEG as a camera would give it, the files
 * on disk, and the image rows in the database.
 */

/** A plain JPEG; small by default so tests stay quick (variants 320 and 480). */
export function testJpeg(background = '#3366aa', width = 480, height = 360): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } }).jpeg().toBuffer();
}

/** Writes a JPEG's variants as an upload would, ready to hand to a replace function. */
export async function writeTestImage(files: FileStore, background = '#aa3366'): Promise<StoredImageFiles> {
  return writeImageFiles(files, await testJpeg(background));
}

/** An upload's temporary file, as the multipart reader leaves it for an add or an edit to take. */
export async function uploadedFile(uploadsDir: string, bytes: Buffer): Promise<string> {
  const dir = path.join(uploadsDir, 'tmp');
  await fsp.mkdir(dir, { recursive: true });
  const file = path.join(dir, `upload-${Math.random().toString(36).slice(2)}`);
  await fsp.writeFile(file, bytes);
  return file;
}

/** Every file in the images folder, sorted. */
export function filesOnDisk(uploadsDir: string): string[] {
  const dir = imagesDir(uploadsDir);
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

/** The file names an image's variants are stored under. */
export function variantFiles(image: { key: string; variantWidths: number[] | string }): string[] {
  const widths = typeof image.variantWidths === 'string' ? image.variantWidths.split(',').map(Number) : image.variantWidths;
  return widths.map((w) => `${image.key}-${w}.webp`).sort();
}

/** The image rows, oldest first: key and widths. */
export async function imageRows(db: Kysely<Database>): Promise<{ id: number; key: string; variantWidths: string }[]> {
  return db.selectFrom('images').select(['id', 'key', 'variantWidths']).orderBy('id').execute();
}
