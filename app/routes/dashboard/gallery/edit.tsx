import { editorSchemaOf } from '~/lib/change-schema';
import { useWords } from '~/i18n/words';
import { CurrentPhoto } from '~/components/dashboard/CurrentPhoto';
import { GalleryPhotoFields } from '~/components/dashboard/gallery/GalleryPhotoFields';
import { StaffEditScreen } from '~/components/dashboard/StaffForm';
import { StaffScreenError } from '~/components/dashboard/StaffScreenError';
import { handleStaffForm, validWithPhoto } from '~/web/staff-forms.server';
import { galleryPhotoUpdateSchema } from '~/modules/gallery/gallery-schema';
import { listAlbums } from '~/modules/gallery/albums.server';
import { editGalleryPhoto, getGalleryPhoto, type GalleryPhotoView } from '~/modules/gallery/gallery.server';
import type { Route } from './+types/edit';
import { screenMeta } from '../screen-meta';
import { itemToEdit, saveEdit } from '../edit-item.server';
import { staffWords } from '../staff-words.server';
import { albumEditorPath } from './album-paths';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.database;
  const photo = await itemToEdit(context, params.id, (id) => getGalleryPhoto(db, id));
  const albums = (await listAlbums(db)).map(({ id, title }) => ({ id, title }));
  return { photo, albums, words: staffWords(context, 'dashboardGallery') };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return handleStaffForm(request, context, { photo: true }, async (submission) => {
    const { input, photo } = validWithPhoto(editorSchemaOf(galleryPhotoUpdateSchema), submission, { required: false });
    const photoChange = photo ? { kind: 'replace' as const, uploadPath: photo.path } : { kind: 'keep' as const };
    // Back to the album the photo is in now (another one, if it was moved).
    return saveEdit(
      request,
      context,
      params.id,
      (changed: GalleryPhotoView) => albumEditorPath(changed.albumId),
      (id) => editGalleryPhoto(context.database.db, context.files, id, input, photoChange),
    );
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardGallery.editTitle);

export default function EditPhoto({ loaderData, actionData }: Route.ComponentProps) {
  const t = useWords('dashboardGallery');
  const { photo, albums } = loaderData;
  return (
    <StaffEditScreen title={t.editTitle} lead={photo.title} backTo={albumEditorPath(photo.albumId)} failure={actionData} withFile>
      <GalleryPhotoFields
        values={{
          albumId: String(photo.albumId ?? ''),
          title: photo.title,
          description: photo.description,
          titleHi: photo.titleHi ?? '',
          descriptionHi: photo.descriptionHi ?? '',
          ...actionData?.values,
        }}
        errors={actionData?.error.fields ?? {}}
        albums={albums}
        currentPhoto={<CurrentPhoto image={photo.image} alt={photo.title} />}
      />
    </StaffEditScreen>
  );
}

/** An item that is not there (a stale link, deleted in another tab): its 404 inside the dashboard. */
export const ErrorBoundary = StaffScreenError;
