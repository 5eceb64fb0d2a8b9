import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from '~/i18n/links';
import { heroMedia } from '~/content/hero';
import { contactFormHref } from '~/web/contact-links';
import { useWords } from '~/i18n/words';
import { useHydrated, useMediaQuery, useSaveData } from './hooks';
import { StaffText } from '~/i18n/staff-text';

/** SPEC.md §9: the headline changes every 6000 ms. */
export const sloganIntervalMs = 6000;
export const heroId = 'hero';

function useRotatingIndex(length: number, intervalMs: number): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (length < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % length), intervalMs);
    return () => window.clearInterval(timer);
  }, [length, intervalMs]);
  return index;
}

/** The built-in clip, or the one staff chose in the settings (an MP4 or WebM address). */
function videoSources(videoUrl: string): { src: string; type: string }[] {
  if (!videoUrl) return heroMedia.sources;
  return [{ src: videoUrl, type: /\.webm(\?|$)/i.test(videoUrl) ? 'video/webm' : 'video/mp4' }];
}

/**
 * The muted background loop. It is only added in the browser, on a screen 768 px wide or more, after
 * checking that the visitor has not asked to save data or to reduce motion, so the server's HTML holds
 * just the poster image (the page's largest contentful paint) and no video is ever fetched for those
 * visitors. A phone shows the poster: under the hero's shade the loop is barely seen on a small
 * screen, and playing it was a large share of a phone's blocking time while the page loaded, and
 * 190 KB of its data (docs/decisions/0074-hero-loop-on-wide-screens.md).
 *
 * It stops one pixel short of the poster's bottom edge (under the bottom shade, where the poster,
 * its first frame, shows through): a browser takes a later paint as the largest contentful paint only
 * if it is larger, so the clip, painted after hydration, never replaces the poster painted with the
 * HTML (docs/decisions/0044-first-paint.md). Drawn the same size, it did, by a rounding.
 */
function BackgroundVideo({ posterSrc, videoUrl }: { posterSrc: string; videoUrl: string }) {
  const hydrated = useHydrated();
  // A screen at least as wide as a small tablet held sideways (Tailwind's `md`), for a visitor who has
  // not asked for less motion; followed live. The server assumes a phone, so nothing is added before
  // the browser knows.
  const motionOnWideScreen = useMediaQuery('(min-width: 768px) and (prefers-reduced-motion: no-preference)', false);
  const saveData = useSaveData();
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const wanted = hydrated && motionOnWideScreen && !saveData;
  useEffect(() => {
    const element = video.current;
    if (!wanted || !element) return;
    // React sets `muted` as a property only; browsers autoplay only what they know is muted.
    element.muted = true;
    element.play().catch(() => {
      // Autoplay refused (battery saver, for example): the poster stays, which is fine.
    });
  }, [wanted]);
  if (!wanted) return null;
  return (
    <video
      ref={video}
      data-testid="hero-video"
      autoPlay
      muted
      loop
      playsInline
      preload="auto"
      poster={posterSrc}
      aria-hidden="true"
      tabIndex={-1}
      onPlaying={() => setPlaying(true)}
      className={`absolute inset-x-0 top-0 h-[calc(100%-1px)] w-full object-cover transition-opacity duration-1000 ${playing ? 'opacity-100' : 'opacity-0'}`}
    >
      {videoSources(videoUrl).map((source) => (
        <source key={source.src} src={source.src} type={source.type} />
      ))}
    </video>
  );
}

/**
 * The full-screen welcome under the transparent header: the poster and background loop, the
 * rotating slogans, the two buttons, and whatever the page adds below them (social links, job panel).
 *
 * Its content starts at the top rather than in the middle, with a taller top margin on wide screens:
 * the browser paints the page while the HTML is still arriving, and centred content jumped up when
 * the job panel, or the call and social links, below it arrived (a layout shift of 0.11;
 * docs/decisions/0044-first-paint.md).
 */
export function Hero({
  schoolName,
  schoolNameHi,
  poster = heroMedia.poster,
  videoUrl = '',
  children,
}: {
  schoolName: string;
  schoolNameHi?: string | null;
  /** The poster staff uploaded in the settings, or the built-in picture. */
  poster?: { src: string; srcSet: string; width: number; height: number };
  /** The clip staff chose in the settings; empty for the built-in one. */
  videoUrl?: string;
  children?: ReactNode;
}) {
  const words = useWords('home');
  const slogans = words.slogans;
  const index = useRotatingIndex(slogans.length, sloganIntervalMs);
  const hydrated = useHydrated();
  return (
    <section
      id={heroId}
      className="surface-dark relative -mt-18 flex min-h-[88svh] items-start overflow-hidden bg-brand-900 pt-18 text-white"
      aria-labelledby="hero-title"
      data-hydrated={hydrated ? 'true' : 'false'}
    >
      <div className="absolute inset-0" aria-hidden="true">
        <img
          src={poster.src}
          srcSet={poster.srcSet}
          sizes="100vw"
          width={poster.width}
          height={poster.height}
          alt=""
          fetchPriority="high"
          loading="eager"
          decoding="sync"
          data-testid="hero-poster"
          className="absolute inset-0 h-full w-full object-cover"
        />
        <BackgroundVideo posterSrc={poster.src} videoUrl={videoUrl} />
        <div className="absolute inset-0 bg-[linear-gradient(100deg,rgb(46_16_101/0.92)_0%,rgb(76_29_149/0.78)_45%,rgb(76_29_149/0.35)_100%)]" />
        <div className="absolute inset-x-0 bottom-0 h-32 bg-gradient-to-t from-brand-900/70 to-transparent" />
      </div>
      <div className="page-width relative py-10 sm:py-16 lg:pt-[12vh] [@media(max-height:700px)]:pt-4">
        <p className="text-sm font-semibold tracking-[0.2em] text-amber-300 uppercase"><StaffText en={schoolName} hi={schoolNameHi} /></p>
        <h1 id="hero-title" className="mt-3 max-w-3xl font-serif text-4xl leading-tight font-bold sm:text-6xl">
          <span key={index} className="slogan-enter block" data-testid="hero-slogan">
            {slogans[index]}
          </span>
        </h1>
        <p className="mt-4 max-w-xl text-lg text-white/90 sm:mt-5 sm:text-xl">{words.heroLead}</p>
        <div className="mt-7 flex flex-wrap gap-3 [@media(max-height:700px)]:mt-4" data-testid="hero-actions">
          <Link to="/enquiry" className="btn btn-primary shadow-lg sm:px-6">
            {words.enquire}
          </Link>
          <Link to={contactFormHref('admissions')} className="btn btn-secondary sm:px-6">
            {words.scheduleVisit}
          </Link>
        </div>
        {children}
      </div>
    </section>
  );
}
