/**
 * The home hero's built-in media (until staff set their own in the settings). Apart from the rest of
 * the home page's content (home.ts), which only its static sections use and the browser does not load
 * with the page (docs/decisions/0019-page-weight-budget.md).
 */

/**
 * A picture served from `public/`, with its real size so the page does not shift while it loads. Its
 * description, if it needs one, is in the catalogue.
 */
export interface StaticImage {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
}

export interface VideoSource {
  src: string;
  type: 'video/webm' | 'video/mp4';
}

/** The hero's background loop: the poster is drawn at once; the clip is added by the browser later. */
export const heroMedia = {
  poster: {
    src: '/media/hero-poster.webp',
    srcSet: '/media/hero-poster-768.webp 768w, /media/hero-poster.webp 1280w',
    width: 1280,
    height: 720,
  } satisfies StaticImage,
  sources: [
    { src: '/media/hero.webm', type: 'video/webm' },
    { src: '/media/hero.mp4', type: 'video/mp4' },
  ] satisfies VideoSource[],
};
