/** English sections of the public frame and the home page. */
import { homeText } from './home';
import { newsText } from './news';
import { siteText } from './site';
import { voicesText } from './voices';

export const siteSections = { ...siteText, home: homeText, news: newsText, voices: voicesText };
