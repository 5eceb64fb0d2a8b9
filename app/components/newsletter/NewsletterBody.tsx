import type { ReactNode } from 'react';
import { Link } from '~/i18n/links';
import { EventTitle } from '~/components/events/EventTitle';
import { categoryStyle } from '~/components/notices/NoticeCard';
import { CalendarIcon, ChevronRightIcon, MailIcon, PhoneIcon, WhatsappIcon } from '~/components/ui/icons';
import { ResponsiveImage } from '~/components/ui/ResponsiveImage';
import { SectionTitle } from '~/components/ui/SectionTitle';
import { useIslandWords, useLocale } from '~/i18n/words';
import { StaffText, useStaffWords } from '~/i18n/staff-text';
import { photoCaption } from '~/components/gallery/photo-caption';
import { telHref, whatsappHref } from '~/web/contact-links';
import { formatEventDate, formatNoticeDate } from '~/lib/dates';
import { fill } from '~/lib/fill';
import type { EventView } from '~/modules/events/events.server';
import type { GalleryPhotoView } from '~/modules/gallery/gallery.server';
import type { NoticeView } from '~/modules/notices/notices.server';
import type { PublicSiteSettings } from '~/modules/settings/settings.server';

/** Where a photo without a title sits (its album's title, its place there), for its caption; null for a titled one. */
export interface PhotoPlace {
  title: string;
  titleHi: string | null;
  n: number;
  total: number;
}

/** What the digest shows, as the page's loader gathered it on the school's day `today`. */
export interface NewsletterDigest {
  today: string;
  /** How many days of notices it covers. */
  days: number;
  notices: NoticeView[];
  events: EventView[];
  photos: (GalleryPhotoView & { place: PhotoPlace | null })[];
}

function SectionHeading({ id, title, lead }: { id: string; title: string; lead?: string }) {
  return (
    <div>
      <SectionTitle id={id}>{title}</SectionTitle>
      {lead ? <p className="mt-1 text-slate-600">{lead}</p> : null}
    </div>
  );
}

function MoreLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="mt-5 inline-flex items-center gap-1.5 font-semibold text-brand-800 underline-offset-4 hover:underline">
      {children}
      <ChevronRightIcon aria-hidden="true" />
    </Link>
  );
}

const emptyBox = 'mt-5 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600';

/**
 * The digest: the last month's notices, the next events, the newest photos and the ways to ask the
 * office. A static island on its page (decision 0019): the browser keeps the server's HTML and loads
 * this code only when the page is reached by a navigation in the app.
 */
