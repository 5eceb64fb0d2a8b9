import type { Catalogue } from '~/i18n/catalogue';
import type { EventView } from '~/modules/events/events.server';
import { StaffText, useStaffWords } from '~/i18n/staff-text';

/*
 * An event's title, apart from the event cards: the newsletter shows titles only, and importing the
 * cards would bring it their share links' code too.
 */

type TitleOf = Pick<EventView, 'title' | 'titleHi'>;
type UntitledWords = Pick<Catalogue['events'], 'untitled'>;

/** The event's title in the page's language, or the catalogue's name for an event staff left untitled. */
export function EventTitle({ event, words }: { event: TitleOf; words: UntitledWords }) {
  return event.title ? <StaffText en={event.title} hi={event.titleHi} /> : <>{words.untitled}</>;
}

/** The same title as plain text (a shared link's words). */
export function useEventTitle(event: TitleOf, words: UntitledWords): string {
  const said = useStaffWords();
  return event.title ? said(event.title, event.titleHi).text : words.untitled;
}
