import { CalendarIcon, ChevronRightIcon } from '~/components/ui/icons';
import { ResponsiveImage } from '~/components/ui/ResponsiveImage';
import { Link } from '~/i18n/links';
import { localeTags } from '~/i18n/locales';
import { StaffText } from '~/i18n/staff-text';
import { useLocale, useWords } from '~/i18n/words';
import { formatNoticeDate } from '~/lib/dates';
import { plural } from '~/lib/fill';
import type { AlbumSummary } from '~/modules/gallery/albums.server';

/** An album in the gallery's grid: its cover, day, title and number of photos; the whole card leads to it. */
export function AlbumCard({ album, priority }: { album: AlbumSummary; priority: boolean }) {
  const words = useWords('gallery');
  const locale = useLocale();
  return (
    <article
      className="group relative flex w-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 transition focus-within:ring-2 focus-within:ring-brand-600 hover:-translate-y-0.5 hover:shadow-md"
      data-testid="album-card"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-slate-100">
        {album.cover ? (
          <ResponsiveImage
            image={album.cover}
            // The title below names the album; the cover adds nothing a screen reader needs.
            alt=""
            sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            priority={priority}
            className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
          />
        ) : null}
        <span
          className="absolute right-3 bottom-3 rounded-full bg-slate-950/75 px-3 py-1 text-xs font-semibold text-white backdrop-blur-sm"
          data-testid="album-count"
        >
          {plural(words.photoCount, album.photoCount, localeTags[locale])}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="inline-flex items-center gap-1.5 text-sm font-medium text-rose-700">
          <CalendarIcon aria-hidden="true" />
          <time dateTime={album.heldOn}>{formatNoticeDate(album.heldOn, locale)}</time>
        </p>
        <h2 className="mt-2 font-serif text-xl font-bold text-brand-900">
          <Link to={`/gallery/${album.id}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            <StaffText en={album.title} hi={album.titleHi} />
          </Link>
        </h2>
        {album.description ? (
          <p className="mt-2 line-clamp-2 text-slate-700">
            <StaffText en={album.description} hi={album.descriptionHi} />
          </p>
        ) : null}
        <span className="mt-auto flex justify-end pt-3 text-rose-700" aria-hidden="true">
          <ChevronRightIcon className="transition group-hover:translate-x-0.5" />
        </span>
      </div>
    </article>
  );
}
