import type { ReactNode } from 'react';
import { useWords } from '~/i18n/words';
import { BilingualField, PhotoField, SelectField } from '../fields';
import { galleryPhotoConstraints } from '~/components/forms/constraints/galleryPhoto.generated';

/** The browser's checks for each field, from the schema the action validates with. */
const c = galleryPhotoConstraints;

export interface GalleryPhotoFormValues {
  albumId: string;
  title: string;
  description: string;
  titleHi: string;
  descriptionHi: string;
}

/** One photo's fields, in its editor: its album (a move goes to the end of the other album), a new picture, its words. */
export function GalleryPhotoFields({
  values,
  errors,
  albums,
  currentPhoto,
}: {
  values: GalleryPhotoFormValues;
  errors: Record<string, string>;
  albums: readonly { id: number; title: string }[];
  /** The photo as it is; the picker is for a new one. */
  currentPhoto: ReactNode;
}) {
  const t = useWords('dashboardGallery');
  return (
    <>
      <SelectField
        name="albumId"
        label={t.photoAlbum}
        required
        defaultValue={values.albumId}
        error={errors.albumId}
        options={albums.map((album) => ({ value: String(album.id), label: album.title }))}
      />
      <PhotoField label={t.newPhoto} error={errors.photo} current={currentPhoto} />
      <BilingualField name="title" label={t.title} hint={t.titleHint} constraints={c} values={values} errors={errors} />
      <BilingualField name="description" label={t.description} constraints={c} values={values} errors={errors} rows={3} />
    </>
  );
}
