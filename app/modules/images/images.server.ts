import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { storedFolders, type FileStore } from '~/lib/file-store/file-store.server';
import type { Kysely, Transaction } from 'kysely';
import sharp from 'sharp';
import { nowIso } from '~/db/database.server';
import type { Database, Image } from '~/db/schema';
import { rule, type RuleMessage } from '~/i18n/rules';
import { Refusal } from '~/lib/refusal';
import { removeUnownedFiles, type LeftoverAge } from '~/lib/file-age.server';

/**
 * The one path every image takes, whether a member of staff uploads it or the demo seed makes it:
 * read by its bytes, re-encoded to WebP variants with all metadata (EXIF, GPS) dropped, stored under a
 * random name in the file store (a folder of DATA_DIR or a bucket; each write durable), and only then
 * given its database row.
 */

/** Widths offered to browsers through srcset; an image is never enlarged past its own width. */
export const variantWidths = [320, 640, 768, 960, 1280, 1920] as const;
/** sharp names AVIF and HEIC both 'heif'; `checkImageFormat` tells them apart by compression. */
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'heif']);
const maxInputPixels = 50_000_000;
// libvips keeps up to 20 input files open by default; an uploaded original is deleted as soon as it
// is read, and its disk space would stay taken while libvips held it open.
sharp.cache({ files: 0 });

/** A file too large, or not a picture we take, with a message for the person who chose it (413 or 415 at the edge). */
export class ImageRejectedError extends Refusal {
  constructor(message: RuleMessage, kind: 'too-large' | 'wrong-type') {
    super(kind, message);
    this.name = 'ImageRejectedError';
  }
}

export interface StoredImageFiles {
  key: string;
  width: number;
  height: number;
  variantWidths: number[];
}

/** Where the local file store keeps images (tests look there). */
export function imagesDir(uploadsDir: string): string {
  return path.join(uploadsDir, 'images');
}

/** A variant's name in the file store. */
export function variantFileName(key: string, width: number): string {
  return `${storedFolders.images}${key}-${width}.webp`;
}

/**
 * Decides from the bytes' own description whether this is a photo we store. Never SVG (it can carry
 * script), GIF, TIFF, PDF, text or anything else, whatever the file's name or declared type says.
 */
export function checkImageFormat(metadata: Pick<sharp.Metadata, 'format' | 'compression' | 'width' | 'height'>): void {
  if (!metadata.format || !acceptedFormats.has(metadata.format)) {
    throw new ImageRejectedError(rule('image.notPhoto'), 'wrong-type');
  }
  if (metadata.format === 'heif' && metadata.compression !== 'av1') {
    // HEIC (HEVC inside HEIF) is patent-encumbered and the image library shipped with sharp cannot decode it.
    throw new ImageRejectedError(rule('image.heic'), 'wrong-type');
  }
  if (metadata.width * metadata.height > maxInputPixels) {
    throw new ImageRejectedError(rule('image.tooManyPixels', { megapixels: maxInputPixels / 1_000_000 }), 'too-large');
  }
}

/** Re-encodes an image into its WebP variants on disk. Throws ImageRejectedError for what is not a photo. */
export async function writeImageFiles(files: FileStore, input: Buffer): Promise<StoredImageFiles> {
  return writeVariants(files, input);
}

/**
 * The same for an uploaded file (the temporary file `parseMultipartUpload` wrote), read from disk
 * so the photo is never held whole in memory twice. The temporary file is left for its owner to remove.
 */
export async function writeUploadedImageFiles(files: FileStore, tempPath: string): Promise<StoredImageFiles> {
  return writeVariants(files, tempPath);
}