export function NewsletterBody({ digest, settings }: { digest: NewsletterDigest | undefined; settings: PublicSiteSettings | undefined }) {
  const locale = useLocale();
  const words = useIslandWords('newsletter');
  const categories = useIslandWords('notices').category;
  const eventWords = useIslandWords('events');
  const photoPlace = useIslandWords('gallery').photoPlace;
  const said = useStaffWords();
  if (!digest) return null;
  const { today, days, notices, events, photos } = digest;
  const phone = settings?.phones[0];
  return (
    <div className="bg-slate-50">
      <div className="page-width [&>*]:max-w-5xl py-10 sm:py-14">
        <p className="text-sm font-semibold tracking-wider text-rose-700 uppercase">{fill(words.updated, { date: formatNoticeDate(today, locale) })}</p>

        <section aria-labelledby="digest-notices" className="mt-4" data-testid="newsletter-notices">
          <SectionHeading
            id="digest-notices"
            title={words.noticesTitle}
            lead={notices.length > 0 ? fill(words.noticesLead, { days }) : undefined}
          />
          {notices.length > 0 ? (
            <ul className="mt-5 divide-y divide-slate-200 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
              {notices.map((notice) => (
                <li key={notice.id} className="p-5">
                  <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                    <time dateTime={notice.date} className="font-medium">
                      {formatNoticeDate(notice.date, locale)}
                    </time>
                    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${categoryStyle}`}>{categories[notice.category]}</span>
                  </div>
                  <h3 className="mt-2 text-lg font-bold text-slate-900">
                    <Link to={`/notices/${notice.id}`} className="underline-offset-4 hover:text-brand-800 hover:underline">
                      <StaffText en={notice.title} hi={notice.titleHi} />
                    </Link>
                  </h3>
                  <p className="mt-1 line-clamp-2 text-slate-700">
                    <StaffText en={notice.details} hi={notice.detailsHi} />
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p className={emptyBox}>{fill(words.noticesEmpty, { days })}</p>
          )}
          <MoreLink to="/school-notices">{words.allNotices}</MoreLink>
        </section>

        <section aria-labelledby="digest-events" className="mt-14" data-testid="newsletter-events">
          <SectionHeading id="digest-events" title={words.eventsTitle} />
          {events.length > 0 ? (
            <ul className="mt-5 grid gap-4 md:grid-cols-3">
              {events.map((event) => (
                <li key={event.id} className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                  <p className="inline-flex shrink-0 items-center gap-1.5 self-start rounded-lg bg-rose-50 px-3 py-1.5 text-sm font-bold text-rose-800 ring-1 ring-rose-100">
                    <CalendarIcon aria-hidden="true" />
                    {event.date ? <time dateTime={event.date}>{formatEventDate(event.date, locale)}</time> : eventWords.dateToBeAnnounced}
                  </p>
                  <h3 className="font-serif text-lg font-bold text-brand-900">
                    <EventTitle event={event} words={eventWords} />
                  </h3>
                </li>
              ))}
            </ul>
          ) : (
            <p className={emptyBox}>{eventWords.empty}</p>
          )}
          <MoreLink to="/upcoming-events">{words.allEvents}</MoreLink>
        </section>

        <section aria-labelledby="digest-photos" className="mt-14" data-testid="newsletter-photos">
          <SectionHeading id="digest-photos" title={words.photosTitle} />
          {photos.length > 0 ? (
            <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
              {photos.map((photo) => {
                const { place } = photo;
                const caption = photoCaption(
                  said,
                  photo,
                  place ? { album: { en: place.title, hi: place.titleHi }, n: place.n, total: place.total, template: photoPlace } : undefined,
                );
                return (
                  <li key={photo.id}>
                    <figure>
                      <ResponsiveImage
                        image={photo.image}
                        alt=""
                        sizes="(min-width: 1024px) 240px, (min-width: 640px) 25vw, 50vw"
                        className="aspect-square w-full rounded-lg object-cover"
                      />
                      <figcaption className="mt-1.5 text-sm font-medium text-slate-700" lang={caption.lang}>
                        {caption.text}
                      </figcaption>
                    </figure>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className={emptyBox}>{words.photosEmpty}</p>
          )}
          <MoreLink to="/gallery">{words.allPhotos}</MoreLink>
        </section>

        <aside aria-labelledby="digest-ask" className="mt-14 rounded-2xl bg-brand-800 p-6 text-white sm:p-8">
          <h2 id="digest-ask" className="font-serif text-2xl font-bold">
            {words.askTitle}
          </h2>
          <p className="mt-1 text-white/90">{words.askLead}</p>
          <div className="surface-dark mt-5 flex flex-wrap gap-3">
            {phone ? (
              <a
                href={telHref(phone)}
                className="btn btn-primary"
              >
                <PhoneIcon aria-hidden="true" />
                {words.call}
              </a>
            ) : null}
            {settings?.whatsapp ? (
              <a
                href={whatsappHref(settings.whatsapp)}
                className="btn btn-secondary"
              >
                <WhatsappIcon aria-hidden="true" />
                {words.whatsapp}
              </a>
            ) : null}
            {settings?.email ? (
              <a
                href={`mailto:${settings.email}`}
                className="btn btn-secondary"
              >
                <MailIcon aria-hidden="true" />
                {words.email}
              </a>
            ) : null}
            <Link
              to="/contact"
              className="btn btn-secondary"
            >
              {words.contactPage}
            </Link>
          </div>
        </aside>
      </div>
    </div>
  );
}
