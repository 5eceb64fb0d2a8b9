import type { Kysely } from 'kysely';
import type { Database } from '~/db/schema';
import { catalogueFor } from '~/i18n/words.server';
import { isLocale, localeTags, type Locale } from '~/i18n/locales';
import { staffTextIn } from '~/i18n/staff-text';
import { shareCardPng } from '~/lib/share-card.server';
import { parseId } from '~/lib/validation';
import { getEvent } from '~/modules/events/events.server';
import { getJob } from '~/modules/jobs/jobs.server';
import { getNotice } from '~/modules/notices/notices.server';
import { getSiteSettings } from '~/modules/settings/settings.server';
import type { ShareCardKind } from './page-meta';
import { shareCardKinds } from './share-links';

/**
 * The generated picture of a shared link, as an answer (routes/seo/share-card-*.ts). Anonymous and
 * the same for everyone: it reads no cookie and sets none, and draws only what visitors can already
 * read (the school's name and tagline, a public item's title), chosen by the address's language, kind
 * and id; anything else is a 404. Public items only: a closed job post has no card.
 */

/** A card may be kept a day by a phone and a CDN; a changed title draws a new card under a new ETag. */
const cardCacheControl = 'public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400';

const notFound = () => new Response(null, { status: 404, headers: { 'Cache-Control': 'no-store' } });

/** A public item's title in a language, or undefined when there is no such public item. */
async function itemTitle(db: Kysely<Database>, locale: Locale, kind: ShareCardKind, id: number): Promise<string | undefined> {
  if (kind === 'notices') {
    const notice = await getNotice(db, id);
    return notice && staffTextIn(locale, notice.title, notice.titleHi).text;
  }
  if (kind === 'events') {
    const event = await getEvent(db, id);
    return event && (event.title ? staffTextIn(locale, event.title, event.titleHi).text : catalogueFor(locale).events.untitled);
  }
  const job = await getJob(db, id);
  return job?.status === 'open' ? staffTextIn(locale, job.title, job.titleHi).text : undefined;
}

/** Any other method than GET and HEAD: 405, answered here rather than thrown, which the log would keep as a failure. */
export function shareCardOtherMethod(): Response {
  return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' } });
}

/** `<locale>/school.png` or `<locale>/<kind>/<id>.png` (the address after /og/): what a card shows, or undefined for no card. */
const cardAddress = /^([a-z]{2})\/(?:school|([a-z]+)\/(\d{1,10}))\.png$/;

/** The card at an address under /og/ (`en/school.png`, `hi/notices/12.png`): 304 when the client has it, else 404 for anything else. */
export async function shareCardAnswer(request: Request, { db, publicUrl }: { db: Kysely<Database>; publicUrl: string }, address: string): Promise<Response> {
  const [, locale = '', kind, id] = cardAddress.exec(address) ?? [];
  if (!isLocale(locale)) return notFound();
  let item: { kind: string; title: string } | undefined;
  if (kind !== undefined) {
    const itemId = parseId(id ?? '');
    if (!Object.hasOwn(shareCardKinds, kind) || itemId === undefined) return notFound();
    const title = await itemTitle(db, locale, kind as ShareCardKind, itemId);
    if (title === undefined) return notFound();
    item = { kind: catalogueFor(locale).share.cardKind[shareCardKinds[kind as ShareCardKind]], title };
  }
  const settings = await getSiteSettings(db);
  const card = await shareCardPng({
    school: staffTextIn(locale, settings.schoolName, settings.schoolNameHi).text,
    tagline: staffTextIn(locale, settings.tagline, settings.taglineHi).text,
    item,
    lang: localeTags[locale],
    site: new URL(publicUrl).host,
  });
  const headers = { 'Cache-Control': cardCacheControl, ETag: card.etag, 'X-Content-Type-Options': 'nosniff' };
  const asked = request.headers.get('If-None-Match') ?? '';
  if (asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === card.etag || tag.trim() === '*')) return new Response(null, { status: 304, headers });
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(card.png), {
    headers: { ...headers, 'Content-Type': 'image/png', 'Content-Length': String(card.png.length) },
  });
}
