import type { ReactNode } from 'react';
import { useWords } from '~/i18n/words';
import { PhotoField, TextAreaField, TextField } from '../fields';
import { galleryPhotoConstraints } from '~/components/forms/constraints/galleryPhoto.generated';

/** The browser's checks for each field, from the schema the action validates with. */
const c = galleryPhotoConstraints;

export interface GalleryPhotoFormValues {
  title: string;
  description: string;
}

/** A gallery photo's fields, for the upload screen and the editor. */
export function GalleryPhotoFields({
  values,
  errors,
  currentPhoto,
}: {
  values: GalleryPhotoFormValues;
  errors: Record<string, string>;
  /** In the editor: the photo as it is, and the picker becomes optional. */
  currentPhoto?: ReactNode;
}) {
  const t = useWords('dashboardGallery');
  return (
    <>
      <PhotoField label={currentPhoto ? t.newPhoto : t.photo} error={errors.photo} required={!currentPhoto} current={currentPhoto} />
      <TextField name="title" {...c.title} label={t.title} hint={t.titleHint} defaultValue={values.title} error={errors.title} />
      <TextAreaField name="description" {...c.description} label={t.description} defaultValue={values.description} error={errors.description} rows={3} />
    </>
  );
}
