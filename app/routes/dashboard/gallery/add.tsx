import { redirect } from 'react-router';
import { StaffPageHeader } from '~/components/dashboard/StaffForm';
import { albumFieldNames } from '~/components/dashboard/gallery/AlbumFields';
import { newAlbumChoice, PhotoUploader } from '~/components/dashboard/gallery/PhotoUploader';
import { useWords } from '~/i18n/words';
import { todayInSchool } from '~/lib/dates';
import { parseId } from '~/lib/validation';
import { withFlash } from '~/web/flash.server';
import { handleStaffForm, validWithPhoto } from '~/web/staff-forms.server';
import { albumInputSchema } from '~/modules/gallery/album-schema';
import { addAlbumWithPhoto, listAlbums } from '~/modules/gallery/albums.server';
import { galleryPhotoInputSchema } from '~/modules/gallery/gallery-schema';
import { addGalleryPhoto } from '~/modules/gallery/gallery.server';
import type { Route } from './+types/add';
import { screenMeta } from '../screen-meta';
import { staffCatalogue, staffWords } from '../staff-words.server';
import { albumEditorPath } from './album-paths';

/** SPEC.md's upload screen, now "Add photos" (decision 0064): `?album=<id>` picks the album to fill. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const albums = (await listAlbums(context.database.db)).map(({ id, title }) => ({ id, title }));
  const asked = parseId(new URL(request.url).searchParams.get('album') ?? undefined);
  const chosenAlbumId = albums.some((album) => album.id === asked) ? String(asked) : newAlbumChoice;
  return { albums, chosenAlbumId, today: todayInSchool(), words: staffWords(context, 'dashboardGallery') };
}

/** The new album's fields: read only when "A new album" is chosen. */
const newAlbumFields: readonly string[] = albumFieldNames;

/**
 * The form without JavaScript: one photo, into the album chosen or a new one made with it (both, or
 * neither when the photo is refused). Then the album's screen. With JavaScript the page sends the
 * photos to the JSON API itself, one by one, and never comes here.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return handleStaffForm(request, context, { photo: true }, async (submission) => {
    const { db } = context.database;
    const { files } = context;
    const created = staffCatalogue(context).dashboardGallery.created;
    const { albumId, ...rest } = submission.fields;
    const albumFields = Object.fromEntries(Object.entries(rest).filter(([name]) => newAlbumFields.includes(name)));
    const others = Object.fromEntries(Object.entries(rest).filter(([name]) => !newAlbumFields.includes(name)));
    if (albumId !== undefined && albumId !== '' && albumId !== newAlbumChoice) {
      const { input, photo } = validWithPhoto(galleryPhotoInputSchema, { ...submission, fields: { albumId, ...others } }, { required: true });
      const added = await addGalleryPhoto(db, files, input, photo!.path);
      return redirect(albumEditorPath(added.albumId), withFlash(context, created));
    }
    const { input, photo } = validWithPhoto(albumInputSchema, { ...submission, fields: { ...albumFields, ...others } }, { required: true });
    const album = await addAlbumWithPhoto(db, files, input, photo!.path);
    return redirect(albumEditorPath(album.id), withFlash(context, created));
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardGallery.addTitle);

export default function AddPhotos({ loaderData, actionData }: Route.ComponentProps) {
  const t = useWords('dashboardGallery');
  return (
    <>
      <StaffPageHeader title={t.addTitle} lead={t.addLead} />
      <PhotoUploader albums={loaderData.albums} chosenAlbumId={loaderData.chosenAlbumId} today={loaderData.today} failure={actionData} />
    </>
  );
}
