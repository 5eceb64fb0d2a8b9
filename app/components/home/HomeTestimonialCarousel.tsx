import { useEffect, useRef, useState } from 'react';
import { Link } from '~/i18n/links';
import { staticIsland } from '~/components/ui/StaticIsland';
import { useWords } from '~/i18n/words';
import { fill } from '~/lib/fill';
import type { TestimonialView } from '~/modules/testimonials/testimonials.server';
import { useHydrated, usePrefersReducedMotion } from './hooks';
import { SectionHeading } from './SectionHeading';

/** SPEC.md §9: the home carousel moves on every 6000 ms. */
export const testimonialIntervalMs = 6000;

// Each quote has no behaviour of its own: its HTML comes from the server and stays, and its words and
// picture travel only with a navigation in the app (decision 0019); the carousel around it is live.
const Quote = staticIsland(() => import('./HomeTestimonialQuote').then((module) => module.HomeTestimonialQuote));

/**
 * The home page's testimonials section, one quote at a time (SPEC.md §9: 6000 ms). Not the
 * testimonials page's carousel (`components/testimonials/TestimonialCarousel`: 1, 2 or 3 cards by
 * width, 5000 ms, previous/next and pause buttons). The server renders every card in a row that can be
 * swiped (readable without JavaScript); in the browser it moves on every 6 s, stops while the
 * pointer is over it or focus is in it, and the dots choose a card. No rotation for one card or for
 * visitors who prefer reduced motion.
 */
export function HomeTestimonialCarousel({ ids, testimonials }: { ids: number[]; testimonials: TestimonialView[] | undefined }) {
  const t = useWords('home').testimonials;
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="bg-amber-50 py-16 sm:py-20">
      <div className="page-width">
        <div className="flex flex-col items-center text-center">
          <SectionHeading id="testimonials-title" eyebrow={t.eyebrow} title={t.title} />
        </div>
        {ids.length === 0 ? (
          <p className="mt-8 text-center text-lg text-slate-700" data-testid="testimonials-empty">
            {t.empty}
          </p>
        ) : ids.length === 1 ? (
          <div className="mt-10" data-testid="testimonial-carousel">
            <div data-testid="testimonial">
              <Quote testimonial={testimonials?.[0]} />
            </div>
          </div>
        ) : (
          <Rotator ids={ids} testimonials={testimonials} />
        )}
        <p className="mt-10 text-center">
          <Link to="/testimonial" className="font-semibold text-brand-800 underline-offset-4 hover:underline">
            {t.readAll}
          </Link>
        </p>
      </div>
    </section>
  );
}

function Rotator({ ids, testimonials }: { ids: number[]; testimonials: TestimonialView[] | undefined }) {
  const t = useWords('home').testimonials;
  const count = ids.length;
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const canRotate = hydrated && !reducedMotion;
  const rotating = canRotate && !stopped && !hovered && !focused;

  const show = (next: number) => {
    setIndex(next);
    const element = track.current;
    if (element) element.scrollTo({ left: next * element.clientWidth, behavior: reducedMotion ? 'auto' : 'smooth' });
  };

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => {
      const next = (index + 1) % count;
      setIndex(next);
      const element = track.current;
      if (element) element.scrollTo({ left: next * element.clientWidth, behavior: 'smooth' });
    }, testimonialIntervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  // A swipe (or arrow keys in the row) moves the row itself; follow it once it settles.
  const followScroll = () => {
    const element = track.current;
    if (!element || element.clientWidth === 0) return;
    const settled = Math.round(element.scrollLeft / element.clientWidth);
    if (settled !== index && settled >= 0 && settled < count) setIndex(settled);
  };

  return (
    <div
      className="mt-10"
      role="region"
      aria-roledescription={t.carouselRole}
      aria-label={t.carousel}
      data-testid="testimonial-carousel"
      data-rotating={rotating ? 'true' : 'false'}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        ref={track}
        tabIndex={0}
        aria-live={rotating ? 'off' : 'polite'}
        onScrollEnd={followScroll}
        className="testimonial-track flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-2xl [scrollbar-width:none] focus-visible:outline-offset-4"
      >
        {ids.map((id, i) => (
          <div
            key={id}
            role="group"
            aria-roledescription={t.slideRole}
            aria-label={fill(t.slide, { index: i + 1, count })}
            data-testid="testimonial"
            data-active={i === index ? 'true' : 'false'}
            className="w-full shrink-0 snap-start py-2"
          >
            <Quote testimonial={testimonials?.[i]} />
          </div>
        ))}
      </div>
      <div className="js-only mt-6 flex items-center justify-center gap-2">
        {ids.map((id, i) => (
          <button
            key={id}
            type="button"
            aria-label={fill(t.show, { index: i + 1 })}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => show(i)}
            className="group flex h-11 w-8 items-center justify-center"
            data-testid="testimonial-dot"
          >
            <span
              className={`block h-3 rounded-full transition-all ${
                i === index ? 'w-7 bg-brand-700' : 'w-3 bg-brand-700/30 group-hover:bg-brand-700/60'
              }`}
            />
          </button>
        ))}
        {canRotate ? (
          <button
            type="button"
            onClick={() => setStopped((value) => !value)}
            aria-label={stopped ? t.play : t.pause}
            className="ml-2 flex h-11 w-11 items-center justify-center rounded-full text-brand-800 hover:bg-brand-100"
            data-testid="testimonial-pause"
          >
            {stopped ? (
              <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden="true" focusable="false">
                <path d="M7 4.5v15l13-7.5z" />
              </svg>
            ) : (
              <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden="true" focusable="false">
                <path d="M6 4h4v16H6zM14 4h4v16h-4z" />
              </svg>
            )}
          </button>
        ) : null}
      </div>
    </div>
  );
}
