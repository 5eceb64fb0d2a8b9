import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type FocusEvent } from 'react';
import { ChevronRightIcon } from '~/components/ui/icons';
import { useWords } from '~/i18n/words';
import { fill } from '~/lib/fill';
import type { TestimonialView } from '~/modules/testimonials/testimonials.server';
import { TestimonialCard } from './TestimonialCard';

/** SPEC.md §9: the testimonials page moves on every 5000 ms. */
export const testimonialAutoplayMs = 5000;

/**
 * Slides per view by width (SPEC.md: 1 under 768 px, 2 from 768, 3 from 1024), 30 px apart.
 * `one` shows a single card at every width (for a narrow column such as the home page's).
 */
const trackColumns = {
  responsive: 'auto-cols-[100%] md:auto-cols-[calc((100%-30px)/2)] lg:auto-cols-[calc((100%-60px)/3)]',
  one: 'auto-cols-[100%]',
} as const;

interface Geometry {
  /** Distance from one slide's start to the next one's. */
  step: number;
  perView: number;
  /** The places the track can rest at: one per slide that can be first in view. */
  positions: number;
}

function readGeometry(track: HTMLElement): Geometry {
  const slides = track.children;
  if (slides.length < 2) return { step: track.clientWidth || 1, perView: 1, positions: 1 };
  const first = slides[0].getBoundingClientRect();
  const step = slides[1].getBoundingClientRect().left - first.left || 1;
  const gap = step - first.width;
  const perView = Math.max(1, Math.round((track.clientWidth + gap) / step));
  return { step, perView, positions: Math.max(1, slides.length - perView + 1) };
}

function positionOf(track: HTMLElement, geometry: Geometry): number {
  return Math.min(geometry.positions - 1, Math.max(0, Math.round(track.scrollLeft / geometry.step)));
}

const noSubscription = () => () => {};

/** False in the server's HTML and during hydration, true once this component runs in the browser. */
function useEnhanced(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(reducedMotionQuery);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(reducedMotionQuery).matches,
    // Before JavaScript nothing moves anyway.
    () => true,
  );
}

/**
 * The testimonials page's carousel (the home page has its own, `components/home/HomeTestimonialCarousel`).
 * The parents' testimonials, built on a CSS scroll-snap track: without JavaScript it is
 * a row of cards to swipe or scroll. The browser adds previous/next buttons, a dot per resting place
 * ('Go to slide N'), and autoplay that moves one card on every `intervalMs`, returns to the first
 * after the last, pauses under the pointer, on keyboard focus and with the pause button, and never
 * runs when the visitor prefers reduced motion.
 */
