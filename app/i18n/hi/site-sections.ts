/** Hindi sections of the public frame, the home page and the news and voices pages. */
import { alertBarText } from './alerts';
import { homeText } from './home';
import { homeIslandsText } from './home-islands';
import { eventsText, galleryText, newsletterText } from './news';
import { siteText } from './site';
import { careersText, testimonialsText } from './voices';

export const siteSections = {
  ...siteText,
  alertBar: alertBarText,
  home: homeText,
  homeIslands: homeIslandsText,
  gallery: galleryText,
  events: eventsText,
  newsletter: newsletterText,
  testimonials: testimonialsText,
  careers: careersText,
};
