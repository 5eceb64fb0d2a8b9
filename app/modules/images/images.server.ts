import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely, Transaction } from 'kysely';
import sharp from 'sharp';
import { nowIso } from '~/db/database.server';
import type { Database, Image } from '~/db/schema';

/**
 * The one path every image takes, whether a member of staff uploads it or the demo seed makes it:
 * read by its bytes, re-encoded to WebP variants with all metadata (EXIF, GPS) dropped, written to a
 * temporary file, fsynced, renamed to a random name, and only then given its database row.
 */

/** Widths offered to browsers through srcset; an image is never enlarged past its own width. */
export const variantWidths = [320, 640, 960, 1280, 1920] as const;
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'gif', 'tiff']);
const maxInputPixels = 50_000_000;

export class ImageRejectedError extends Error {
  constructor(
    message: string,
    readonly status: 413 | 415,
  ) {
    super(message);
    this.name = 'ImageRejectedError';
  }
}

export interface StoredImageFiles {
  key: string;
  width: number;
  height: number;
  variantWidths: number[];
}

export function imagesDir(uploadsDir: string): string {
  return path.join(uploadsDir, 'images');
}

function variantFile(uploadsDir: string, key: string, width: number): string {
  return path.join(imagesDir(uploadsDir), `${key}-${width}.webp`);
}

/** Writes bytes so that a crash leaves either nothing under the final name or the whole file. */
async function writeDurably(finalPath: string, bytes: Buffer): Promise<void> {
  const temporary = path.join(path.dirname(finalPath), `.tmp-${crypto.randomBytes(8).toString('hex')}`);
  const handle = await fs.open(temporary, 'wx', 0o640);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await fs.rename(temporary, finalPath);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}

/** Re-encodes an image into its WebP variants on disk. Throws ImageRejectedError for what is not a photo. */
export async function writeImageFiles(uploadsDir: string, input: Buffer): Promise<StoredImageFiles> {
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: maxInputPixels }).metadata();
  } catch {
    throw new ImageRejectedError('This file is not a photo we can read. Please choose a JPEG, PNG or WebP image.', 415);
  }
  if (!metadata.format || !acceptedFormats.has(metadata.format)) {
    throw new ImageRejectedError('Only photos can be uploaded (JPEG, PNG, WebP, AVIF or HEIC).', 415);
  }

  // Orientation from EXIF is applied to the pixels before the metadata is dropped.
  const oriented = sharp(input, { limitInputPixels: maxInputPixels }).autoOrient();
  const { width, height } = metadata.autoOrient;
  const widths: number[] = variantWidths.filter((w) => w < width);
  widths.push(Math.min(width, variantWidths[variantWidths.length - 1]));

  const key = crypto.randomBytes(16).toString('hex');
  await fs.mkdir(imagesDir(uploadsDir), { recursive: true });
  const written: number[] = [];
  try {
    for (const w of widths) {
      const bytes = await oriented.clone().resize({ width: w, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
      await writeDurably(variantFile(uploadsDir, key, w), bytes);
      written.push(w);
    }
  } catch (error) {
    await removeImageFiles(uploadsDir, { key, variantWidths: written });
    throw error;
  }
  const largest = widths[widths.length - 1];
  return { key, width: largest, height: Math.round((height * largest) / width), variantWidths: widths };
}

export async function removeImageFiles(
  uploadsDir: string,
  image: { key: string; variantWidths: number[] | string },
): Promise<void> {
  const widths = typeof image.variantWidths === 'string' ? parseWidths(image.variantWidths) : image.variantWidths;
  await Promise.all(widths.map((w) => fs.rm(variantFile(uploadsDir, image.key, w), { force: true })));
}

function parseWidths(value: string): number[] {
  return value
    .split(',')
    .map((w) => Number.parseInt(w, 10))
    .filter((w) => Number.isFinite(w));
}

/** The row that owns an image's files; call inside the transaction that writes the content using it. */
export async function insertImageRow(trx: Transaction<Database>, files: StoredImageFiles, now = new Date()): Promise<number> {
  const row = await trx
    .insertInto('images')
    .values({
      key: files.key,
      width: files.width,
      height: files.height,
      variantWidths: files.variantWidths.join(','),
      createdAt: nowIso(now),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Stores an image and, in one transaction, its row and the row that uses it.
 * If the transaction fails, the files are removed: no file without its row, no row without its file.
 */
export async function insertWithImage<T>(
  db: Kysely<Database>,
  uploadsDir: string,
  input: Buffer,
  insert: (trx: Transaction<Database>, imageId: number) => Promise<T>,
): Promise<T> {
  const files = await writeImageFiles(uploadsDir, input);
  try {
    return await db.transaction().execute(async (trx) => insert(trx, await insertImageRow(trx, files)));
  } catch (error) {
    await removeImageFiles(uploadsDir, files);
    throw error;
  }
}

/** What a page needs to show an image without layout shift. */
export interface ImageSource {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

export function imageUrl(key: string, width: number): string {
  return `/uploads/images/${key}-${width}.webp`;
}

export function toImageSource(image: Pick<Image, 'key' | 'width' | 'height' | 'variantWidths'>): ImageSource {
  const widths = parseWidths(image.variantWidths);
  const middle = widths.find((w) => w >= 640) ?? widths[widths.length - 1];
  return {
    src: imageUrl(image.key, middle),
    srcSet: widths.map((w) => `${imageUrl(image.key, w)} ${w}w`).join(', '),
    width: image.width,
    height: image.height,
  };
}

/**
 * Start-up clean-up: temporary files left by a crash, and image files that no row owns
 * (a process killed between writing the files and committing the row).
 */
export async function removeOrphanImageFiles(
  db: Kysely<Database>,
  uploadsDir: string,
  // Another app server sharing the folder may be between writing a file and committing its row.
  { olderThanMs = 15 * 60 * 1000, now = Date.now() }: { olderThanMs?: number; now?: number } = {},
): Promise<number> {
  const dir = imagesDir(uploadsDir);
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return 0;
  }
  const rows = await db.selectFrom('images').select(['key', 'variantWidths']).execute();
  const owned = new Set(rows.flatMap((r) => parseWidths(r.variantWidths).map((w) => `${r.key}-${w}.webp`)));
  let removed = 0;
  for (const name of names) {
    if (owned.has(name)) continue;
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat || now - stat.mtimeMs < olderThanMs) continue;
    await fs.rm(file, { force: true, recursive: true });
    removed += 1;
  }
  return removed;
}
