import type { ImageOwnerTable } from '~/modules/images/image-owners.server';
import type { TestSite } from './databases';
import { testJpeg, uploadedFile, variantFiles } from './images';

/** A row's photo as the tests compare it: its image row (as `imageRows` reads it) and its files. */
export interface OwnedPhoto {
  image: { id: number; key: string; variantWidths: string };
  files: string[];
}

/**
 * What the tests of the kinds that own a photo (events, faculty, toppers, testimonials, the
 * gallery) do alike. Each adds its rows with its own module's functions; these hand it the
 * uploads, read back the photo a row owns, and make the next delete of a photo fail.
 */
export interface PhotoOwnerTools {
  /** A JPEG upload waiting where the multipart reader leaves it (see `testJpeg`). */
  upload(background?: string, width?: number, height?: number): Promise<string>;
  /** An upload that is not a photo, which an add or an edit refuses as the wrong type. */
  notAPhoto(): Promise<string>;
  /** The photo that row `id` of `table` owns. */
  photoOf(table: ImageOwnerTable, id: number): Promise<OwnedPhoto>;
  /** Makes the next delete of this image fail inside the transaction: another row still uses it. */
  shareImage(imageId: number): Promise<void>;
}

export function photoOwnerTools(site: TestSite): PhotoOwnerTools {
  return {
    upload: async (background, width, height) => uploadedFile(site.uploadsDir, await testJpeg(background, width, height)),
    notAPhoto: () => uploadedFile(site.uploadsDir, Buffer.from('not a photo at all')),
    async photoOf(table, id) {
      const { imageId } = await site.db.selectFrom(table).select('imageId').where('id', '=', id).executeTakeFirstOrThrow();
      if (imageId === null) throw new Error(`${table} ${id} has no photo`);
      const image = await site.db.selectFrom('images').select(['id', 'key', 'variantWidths']).where('id', '=', imageId).executeTakeFirstOrThrow();
      return { image, files: variantFiles(image) };
    },
    async shareImage(imageId) {
      await site.db
        .insertInto('galleryPhotos')
        .values({ title: 'Borrowed', description: '', imageId, createdAt: 'x', updatedAt: 'x' })
        .execute();
    },
  };
}
