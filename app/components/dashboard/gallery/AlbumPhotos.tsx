import type { ReactNode } from 'react';
import { Form, Link } from '~/i18n/links';
import { useWords } from '~/i18n/words';
import { fill } from '~/lib/fill';
import type { AlbumView } from '~/modules/gallery/albums.server';
import type { PhotoMove } from '~/modules/gallery/albums.server';
import { ChevronRightIcon } from '~/components/ui/icons';
import { ResponsiveImage } from '~/components/ui/ResponsiveImage';
import { AskDeleteLink, ConfirmDelete } from '../ManageList';

const buttonClass = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 py-2 text-sm font-semibold ring-1 disabled:opacity-40';
const quietButton = `${buttonClass} text-brand-800 ring-brand-200 hover:bg-brand-50`;

/** One button of a photo: a small form to the album's action, so it works without JavaScript. */
function PhotoButton({
  photoId,
  intent,
  to,
  label,
  disabled,
  children,
}: {
  photoId: number;
  intent: 'move' | 'cover';
  to?: PhotoMove;
  label: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={photoId} />
      {to ? <input type="hidden" name="to" value={to} /> : null}
      <button type="submit" className={quietButton} aria-label={label} title={label} disabled={disabled}>
        {children}
      </button>
    </Form>
  );
}

/**
 * An album's photos in their order, for staff: each with its place, the cover's badge, and buttons to
 * move it earlier or later (or to the start), make it the cover, edit it or delete it (which asks
 * first, at `?confirm=<id>`).
 */
export function AlbumPhotos({ album, confirmPhotoId }: { album: AlbumView; confirmPhotoId: number | undefined }) {
  const t = useWords('dashboardGallery');
  const manage = useWords('staff').manage;
  const editorPath = `/dashboard/albums/${album.id}/edit`;
  if (album.photos.length === 0) {
    return <p className="mt-4 rounded-xl bg-white p-6 text-slate-700 shadow-sm ring-1 ring-slate-200">{t.noPhotos}</p>;
  }
  const last = album.photos.length - 1;
  return (
    <ol className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4" data-testid="album-photos">
      {album.photos.map((photo, index) => {
        const caption = photo.title || fill(t.photoPlace, { n: index + 1 });
        const isCover = photo.id === album.coverPhotoId;
        return (
          <li
            key={photo.id}
            id={`photo-${photo.id}`}
            className={`scroll-mt-24 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ${photo.id === confirmPhotoId ? 'ring-2 ring-rose-400' : 'ring-slate-200'}`}
            data-testid="album-photo"
          >
            <div className="relative">
              <ResponsiveImage
                image={photo.image}
                sizes="(min-width: 1280px) 260px, (min-width: 1024px) 30vw, 50vw"
                alt=""
                className="aspect-[4/3] w-full object-cover"
              />
              <span className="absolute top-2 left-2 rounded-full bg-slate-900/75 px-2.5 py-0.5 text-sm font-semibold text-white">{index + 1}</span>
              {isCover ? (
                <span className="absolute top-2 right-2 rounded-full bg-amber-400 px-2.5 py-0.5 text-sm font-bold text-amber-950" data-testid="cover-badge">
                  {t.cover}
                </span>
              ) : null}
            </div>
            <div className="p-3">
              <p className="font-semibold break-words text-slate-900" data-testid="album-photo-caption">
                {caption}
              </p>
              <div className="mt-3 flex flex-wrap items-center gap-2">
                <PhotoButton photoId={photo.id} intent="move" to="first" label={`${t.moveFirst}: ${caption}`} disabled={index === 0}>
                  <ChevronRightIcon aria-hidden="true" className="rotate-180" />
                  <ChevronRightIcon aria-hidden="true" className="-ml-2.5 rotate-180" />
                </PhotoButton>
                <PhotoButton photoId={photo.id} intent="move" to="earlier" label={`${t.moveEarlier}: ${caption}`} disabled={index === 0}>
                  <ChevronRightIcon aria-hidden="true" className="rotate-180" />
                </PhotoButton>
                <PhotoButton photoId={photo.id} intent="move" to="later" label={`${t.moveLater}: ${caption}`} disabled={index === last}>
                  <ChevronRightIcon aria-hidden="true" />
                </PhotoButton>
                {isCover ? null : (
                  <PhotoButton photoId={photo.id} intent="cover" label={`${t.makeCover}: ${caption}`}>
                    {t.makeCover}
                  </PhotoButton>
                )}
              </div>
              {photo.id === confirmPhotoId ? null : (
                <div className="mt-2 flex flex-wrap gap-2">
                  <Link
                    to={`/dashboard/photos/${photo.id}/edit`}
                    className="min-h-11 rounded-full px-4 py-2 text-center font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
                    aria-label={`${manage.edit}: ${caption}`}
                  >
                    {manage.edit}
                  </Link>
                  <AskDeleteLink listPath={editorPath} id={photo.id} title={caption} />
                </div>
              )}
              {photo.id === confirmPhotoId ? <ConfirmDelete id={photo.id} question={t.confirmPhotoDelete} listPath={editorPath} /> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
