import { z } from 'zod';
import { rule } from '~/i18n/rules';
import { changeSchemaOf } from '~/lib/change-schema';
import { optionalText, translationText } from '~/lib/text-schema';

/**
 * Rules for a gallery photo's words and its album, shared by the staff forms, their actions and the
 * JSON API. Safe for the browser. The photo itself is checked by the images module. The fields' rules
 * carry no defaults (see changeSchemaOf).
 *
 * A photo's title may be left empty (decision 0064): thirty photos of one sports day come in at once,
 * and the album's title says what they show. Where a photo has none, its alternative text and caption
 * are the album's title and the photo's place in it.
 */
const albumMissing = rule('gallery.albumMissing');

const galleryFields = {
  title: optionalText(150, rule('common.notText'), rule('gallery.titleTooLong')),
  description: optionalText(1000, rule('gallery.descriptionNotText'), rule('gallery.descriptionTooLong')),
  /** The Hindi twins: optional; empty means none (null), decision 0052. */
  titleHi: translationText(150, rule('common.notText'), rule('gallery.titleHiTooLong')),
  descriptionHi: translationText(1000, rule('common.notText'), rule('gallery.descriptionHiTooLong')),
  /** The album the photo is in: a number from JSON, digits from a form. */
  albumId: z.union(
    [
      z.number().int(albumMissing).positive(albumMissing).max(2_147_483_647, albumMissing),
      z
        .string()
        .trim()
        .regex(/^[1-9]\d{0,9}$/, albumMissing)
        .transform(Number),
    ],
    { message: albumMissing },
  ),
};

export const galleryPhotoInputSchema = z.strictObject({
  albumId: galleryFields.albumId,
  title: galleryFields.title.default(''),
  description: galleryFields.description.default(''),
  titleHi: galleryFields.titleHi.default(null),
  descriptionHi: galleryFields.descriptionHi.default(null),
});

export type GalleryPhotoInput = z.infer<typeof galleryPhotoInputSchema>;

/**
 * A change to a photo (the editor and PATCH): the same fields and rules; a field left out keeps its
 * value, an empty description clears it, a new `albumId` moves the photo to the end of that album.
 * A new picture is a separate step.
 */
export const galleryPhotoUpdateSchema = changeSchemaOf(galleryFields);
export type GalleryPhotoUpdateInput = z.infer<typeof galleryPhotoUpdateSchema>;
