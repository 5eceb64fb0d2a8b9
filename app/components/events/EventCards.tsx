import { CalendarIcon } from '~/components/ui/icons';
import { ResponsiveImage } from '~/components/ui/ResponsiveImage';
import type { Catalogue } from '~/i18n/catalogue';
import { daysBetween, formatEventDate } from '~/lib/dates';
import { fill } from '~/lib/fill';
import type { EventView } from '~/modules/events/events.server';
import { useLocale, useWords } from '~/i18n/words';
import { StaffText } from '~/i18n/staff-text';
import { ShareOnWhatsApp } from '~/components/ui/ShareOnWhatsApp';
import { EventTitle, useEventTitle } from './EventTitle';

type EventWords = Catalogue['events'];

/** "Today", "Tomorrow" or "In 24 days", counted from the school's today. */
export function relativeDay(today: string, date: string, words: Pick<EventWords, 'today' | 'tomorrow' | 'inDays'>): string {
  const days = daysBetween(today, date);
  if (days <= 0) return words.today;
  if (days === 1) return words.tomorrow;
  return fill(words.inDays, { n: days });
}

/** The event's day as dd MMM yyyy, or "Date to be announced". */
export function EventDate({ event, className = '' }: { event: Pick<EventView, 'date'>; className?: string }) {
  const locale = useLocale();
  const words = useWords('events');
  return (
    <p className={`inline-flex items-center gap-1.5 font-semibold ${className}`}>
      <CalendarIcon aria-hidden="true" />
      {event.date ? (
        <time dateTime={event.date} data-testid="event-date">
          {formatEventDate(event.date, locale)}
        </time>
      ) : (
        <span data-testid="event-date">{words.dateToBeAnnounced}</span>
      )}
    </p>
  );
}

/** The address of one event: the events page, scrolled to its card. */
const eventPath = (event: Pick<EventView, 'id'>) => `/upcoming-events#event-${event.id}`;

/** The next event, large, at the top of the page: its photo is the largest thing above the fold. */
export function EventHero({ event, today }: { event: EventView; today: string }) {
  const words = useWords('events');
  const title = useEventTitle(event, words);
  return (
    <article
      id={`event-${event.id}`}
      aria-labelledby={`event-${event.id}-title`}
      className="overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-slate-200 lg:grid lg:grid-cols-[3fr_2fr]"
      data-testid="event-hero"
    >
      <ResponsiveImage
        image={event.image}
        alt=""
        sizes="(min-width: 1280px) 740px, (min-width: 1024px) 60vw, 100vw"
        priority
        className="aspect-[3/2] h-full w-full object-cover"
      />
      <div className="flex flex-col justify-center p-6 sm:p-10">
        <p className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-rose-600 px-3 py-1 text-xs font-bold tracking-wider text-white uppercase">
            {words.nextEvent}
          </span>
          {event.date ? (
            <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-bold text-amber-900 ring-1 ring-amber-200">
              {relativeDay(today, event.date, words)}
            </span>
          ) : null}
        </p>
        <h2 id={`event-${event.id}-title`} className="mt-4 font-serif text-3xl font-bold text-brand-900 sm:text-4xl">
          <EventTitle event={event} words={words} />
        </h2>
        <EventDate event={event} className="mt-3 text-lg text-rose-700" />
        {event.description ? (
          <p className="mt-4 text-lg leading-relaxed whitespace-pre-line text-slate-700"><StaffText en={event.description} hi={event.descriptionHi} /></p>
        ) : null}
        <ShareOnWhatsApp title={title} path={eventPath(event)} className="mt-6 self-start" />
      </div>
    </article>
  );
}

/** One of the later events, in the two-column grid. */
export function EventCard({ event }: { event: EventView }) {
  const words = useWords('events');
  const title = useEventTitle(event, words);
  return (
    <article
      id={`event-${event.id}`}
      aria-labelledby={`event-${event.id}-title`}
      className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
      data-testid="event-card"
    >
      <ResponsiveImage
        image={event.image}
        alt=""
        sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
        className="aspect-[2/1] w-full object-cover"
      />
      <div className="flex flex-1 flex-col items-start p-5 sm:p-6">
        <EventDate event={event} className="text-sm text-rose-700" />
        <h3 id={`event-${event.id}-title`} className="mt-2 font-serif text-xl font-bold text-brand-900">
          <EventTitle event={event} words={words} />
        </h3>
        {event.description ? <p className="mt-2 leading-relaxed whitespace-pre-line text-slate-700"><StaffText en={event.description} hi={event.descriptionHi} /></p> : null}
        <div className="mt-auto pt-5">
          <ShareOnWhatsApp title={title} path={eventPath(event)} />
        </div>
      </div>
    </article>
  );
}
