import { z } from 'zod';
import { changeSchemaOf } from '~/lib/change-schema';

/**
 * Rules for a gallery photo's words, shared by the staff upload form, its action and the JSON API.
 * Safe for the browser. The photo itself is checked by the images module. The fields' rules carry no
 * defaults (see changeSchemaOf).
 */
const galleryFields = {
  // The title is also the photo's alternative text, so it cannot be left out.
  title: z
    .string({ message: 'Enter a title for the photo' })
    .trim()
    .min(1, 'Enter a title for the photo')
    .max(150, 'Keep the title under 150 characters'),
  description: z
    .string({ message: 'Enter the description as text' })
    .trim()
    .max(1000, 'Keep the description under 1,000 characters'),
};

export const galleryPhotoInputSchema = z.strictObject({
  title: galleryFields.title,
  description: galleryFields.description.optional().transform((value) => value ?? ''),
});

export type GalleryPhotoInput = z.infer<typeof galleryPhotoInputSchema>;

/**
 * A change to a photo's words (the editor and PATCH): the same fields and rules; a field left out
 * keeps its value, an empty description clears it. A new picture is a separate step.
 */
export const galleryPhotoUpdateSchema = changeSchemaOf(galleryFields);
export type GalleryPhotoUpdateInput = z.infer<typeof galleryPhotoUpdateSchema>;

export const galleryListQuerySchema = z.object({
  limit: z.coerce
    .number({ message: 'limit must be a whole number from 1 to 100' })
    .int('limit must be a whole number from 1 to 100')
    .min(1, 'limit must be a whole number from 1 to 100')
    .max(100, 'limit must be a whole number from 1 to 100')
    .optional(),
});