export function TestimonialCarousel({
  testimonials,
  labelledBy,
  intervalMs = testimonialAutoplayMs,
  layout = 'responsive',
}: {
  testimonials: TestimonialView[];
  /** The id of the heading that names the carousel. */
  labelledBy: string;
  intervalMs?: number;
  layout?: keyof typeof trackColumns;
}) {
  const words = useWords('testimonials');
  const trackRef = useRef<HTMLDivElement>(null);
  const enhanced = useEnhanced();
  const reducedMotion = usePrefersReducedMotion();
  const [geometry, setGeometry] = useState<Geometry>({ step: 1, perView: 1, positions: 1 });
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  const [stopped, setStopped] = useState(false);

  // Follow the track: its size (slides per view change with the width) and where it rests.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const sync = () => {
      const next = readGeometry(track);
      setGeometry((previous) =>
        previous.step === next.step && previous.perView === next.perView && previous.positions === next.positions
          ? previous
          : next,
      );
      setCurrent(positionOf(track, next));
    };
    const observer = new ResizeObserver(sync);
    observer.observe(track);
    track.addEventListener('scroll', sync, { passive: true });
    return () => {
      observer.disconnect();
      track.removeEventListener('scroll', sync);
    };
  }, []);

  const goTo = useCallback(
    (position: number) => {
      const track = trackRef.current;
      if (!track) return;
      const live = readGeometry(track);
      const target = ((position % live.positions) + live.positions) % live.positions;
      track.scrollTo({ left: target * live.step, behavior: reducedMotion ? 'instant' : 'smooth' });
      setCurrent(target);
    },
    [reducedMotion],
  );

  const canMove = enhanced && geometry.positions > 1;
  const playing = canMove && !reducedMotion && !stopped && !hovered && !keyboardFocus;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => {
      const track = trackRef.current;
      if (track) goTo(positionOf(track, readGeometry(track)) + 1);
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [playing, intervalMs, goTo]);

  const onFocus = (event: FocusEvent<HTMLElement>) => setKeyboardFocus(event.target.matches(':focus-visible'));
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setKeyboardFocus(false);
  };

  if (testimonials.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600" data-testid="testimonials-empty">
        {words.empty}
      </p>
    );
  }

  return (
    <section
      aria-roledescription={words.carouselRole}
      aria-labelledby={labelledBy}
      data-testid="testimonial-carousel"
      data-enhanced={enhanced ? 'true' : 'false'}
      data-playing={playing ? 'true' : 'false'}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div
        ref={trackRef}
        role="group"
        aria-label={words.carouselLabel}
        tabIndex={0}
        data-testid="testimonial-track"
        className={`relative grid grid-flow-col gap-[30px] overflow-x-auto overscroll-x-contain rounded-2xl py-2 snap-x snap-mandatory ${trackColumns[layout]} ${
          enhanced ? '[scrollbar-width:none]' : 'pb-4 [scrollbar-width:thin]'
        }`}
      >
        {testimonials.map((testimonial, index) => (
          <div
            key={testimonial.id}
            role="group"
            aria-roledescription={words.slideRole}
            aria-label={fill(words.slide, { n: index + 1, total: testimonials.length })}
            className="snap-start"
            data-testid="testimonial-slide"
          >
            <TestimonialCard testimonial={testimonial} />
          </div>
        ))}
      </div>

      {/* The controls only work with JavaScript, so they appear with it; the row keeps its height. */}
      <div className="mt-4 flex min-h-12 items-center justify-center gap-3">
        {canMove ? (
          <>
            <button
              type="button"
              onClick={() => goTo(current - 1)}
              aria-label={words.previous}
              className="flex h-11 w-11 items-center justify-center rounded-full bg-white text-brand-800 shadow-sm ring-1 ring-slate-300 hover:bg-brand-50"
            >
              <ChevronRightIcon className="rotate-180 text-xl" />
            </button>
            <div className="flex flex-wrap items-center justify-center">
              {Array.from({ length: geometry.positions }, (_, position) => (
                <button
                  key={position}
                  type="button"
                  onClick={() => goTo(position)}
                  aria-label={fill(words.goToSlide, { n: position + 1 })}
                  aria-current={position === current ? 'true' : undefined}
                  className="group flex h-8 w-8 items-center justify-center rounded-full"
                  data-testid="testimonial-dot"
                >
                  <span
                    className={`block h-2.5 rounded-full transition-all ${
                      position === current ? 'w-6 bg-brand-700' : 'w-2.5 bg-slate-400 group-hover:bg-brand-600'
                    }`}
                  />
                </button>
              ))}
            </div>
            <button
              type="button"
              onClick={() => goTo(current + 1)}
              aria-label={words.next}
              className="flex h-11 w-11 items-center justify-center rounded-full bg-white text-brand-800 shadow-sm ring-1 ring-slate-300 hover:bg-brand-50"
            >
              <ChevronRightIcon className="text-xl" />
            </button>
            {reducedMotion ? null : (
              <button
                type="button"
                onClick={() => setStopped((value) => !value)}
                aria-label={stopped ? words.play : words.pause}
                className="flex h-11 w-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
                data-testid="testimonial-pause"
              >
                {stopped ? <PlayGlyph /> : <PauseGlyph />}
              </button>
            )}
          </>
        ) : null}
      </div>
    </section>
  );
}

function PauseGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden="true" focusable="false">
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  );
}

function PlayGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M7 5.5v13a1 1 0 0 0 1.5.9l10.4-6.5a1 1 0 0 0 0-1.8L8.5 4.6A1 1 0 0 0 7 5.5z" />
    </svg>
  );
}
