import { z } from 'zod';
import { rule } from '~/i18n/rules';
import { changeSchemaOf } from '~/lib/change-schema';
import { optionalText, requiredDay, requiredText, translationText } from '~/lib/text-schema';

/**
 * An album's words and day as staff write them (the dashboard's forms and the JSON API), and the
 * changes only an album has: its cover and the order of its photos. Safe for the browser.
 */
const albumFields = {
  title: requiredText(150, rule('gallery.albumTitleMissing'), rule('gallery.titleTooLong')),
  description: optionalText(1000, rule('gallery.descriptionNotText'), rule('gallery.descriptionTooLong')),
  titleHi: translationText(150, rule('common.notText'), rule('gallery.titleHiTooLong')),
  descriptionHi: translationText(1000, rule('common.notText'), rule('gallery.descriptionHiTooLong')),
  /** The day of what the album shows (a sports day's date), which orders the albums. */
  heldOn: requiredDay(rule('gallery.albumDayMissing'), rule('common.dateNotReal')),
};

export const albumInputSchema = z.strictObject({
  ...albumFields,
  description: albumFields.description.default(''),
  titleHi: albumFields.titleHi.default(null),
  descriptionHi: albumFields.descriptionHi.default(null),
});
export type AlbumInput = z.infer<typeof albumInputSchema>;

const photoId = z
  .number({ message: rule('gallery.photoNotInAlbum') })
  .int(rule('gallery.photoNotInAlbum'))
  .positive(rule('gallery.photoNotInAlbum'));

/**
 * A change (the editor, PATCH): a field left out keeps its value. `coverPhotoId` is one of the
 * album's photos (null: its first); `photoIds` is every photo of the album once, in the new order.
 */
export const albumUpdateSchema = changeSchemaOf({
  ...albumFields,
  coverPhotoId: photoId.nullable(),
  photoIds: z.array(photoId, { message: rule('gallery.orderIncomplete') }).max(10_000, rule('gallery.orderIncomplete')),
});
export type AlbumUpdateInput = z.infer<typeof albumUpdateSchema>;

/** The words of an album only (the dashboard's album form). */
export const albumWordsUpdateSchema = changeSchemaOf(albumFields);
