import { useEffect, useState, useSyncExternalStore } from 'react';

export { useHydrated } from '~/lib/hydration';

/** Whether a media query matches, followed live; on the server (and while hydrating), `serverValue`. */
export function useMediaQuery(media: string, serverValue: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(media);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(media).matches,
    () => serverValue,
  );
}

/** The visitor's reduced-motion wish, followed live; the server assumes motion is fine. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)', false);
}

interface NetworkInformationLike extends EventTarget {
  saveData?: boolean;
}

function connection(): NetworkInformationLike | undefined {
  return (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
}

function subscribeSaveData(onChange: () => void) {
  const network = connection();
  network?.addEventListener?.('change', onChange);
  return () => network?.removeEventListener?.('change', onChange);
}

/** True when the visitor's browser asks sites to save data (Chrome's "Lite mode", Data Saver). */
export function useSaveData(): boolean {
  return useSyncExternalStore(
    subscribeSaveData,
    () => connection()?.saveData === true,
    () => false,
  );
}

/**
 * Whether the site footer is on screen. The floating buttons and panels step aside then, so that
 * they never cover the footer's links and contact details at the end of the page.
 */
export function useFooterInView(): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const footer = document.querySelector('footer');
    if (!footer || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting));
    observer.observe(footer);
    return () => observer.disconnect();
  }, []);
  return inView;
}

/**
 * Whether the hero (the element with this id) still fills a good part of the screen: true on the
 * server and until the browser knows better, which is the state of a page opened at the top.
 */
export function useHeroInView(heroId: string): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const hero = document.getElementById(heroId);
    if (!hero || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry.intersectionRatio > 0.35), {
      threshold: [0, 0.35, 1],
    });
    observer.observe(hero);
    return () => observer.disconnect();
  }, [heroId]);
  return inView;
}
