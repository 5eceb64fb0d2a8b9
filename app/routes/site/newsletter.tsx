import type { Kysely } from 'kysely';
import { useRouteLoaderData } from 'react-router';
import type { Database } from '~/db/schema';
import type { NewsletterDigest, PhotoPlace } from '~/components/newsletter/NewsletterBody';
import { staticIsland } from '~/components/ui/StaticIsland';
import { useIslandData } from '~/components/ui/island-data';
import { localeOfRequest } from '~/i18n/locales';
import { catalogueFor } from '~/i18n/words.server';
import { shiftDay, todayInSchool } from '~/lib/dates';
import { siteLayoutId, type SiteFrameData } from '~/web/page-meta';
import { sentHeadingHandle, sentHeadingMeta } from '~/web/sent-heading';
import { islandData, islandWords } from '~/web/page-words.server';
import { listUpcomingEvents } from '~/modules/events/events.server';
import { getAlbum } from '~/modules/gallery/albums.server';
import { listGalleryPhotos, type GalleryPhotoView } from '~/modules/gallery/gallery.server';
import { listNotices } from '~/modules/notices/notices.server';
import type { Route } from './+types/newsletter';
import { staffTextFor } from '~/web/staff-text.server';

/** The digest covers this many days of notices (docs/decisions/0010-upcoming-events.md). */
const newsletterDays = 30;
const maxNotices = 10;
const maxEvents = 3;
const maxPhotos = 4;
const digestKey = 'newsletter:digest';

/**
 * The page's heading goes with every answer; the digest is a static island, whose notices, events,
 * photos and words (the notices' categories and the events' words appear in it too; the gallery's name
 * a photo without a title) a document carries as HTML only (decision 0019).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const db = context.database.db;
  const today = todayInSchool();
  const [notices, events, photos] = await Promise.all([
    listNotices(db, { since: shiftDay(today, -newsletterDays), limit: maxNotices }),
    listUpcomingEvents(db, today, { limit: maxEvents }),
    listGalleryPhotos(db, { limit: maxPhotos }).then((newest) => withPlaces(db, newest)),
  ]);
  const locale = localeOfRequest(request);
  const t = catalogueFor(locale).newsletter;
  const digest: NewsletterDigest = { today, days: newsletterDays, ...staffTextFor(locale, { notices, events, photos }) };
  return {
    heading: { title: t.pageTitle, lead: t.pageLead, description: t.description },
    digest: islandData(context, digestKey, digest),
    words: islandWords(context, locale, 'newsletter', 'notices', 'events', 'gallery'),
  };
}

async function withPlaces(db: Kysely<Database>, photos: GalleryPhotoView[]) {
  const untitledAlbums = new Set(photos.flatMap((photo) => (photo.title.trim() === '' && photo.albumId !== null ? [photo.albumId] : [])));
  const albums = await Promise.all([...untitledAlbums].map((id) => getAlbum(db, id)));
  return photos.map((photo) => {
    const album = albums.find((candidate) => candidate?.id === photo.albumId);
    const index = album && photo.title.trim() === '' ? album.photos.findIndex((inAlbum) => inAlbum.id === photo.id) : -1;
    const place: PhotoPlace | null = album && index >= 0 ? { title: album.title, titleHi: album.titleHi, n: index + 1, total: album.photos.length } : null;
    return { ...photo, place };
  });
}

export const handle = sentHeadingHandle;

export const meta: Route.MetaFunction = sentHeadingMeta('/newsletter');

const NewsletterBody = staticIsland(() => import('~/components/newsletter/NewsletterBody').then((module) => module.NewsletterBody));

export default function Newsletter({ loaderData }: Route.ComponentProps) {
  const settings = useRouteLoaderData<SiteFrameData>(siteLayoutId)?.settings;
  return <NewsletterBody digest={useIslandData(digestKey, loaderData.digest)} settings={settings} />;
}
