import { createContext, lazy, useContext, useState, type ComponentType, type MouseEvent, type ReactElement } from 'react';
import { useNavigate } from 'react-router';
import { useReveal } from '~/components/home/useReveal';
import { documentOf } from '~/i18n/locales';
import { isHydrating } from '~/lib/hydration';

/**
 * Server-rendered content that the browser keeps as it came, without downloading the code that drew
 * it (docs/decisions/0019-page-weight-budget.md). For sections with no behaviour of their own: text,
 * pictures and links.
 *
 * - On the server the section renders in place (the lazy module is loaded before the shell is sent:
 *   there is no Suspense boundary around it), so the HTML is whole, with or without JavaScript.
 * - When the page is hydrated, the island keeps that HTML (an element with empty
 *   `dangerouslySetInnerHTML`, which React leaves alone) and never loads the section's code.
 *   Links inside it still navigate in the app, and `[data-reveal]` elements still fade in.
 * - When the page is reached by a navigation in the app, there is no HTML to keep: the section's
 *   code is loaded then (inside the navigation's transition, so the old page stays until it is ready).
 * - An island keeps that HTML for as long as it is mounted: a page whose island shows what the
 *   address chooses (a facility's `:id`, the fees' `?session=`) gives it a `key` of it, so that a
 *   navigation to another one draws a new island from its code.
 * - The server draws an island once for its props and the page's language, and reuses that HTML on
 *   every page that shows the same island with the same props until the content changes
 *   (`IslandKeeperContext`, docs/decisions/0072-island-fragments.md). `reuse: false` is for an
 *   island whose HTML differs from one answer to the next (a nonce).
 */

export function staticIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { className = 'contents', reuse = true }: { className?: string; reuse?: boolean } = {},
) {
  const Section = lazy(async () => ({ default: await load() }));

  function StaticIsland(props: P) {
    const Keeper = useContext(IslandKeeperContext);
    const [keepServerHtml] = useState(isHydrating);
    const navigate = useNavigate();
    // Kept HTML still fades in on scroll; rendered code does it through the section's own hook.
    const reveal = useReveal<HTMLDivElement>();

    // Links in kept HTML are plain anchors: take same-site ones through the router, as <Link> would.
    const onClick = (event: MouseEvent<HTMLDivElement>) => {
      if (!keepServerHtml || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element).closest('a');
      if (!anchor || anchor.target || anchor.hasAttribute('download') || anchor.origin !== window.location.origin) return;
      // The other language's site is another document (app/i18n/links.tsx): the browser loads it.
      const [target, here] = [documentOf(anchor.pathname), documentOf(window.location.pathname)];
      if (target !== 'shared' && here !== 'shared' && target !== here) return;
      event.preventDefault();
      void navigate(`${anchor.pathname}${anchor.search}${anchor.hash}`);
    };

    if (keepServerHtml) {
      return <div ref={reveal} className={className} onClick={onClick} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
    }
    if (Keeper && reuse) {
      return (
        // eslint-disable-next-line react-hooks/static-components -- one keeper per shelf (per content version), made once, never per render
        <Keeper island={StaticIsland} props={props} className={className}>
          <Section {...props} />
        </Keeper>
      );
    }
    return (
      <div className={className}>
        <Section {...props} />
      </div>
    );
  }
  return StaticIsland;
}

/** What the server's keeper of islands' HTML is given: the island, its props, and the section to draw. */
export interface IslandKeeperProps {
  island: object;
  props: object;
  className: string;
  children: ReactElement;
}

/**
 * The server's keeper of islands' HTML (app/web/island-fragments.server.tsx), given by the server's
 * render only (app/entry.server.tsx); absent in the browser and when island HTML is not reused.
 */
export const IslandKeeperContext = createContext<ComponentType<IslandKeeperProps> | undefined>(undefined);

/**
 * The server's side of `islandData` (app/web/page-words.server.ts): what a document's static islands
 * draw, given by the server's render only (app/entry.server.tsx). In the browser it is empty, and an
 * island drawn from its code after a navigation uses what the navigation's data sent.
 */
export const IslandDataContext = createContext<ReadonlyMap<string, unknown> | undefined>(undefined);

/** What a loader gave a static island through `islandData`: sent with a navigation, or kept for the server's render. */
export function useIslandData<T>(key: string, sent: T | undefined): T | undefined {
  const kept = useContext(IslandDataContext)?.get(key) as T | undefined;
  return sent ?? kept;
}
