/** English sections of the public frame, the home page and the news and voices pages. */
import { homeText } from './home';
import { homeIslandsText } from './home-islands';
import { eventsText, galleryText, newsletterText, shareText } from './news';
import { siteText } from './site';
import { careersText, testimonialsText } from './voices';

export const siteSections = {
  ...siteText,
  home: homeText,
  homeIslands: homeIslandsText,
  gallery: galleryText,
  events: eventsText,
  newsletter: newsletterText,
  share: shareText,
  testimonials: testimonialsText,
  careers: careersText,
};
