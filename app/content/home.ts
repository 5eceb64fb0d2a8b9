/**
 * Fixed content of the home page (SPEC.md §1 and §2.4): what the About section, the academic and
 * facility cards, the campus statistics and the campus-life videos show besides words: links,
 * pictures, numbers. Their words are the catalogue's `homeIslands` section, joined by id. Media
 * files live in `public/media/` and are drawn by `scripts/make-demo-media.sh` until the school
 * replaces them.
 */
import type { Catalogue } from '~/i18n/catalogue';
import { contactFormHref } from '~/web/contact-links';
import type { StaticImage, VideoSource } from './hero';

type HomeWords = Catalogue['homeIslands'];

/** SPEC.md §3 "Video item": id, link, title, duration; here the link is a local file, no embed. */
export interface VideoItem {
  /** Its title is `homeIslands.campusLife.videos[id]`. */
  id: keyof HomeWords['campusLife']['videos'];
  /** How long the clip runs, as a player shows it ("0:08"). */
  duration: string;
  sources: VideoSource[];
  poster: StaticImage;
}

/** SPEC.md §1: the home page's About section. The value cards are the Mission & Vision page's values. */
export const aboutSection = {
  photo: { src: '/media/about-classroom.webp', width: 960, height: 720 } satisfies StaticImage,
  more: '/our-story',
};

/** The further section of SPEC.md §2.4 item 5, reached from the menu's Academics item (/#academics). */
export const academicsSection = {
  cards: [
    { id: 'primary', to: '/primary-education' },
    { id: 'secondary', to: '/secondary-education' },
    { id: 'curriculum', to: '/school-curriculum' },
    { id: 'faculty', to: '/school-faculty' },
    { id: 'toppers', to: '/school-topper' },
  ] satisfies { id: keyof HomeWords['academics']['cards']; to: string }[],
};

/** A facility's card: its icon and its words are named by the id. */
export type FacilityIcon = keyof HomeWords['facilities']['cards'];

/** SPEC.md §2.4 item 6: six cards; Student Commons also gets its page (DESIGN.md: no dead ends). */
export const facilitiesSection = {
  cards: [
    { id: 'library', to: '/facility/library' },
    { id: 'science', to: '/facility/science-labs' },
    { id: 'sports', to: '/facility/sports-complex' },
    { id: 'arts', to: '/facility/arts-center' },
    { id: 'music', to: '/facility/music-hall' },
    { id: 'commons', to: '/facility/common-areas' },
  ] satisfies { id: FacilityIcon; to: string }[],
  tour: contactFormHref('facilities'),
};

/**
 * A campus clip as `scripts/make-demo-media.sh` draws it, and as the school replaces it file for file:
 * `<file>.webm`, `<file>.mp4` and a 640×360 still `<file>-poster.webp`.
 */
function campusClip(id: VideoItem['id'], file: string, duration: string): VideoItem {
  return {
    id,
    duration,
    sources: [
      { src: `/media/${file}.webm`, type: 'video/webm' },
      { src: `/media/${file}.mp4`, type: 'video/mp4' },
    ],
    poster: { src: `/media/${file}-poster.webp`, width: 640, height: 360 },
  };
}

/**
 * SPEC.md §2.4 item 7: the statistics, and the campus videos. The spec's numbers (3.8K+ service hours,
 * 99 % satisfaction) are not what a 200-pupil school can show; these are the ones it can (decision 0066),
 * the same as the Our Story counters and the prospectus.
 */
export const campusLife = {
  statistics: [
    { id: 'students', value: '200' },
    { id: 'teachers', value: '16' },
    { id: 'classes', value: '9' },
    { id: 'classSize', value: '25' },
  ] satisfies { id: keyof HomeWords['campusLife']['statistics']; value: string }[],
  videos: [
    campusClip('assembly', 'assembly', '0:08'),
    campusClip('scienceLab', 'science-lab', '0:06'),
    campusClip('sportsDay', 'sports-day', '0:10'),
  ],
};

/** SPEC.md §2.4 item 10, each button with a real target (DESIGN.md §5). */
export const joinSection = {
  actions: [
    { id: 'apply', to: '/enquiry' },
    { id: 'visit', to: '/admissions#tours' },
    { id: 'prospectus', to: '/prospectus' },
  ] satisfies { id: keyof HomeWords['join']['actions']; to: string }[],
};

/** SPEC.md §2.4 item 8: the quick links beside the home page's notices (names: `homeIslands.news.quickLinkNames`). */
export const noticeQuickLinks = [
  { id: 'aboutUs', to: '/our-story' },
  { id: 'facilities', to: '/facility' },
  { id: 'primaryEducation', to: '/primary-education' },
  { id: 'sportsComplex', to: '/facility/sports-complex' },
  { id: 'policies', to: '/policies' },
] satisfies { id: keyof HomeWords['news']['quickLinkNames']; to: string }[];
