import { z } from 'zod';
import { rule } from '~/i18n/rules';
import { changeSchemaOf } from '~/lib/change-schema';
import { optionalText, requiredText, translationText } from '~/lib/text-schema';

/**
 * Rules for a gallery photo's words, shared by the staff upload form, its action and the JSON API.
 * Safe for the browser. The photo itself is checked by the images module. The fields' rules carry no
 * defaults (see changeSchemaOf).
 */
const galleryFields = {
  // The title is also the photo's alternative text, so it cannot be left out.
  title: requiredText(150, rule('gallery.titleMissing'), rule('gallery.titleTooLong')),
  description: optionalText(1000, rule('gallery.descriptionNotText'), rule('gallery.descriptionTooLong')),
  /** The Hindi twins: optional; empty means none (null), decision 0052. */
  titleHi: translationText(150, rule('common.notText'), rule('gallery.titleHiTooLong')),
  descriptionHi: translationText(1000, rule('common.notText'), rule('gallery.descriptionHiTooLong')),
};

export const galleryPhotoInputSchema = z.strictObject({
  title: galleryFields.title,
  description: galleryFields.description.optional().transform((value) => value ?? ''),
  titleHi: galleryFields.titleHi.default(null),
  descriptionHi: galleryFields.descriptionHi.default(null),
});

export type GalleryPhotoInput = z.infer<typeof galleryPhotoInputSchema>;

/**
 * A change to a photo's words (the editor and PATCH): the same fields and rules; a field left out
 * keeps its value, an empty description clears it. A new picture is a separate step.
 */
export const galleryPhotoUpdateSchema = changeSchemaOf(galleryFields);
export type GalleryPhotoUpdateInput = z.infer<typeof galleryPhotoUpdateSchema>;
