import type { ReactNode } from 'react';
import { useWords } from '~/i18n/words';
import { BilingualField, PhotoField } from '../fields';
import { galleryPhotoConstraints } from '~/components/forms/constraints/galleryPhoto.generated';

/** The browser's checks for each field, from the schema the action validates with. */
const c = galleryPhotoConstraints;

export interface GalleryPhotoFormValues {
  title: string;
  description: string;
  titleHi: string;
  descriptionHi: string;
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
      <BilingualField name="title" label={t.title} hint={t.titleHint} constraints={c} values={values} errors={errors} />
      <BilingualField name="description" label={t.description} constraints={c} values={values} errors={errors} rows={3} />
    </>
  );
}
