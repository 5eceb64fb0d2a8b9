import { AlbumCard } from '~/components/gallery/AlbumCard';
import { localeOfRequest } from '~/i18n/locales';
import { wordsFor } from '~/i18n/words.server';
import { useWords } from '~/i18n/words';
import { pageMeta, type SiteHandle } from '~/web/page-meta';
import { listAlbums } from '~/modules/gallery/albums.server';
import type { Route } from './+types/gallery';
import { staffTextFor } from '~/web/staff-text.server';

/** The gallery: its albums, newest day first; an album staff are still filling (no photos) is not shown. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  return { albums: staffTextFor(locale, await listAlbums(context.database.db, { withPhotos: true })), words: wordsFor(locale, 'gallery') };
}

type GalleryData = Awaited<ReturnType<typeof loader>>;

export const handle: SiteHandle<GalleryData> = {
  heading: ({ words }) => ({ title: words.gallery.pageTitle, lead: words.gallery.pageLead }),
};

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData?.words.gallery.pageTitle ?? '',
    description: loaderData?.words.gallery.description ?? '',
    path: '/gallery',
  });

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const words = useWords('gallery');
  const { albums } = loaderData;
  return (
    <div className="bg-slate-50">
      <div className="page-width py-10 sm:py-14">
        {albums.length > 0 ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="album-list">
            {albums.map((album, index) => (
              <li key={album.id} className="flex">
                <AlbumCard album={album} priority={index === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">{words.empty}</p>
        )}
      </div>
    </div>
  );
}
