import { useEffect, useRef } from 'react';

/** SPEC.md §9: an element is revealed once 10 % of it is visible. */
export const revealThreshold = 0.1;
/** SPEC.md §9: the four value cards follow each other 150 ms apart. */
export const revealStaggerMs = 150;

/**
 * Classes for an element marked `data-reveal`. They only hide it while JavaScript has set
 * `data-reveal-state="hidden"`, so without JavaScript (and before it runs) everything is visible.
 */
export const revealClasses =
  'transition-[opacity,translate] duration-700 ease-out delay-(--reveal-delay) data-[reveal-state=hidden]:translate-y-6 data-[reveal-state=hidden]:opacity-0';

/** The inline style that staggers the n-th card (0, 150, 300, 450 ms). */
export function revealDelay(index: number): React.CSSProperties {
  return { '--reveal-delay': `${index * revealStaggerMs}ms` } as React.CSSProperties;
}

/**
 * Fades in the `[data-reveal]` elements inside the returned ref once each scrolls into view.
 * Only elements still below the screen when the page becomes interactive are hidden first, so
 * nothing a visitor is already looking at ever disappears. Visitors who prefer reduced motion,
 * and browsers without IntersectionObserver, simply see everything.
 */
export function useReveal<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const below = Array.from(root.querySelectorAll<HTMLElement>('[data-reveal]')).filter(
      (element) => element.dataset.revealState !== 'shown' && element.getBoundingClientRect().top >= window.innerHeight,
    );
    if (below.length === 0) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting || entry.intersectionRatio < revealThreshold) continue;
          (entry.target as HTMLElement).dataset.revealState = 'shown';
          observer.unobserve(entry.target);
        }
      },
      { threshold: revealThreshold },
    );
    for (const element of below) {
      element.dataset.revealState = 'hidden';
      observer.observe(element);
    }
    return () => {
      observer.disconnect();
      // Never leave anything hidden once nobody is watching for it.
      for (const element of below) if (element.dataset.revealState === 'hidden') element.dataset.revealState = 'shown';
    };
  }, []);
  return ref;
}
