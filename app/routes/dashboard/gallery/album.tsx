import { data, redirect } from 'react-router';
import { AlbumFields } from '~/components/dashboard/gallery/AlbumFields';
import { AlbumPhotos } from '~/components/dashboard/gallery/AlbumPhotos';
import { StaffForm, StaffPageHeader, StaffSection } from '~/components/dashboard/StaffForm';
import { StaffScreenError } from '~/components/dashboard/StaffScreenError';
import { Link } from '~/i18n/links';
import { localeTags } from '~/i18n/locales';
import { useLocale, useWords } from '~/i18n/words';
import { ApiError } from '~/lib/api.server';
import { editorSchemaOf } from '~/lib/change-schema';
import { formatNoticeDate } from '~/lib/dates';
import { plural } from '~/lib/fill';
import { Refusal } from '~/lib/refusal';
import { parseId } from '~/lib/validation';
import { albumWordsUpdateSchema } from '~/modules/gallery/album-schema';
import { editAlbum, getAlbum, moveAlbumPhoto, type PhotoMove } from '~/modules/gallery/albums.server';
import { deleteGalleryPhoto, getGalleryPhoto } from '~/modules/gallery/gallery.server';
import { requireStaff } from '~/web/auth.server';
import { withFlash } from '~/web/flash.server';
import { readFormBody } from '~/lib/request-fields.server';
import { handleDeleteForm, handleStaffForm, validFields } from '~/web/staff-forms.server';
import type { Route } from './+types/album';
import { itemToEdit } from '../edit-item.server';
import { screenMeta } from '../screen-meta';
import { staffCatalogue, staffWords } from '../staff-words.server';
import { albumEditorPath, uploadPath } from './album-paths';

/**
 * One album's screen (decision 0064): its words and day, and its photos in their order, each with
 * buttons to move it, make it the cover, edit or delete it. Every button is a small form, so the
 * screen works without JavaScript; after each, the page comes back to the photo that was touched.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const album = await itemToEdit(context, params.id, (id) => getAlbum(context.database.db, id));
  const confirmPhotoId = parseId(new URL(request.url).searchParams.get('confirm') ?? undefined);
  return { album, confirmPhotoId, words: staffWords(context, 'dashboardGallery') };
}

const photoMoves: readonly PhotoMove[] = ['earlier', 'later', 'first'];

export async function action({ request, params, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  const { db } = context.database;
  const words = staffCatalogue(context);
  const albumId = parseId(params.id);
  if (albumId === undefined) throw data(words.staff.forms.notFound, { status: 404 });
  const editorPath = albumEditorPath(albumId);
  let form: URLSearchParams;
  try {
    // A copy: the details' form and the delete hand the request on, and are read again there.
    form = await readFormBody(request.clone(), context.config.bodyLimitBytes);
  } catch (error) {
    if (error instanceof ApiError) return redirect(editorPath, withFlash(context, error.message, 'error'));
    throw error;
  }
  const intent = form.get('intent');
  const photoId = parseId(form.get('id') ?? undefined);
  const backToPhoto = (id: number | undefined) => (id === undefined ? editorPath : `${editorPath}#photo-${id}`);

  if (intent === 'delete') {
    return handleDeleteForm(request, context, {
      listPath: editorPath,
      deleted: words.dashboardGallery.photoDeleted,
      alreadyGone: words.staff.manage.alreadyGone,
      // Only a photo of this album: the form names both.
      remove: async (id) => (await getGalleryPhoto(db, id))?.albumId === albumId && deleteGalleryPhoto(db, context.files, id),
    });
  }
  if (intent === 'move' || intent === 'cover') {
    const move = photoMoves.find((candidate) => candidate === form.get('to'));
    let done = false;
    if (photoId !== undefined && intent === 'move' && move) done = await moveAlbumPhoto(db, albumId, photoId, move);
    if (photoId !== undefined && intent === 'cover') {
      // A photo no longer in this album (moved in another tab) is refused by the module: said as gone.
      done = await editAlbum(db, albumId, { coverPhotoId: photoId }).then(
        (album) => album !== undefined,
        (error: unknown) => {
          if (error instanceof Refusal) return false;
          throw error;
        },
      );
    }
    const said = intent === 'cover' ? words.dashboardGallery.coverChosen : words.dashboardGallery.moved;
    return redirect(backToPhoto(photoId), withFlash(context, done ? said : words.staff.manage.alreadyGone, done ? 'success' : 'error'));
  }
  // The album's details: every field of the form, as an editor sends them.
  return handleStaffForm(request, context, {}, async (submission) => {
    const changed = await editAlbum(db, albumId, validFields(editorSchemaOf(albumWordsUpdateSchema), submission));
    if (!changed) throw new ApiError(404, words.staff.forms.notFound);
    return redirect(editorPath, withFlash(context, words.dashboardGallery.saved));
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => screenMeta(matches, loaderData?.words.dashboardGallery.editAlbumTitle);

export default function EditAlbum({ loaderData, actionData }: Route.ComponentProps) {
  const t = useWords('dashboardGallery');
  const locale = useLocale();
  const { album, confirmPhotoId } = loaderData;
  return (
    <>
      <StaffPageHeader title={album.title} lead={`${formatNoticeDate(album.heldOn, locale)} · ${plural(t.photoCount, album.photoCount, localeTags[locale])}`}>
        <div className="flex flex-wrap gap-2">
          <Link to={`${uploadPath}?album=${album.id}`} className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
            {t.addPhotosHere}
          </Link>
          {album.photoCount > 0 ? (
            <a
              href={`/gallery/${album.id}`}
              className="rounded-full px-5 py-2.5 font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
              target="_blank"
              rel="noreferrer"
            >
              {t.viewOnSite}
            </a>
          ) : null}
        </div>
      </StaffPageHeader>

      <StaffSection id="album-photos" title={t.photosHeading} className="mt-8">
        <p className="mt-1 text-slate-600">{t.photosLead}</p>
        <AlbumPhotos album={album} confirmPhotoId={confirmPhotoId} />
      </StaffSection>

      <StaffSection id="album-details" title={t.detailsHeading} className="mt-10">
        <StaffForm failure={actionData} submitLabel={t.saveDetails} pendingLabel={t.submitting}>
          <AlbumFields
            values={{
              title: album.title,
              titleHi: album.titleHi ?? '',
              description: album.description,
              descriptionHi: album.descriptionHi ?? '',
              heldOn: album.heldOn,
              ...actionData?.values,
            }}
            errors={actionData?.error.fields ?? {}}
          />
        </StaffForm>
      </StaffSection>
    </>
  );
}

/** An album that is not there (a stale link, deleted in another tab): its 404 inside the dashboard. */
export const ErrorBoundary = StaffScreenError;
