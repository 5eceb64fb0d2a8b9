import { expect, type Locator, type Page } from '@playwright/test';
import { hydrationTimeout } from './site';

/** What the home page's specs share: waiting for hydration, scrolling, and boxes on the screen. */

export const hydrated = (page: Page) => expect(page.locator('#hero')).toHaveAttribute('data-hydrated', 'true', { timeout: hydrationTimeout });

/** Scrolls the whole page in steps (not smoothly), so that everything revealed on scrolling has been seen. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 300) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
  });
}

/** Waits until no CSS transition is running (fades of the floating buttons, reveals). */
export async function transitionsSettled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition)));
}

/**
 * Scrolls the page (to `top`, or so that `peek` of the element's height shows at the bottom of the
 * screen), then resolves once an IntersectionObserver on the element has been told where it now is.
 * That observer is made after the page's own, and observers are told in the order they were made, in
 * the same round: whatever the page's observers do about this scroll has been done by then. Answers
 * how much of the element shows and its reveal state at that moment.
 */
export async function scrollAndObserve(page: Page, selector: string, to: { top: number } | { peek: number }) {
  return page.evaluate(
    ({ selector, to }) =>
      new Promise<{ ratio: number; state: string | undefined }>((resolve) => {
        const element = document.querySelector<HTMLElement>(selector)!;
        let told = 0;
        const observer = new IntersectionObserver(
          ([entry]) => {
            told += 1;
            // The first answer is where the element was before the scroll.
            if (told === 1) {
              const top = 'top' in to ? to.top : element.getBoundingClientRect().top + window.scrollY - window.innerHeight + element.offsetHeight * to.peek;
              window.scrollTo({ top, behavior: 'instant' });
              return;
            }
            observer.disconnect();
            resolve({ ratio: entry.intersectionRatio, state: element.dataset.revealState });
          },
          { threshold: [0, 0.01] },
        );
        observer.observe(element);
      }),
    { selector, to },
  );
}

/**
 * Resolves once a new IntersectionObserver on the element has had its first answer: every observer
 * the page made before it has had its first answer too (observers are told in the order they were made).
 */
export async function intersectionRound(page: Page, selector: string) {
  await page.evaluate(
    (selector) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(document.querySelector(selector)!);
      }),
    selector,
  );
}

export async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('element has no box');
  return b;
}

export function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
