import { useWords } from '~/i18n/words';
import { albumConstraints } from '~/components/forms/constraints/album.generated';
import { BilingualField, TextField } from '../fields';

/** The browser's checks for each field, from the schema the action validates with. */
const c = albumConstraints;

/** An album's fields by name: what the upload screen sends for a new album (POST /api/albums), or reads for one without JavaScript. */
export const albumFieldNames = ['title', 'titleHi', 'heldOn', 'description', 'descriptionHi'] as const;

export type AlbumFormValues = Record<(typeof albumFieldNames)[number], string>;

/** A new album's form before anything is typed, but for its day: the school's today, which the loader gives. */
export const blankAlbumForm: Omit<AlbumFormValues, 'heldOn'> = { title: '', titleHi: '', description: '', descriptionHi: '' };

/**
 * An album's words and day: in the upload screen for a new album, and in the album's editor.
 * `required`: false where the fields are only needed when "A new album" is chosen (the browser
 * cannot know that; the server checks them then).
 */
export function AlbumFields({ values, errors, required = true }: { values: AlbumFormValues; errors: Record<string, string>; required?: boolean }) {
  const t = useWords('dashboardGallery');
  const constraints = required ? c : { ...c, title: { maxLength: c.title.maxLength } };
  return (
    <>
      <BilingualField name="title" label={t.albumTitle} hint={t.albumTitleHint} constraints={constraints} values={values} errors={errors} />
      <TextField name="heldOn" type="date" label={t.heldOn} required={required} defaultValue={values.heldOn} error={errors.heldOn} />
      <BilingualField name="description" label={t.albumDescription} constraints={c} values={values} errors={errors} rows={2} />
    </>
  );
}
