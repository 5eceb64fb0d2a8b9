import { useSyncExternalStore } from 'react';

/**
 * Whether the browser is still hydrating the server's HTML (true until the root's first effect).
 * Static islands (app/components/ui/StaticIsland.tsx) read it when they mount: an island mounted
 * while hydrating keeps the server's HTML; one mounted later renders its code. Its own tiny module,
 * so that the root, on every page, does not carry the islands' code.
 */
let hydrating = typeof document !== 'undefined';

export function isHydrating(): boolean {
  return hydrating;
}

/**
 * Called once by the root after the first render in the browser. The page then says so on `<html>`
 * (`data-hydrated`): its scripts start after the first paint (decision 0073), so a test, or anything
 * else that needs the page to be React's, waits for that rather than for the load event.
 */
export function endHydration(): void {
  hydrating = false;
  document.documentElement.dataset.hydrated = '';
}

const noSubscription = () => () => {};

/**
 * False while the server renders and while the page hydrates; true once React runs in the browser:
 * for controls that need JavaScript, and for what must match the server's HTML until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
