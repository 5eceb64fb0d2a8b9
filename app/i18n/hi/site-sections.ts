/** Hindi sections of the public frame, the home page and the news and voices pages. */
import { calendarText } from './calendar';
import { alertBarText } from './alerts';
import { homeText } from './home';
import { homeIslandsText } from './home-islands';
import { eventsText, galleryText, newsletterText, shareText } from './news';
import { siteText } from './site';
import { careersText, testimonialsText } from './voices';

export const siteSections = {
  ...siteText,
  alertBar: alertBarText,
  home: homeText,
  homeIslands: homeIslandsText,
  gallery: galleryText,
  events: eventsText,
  calendar: calendarText,
  newsletter: newsletterText,
  share: shareText,
  testimonials: testimonialsText,
  careers: careersText,
};
