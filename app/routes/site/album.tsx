import { data } from 'react-router';
import { PhotoGallery } from '~/components/gallery/PhotoGallery';
import { CalendarIcon, ChevronRightIcon } from '~/components/ui/icons';
import { ShareOnWhatsApp } from '~/components/ui/ShareOnWhatsApp';
import type { Words } from '~/i18n/catalogue';
import { Link } from '~/i18n/links';
import { localeOfRequest, localeTags } from '~/i18n/locales';
import { StaffText, staffTextIn, useStaffWords } from '~/i18n/staff-text';
import { useLocale, useWords } from '~/i18n/words';
import { wordsFor } from '~/i18n/words.server';
import { formatNoticeDate } from '~/lib/dates';
import { fill, plural } from '~/lib/fill';
import { parseId } from '~/lib/validation';
import { getAlbum, type AlbumView } from '~/modules/gallery/albums.server';
import { pageLocale, pageMeta, type SiteHandle } from '~/web/page-meta';
import { photoForSharing } from '~/web/share-links';
import { staffTextFor } from '~/web/staff-text.server';
import type { Route } from './+types/album';
import NotFound from './not-found';

/** An album's page (/gallery/:id): its photos in their order. An unknown or malformed id is the site's 404 page, status 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const album = id === undefined ? undefined : await getAlbum(context.database.db, id);
  const locale = localeOfRequest(request);
  if (!album) return data({ album: null, words: wordsFor(locale, 'gallery', 'notFound') }, { status: 404 });
  return { album: staffTextFor(locale, album), words: wordsFor(locale, 'gallery', 'share') };
}

type AlbumPageData = { album: null; words: Words<'gallery' | 'notFound'> } | { album: AlbumView; words: Words<'gallery' | 'share'> };

export const handle: SiteHandle<AlbumPageData> = {
  heading: (page) =>
    page.album
      ? { title: { en: page.album.title, hi: page.album.titleHi }, trail: [{ label: page.words.gallery.pageTitle, to: '/gallery' }] }
      : { title: page.words.notFound.title },
};

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const album = loaderData?.album;
  // No such album: the page's own words name it; no data after an error: the root's error words do.
  if (!album) return [{ title: loaderData?.words.notFound?.title ?? matches[0].loaderData.words.error.title }, { name: 'robots', content: 'noindex' }];
  const locale = pageLocale(matches);
  const title = staffTextIn(locale, album.title, album.titleHi).text;
  // What staff wrote may be short or missing: the count and the day always say what the page holds.
  const summary = fill(loaderData.words.gallery.albumDescription, {
    album: title,
    count: plural(loaderData.words.gallery.photoCount, album.photoCount, localeTags[locale]),
    date: formatNoticeDate(album.heldOn, locale),
  });
  const written = staffTextIn(locale, album.description, album.descriptionHi).text.replace(/\s+/g, ' ').trim();
  const description = written === '' ? summary : `${summary} ${written}`;
  return pageMeta(matches, {
    title: { en: album.title, hi: album.titleHi },
    description: description.length > 155 ? `${description.slice(0, 154)}…` : description,
    path: `/gallery/${album.id}`,
    // The cover is what a shared link shows; an album without photos keeps the school's card.
    image: album.cover ? photoForSharing(album.cover, title) : undefined,
  });
};

export default function AlbumPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const words = useWords('gallery');
  const said = useStaffWords();
  const { album } = loaderData;
  if (!album) return <NotFound />;
  return (
    <div className="bg-slate-50">
      <div className="page-width py-10 sm:py-14">
        <header className="max-w-3xl" data-testid="album-page">
          <p className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            <span className="inline-flex items-center gap-1.5 font-medium text-rose-700">
              <CalendarIcon aria-hidden="true" />
              <span className="sr-only">{words.heldOn}: </span>
              <time dateTime={album.heldOn}>{formatNoticeDate(album.heldOn, locale)}</time>
            </span>
            <span className="rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-200" data-testid="album-count">
              {plural(words.photoCount, album.photoCount, localeTags[locale])}
            </span>
          </p>
          {album.description ? (
            <p className="mt-4 text-lg leading-relaxed whitespace-pre-line text-slate-700" data-testid="album-description">
              <StaffText en={album.description} hi={album.descriptionHi} />
            </p>
          ) : null}
          <ShareOnWhatsApp title={said(album.title, album.titleHi).text} path={`/gallery/${album.id}`} className="mt-5" />
        </header>
        <div className="mt-8">
          <PhotoGallery photos={album.photos} album={{ en: album.title, hi: album.titleHi }} />
        </div>
        <Link
          to="/gallery"
          className="mt-10 inline-flex items-center gap-2 btn btn-secondary"
        >
          <ChevronRightIcon aria-hidden="true" className="rotate-180" />
          {words.backToGallery}
        </Link>
      </div>
    </div>
  );
}