async function writeVariants(files: FileStore, source: Buffer | string): Promise<StoredImageFiles> {
  const open = () => sharp(source, { limitInputPixels: maxInputPixels, failOn: 'error' });
  let metadata: sharp.Metadata;
  try {
    metadata = await open().metadata();
  } catch {
    throw new ImageRejectedError(rule('image.unreadable'), 'wrong-type');
  }
  checkImageFormat(metadata);

  // Orientation from EXIF is applied to the pixels before the metadata is dropped.
  const oriented = open().autoOrient();
  const { width, height } = metadata.autoOrient;
  // Every offered width below the photo's own, then the largest it can have (its own, or 1920 at most).
  const largestWidth = Math.min(width, variantWidths[variantWidths.length - 1]);
  const widths: number[] = variantWidths.filter((w) => w < largestWidth);
  widths.push(largestWidth);

  const key = crypto.randomBytes(16).toString('hex');
  const written: number[] = [];
  try {
    for (const w of widths) {
      let bytes: Buffer;
      try {
        // No withMetadata(): sharp writes no EXIF, XMP, IPTC or ICC block unless asked to.
        bytes = await oriented.clone().resize({ width: w, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
      } catch {
        // A header that reads but pixels that do not: a damaged or cut-off file.
        throw new ImageRejectedError(rule('image.damaged'), 'wrong-type');
      }
      await files.write(variantFileName(key, w), bytes, 'image/webp');
      written.push(w);
    }
  } catch (error) {
    await removeImageFiles(files, { key, variantWidths: written });
    throw error;
  }
  const largest = widths[widths.length - 1];
  return { key, width: largest, height: Math.round((height * largest) / width), variantWidths: widths };
}

export async function removeImageFiles(files: FileStore, image: { key: string; variantWidths: number[] | string }): Promise<void> {
  const widths = typeof image.variantWidths === 'string' ? parseWidths(image.variantWidths) : image.variantWidths;
  await Promise.all(widths.map((w) => files.remove(variantFileName(image.key, w))));
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
  files: FileStore,
  input: Buffer,
  insert: (trx: Transaction<Database>, imageId: number) => Promise<T>,
): Promise<T> {
  const stored = await writeImageFiles(files, input);
  try {
    return await db.transaction().execute(async (trx) => insert(trx, await insertImageRow(trx, stored)));
  } catch (error) {
    await removeImageFiles(files, stored);
    throw error;
  }
}

/**
 * `insertWithImage` for an upload: the photo is read from the temporary file `parseMultipartUpload`
 * wrote, and that file (the original, with its EXIF and GPS) is removed whatever happens.
 */
export async function insertWithUploadedImage<T>(
  db: Kysely<Database>,
  files: FileStore,
  tempPath: string,
  insert: (trx: Transaction<Database>, imageId: number) => Promise<T>,
): Promise<T> {
  try {
    const stored = await writeUploadedImageFiles(files, tempPath);
    try {
      return await db.transaction().execute(async (trx) => insert(trx, await insertImageRow(trx, stored)));
    } catch (error) {
      await removeImageFiles(files, stored);
      throw error;
    }
  } finally {
    await fs.rm(tempPath, { force: true });
  }
}

/**
 * For content whose photo is optional (faculty, toppers, testimonials): with an upload it is
 * `insertWithUploadedImage`; without one the row is written alone, with no image.
 */
export async function insertWithOptionalUploadedImage<T>(
  db: Kysely<Database>,
  files: FileStore,
  tempPath: string | undefined,
  insert: (trx: Transaction<Database>, imageId: number | null) => Promise<T>,
): Promise<T> {
  if (tempPath) return insertWithUploadedImage(db, files, tempPath, insert);
  return db.transaction().execute((trx) => insert(trx, null));
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

/** The names of every image file a row owns: what the leftover sweep keeps and a backup must hold. */
export async function ownedImageFileNames(db: Kysely<Database>): Promise<Set<string>> {
  const rows = await db.selectFrom('images').select(['key', 'variantWidths']).execute();
  return new Set(rows.flatMap((r) => parseWidths(r.variantWidths).map((w) => variantFileName(r.key, w))));
}

/**
 * Half-written files (`.tmp-*`, a crash inside a local write) and image files that no row owns (a
 * crash between writing the files and committing the row, or after a delete's commit), for
 * app/leftover-files.server.ts. `olderThanMs: 0` removes them all (at start-up no upload can be
 * between its files and its row); a running server passes an age no upload in flight can reach.
 */
export async function removeOrphanImageFiles(db: Kysely<Database>, files: FileStore, age: LeftoverAge): Promise<number> {
  return removeUnownedFiles(files, storedFolders.images, () => ownedImageFileNames(db), age);
}
