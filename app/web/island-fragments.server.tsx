import { useContext, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { UNSAFE_FrameworkContext as FrameworkContext, UNSAFE_LocationContext as LocationContext, UNSAFE_NavigationContext as NavigationContext } from 'react-router';
import type { IslandKeeperProps } from '~/components/ui/StaticIsland';
import { ServerCatalogueContext, usePageWords, WordsProvider } from '~/i18n/words';
import type { Locale } from '~/i18n/locales';

/**
 * The server's half of reusing static islands' HTML (docs/decisions/0072-island-fragments.md). A static
 * island (app/components/ui/StaticIsland.tsx) has no behaviour in the browser, so its HTML is a pure
 * function of its props, the page's language and the school's content: the server draws it once with
 * `renderToString` and reuses the string wherever the same island shows with the same props, until
 * the content version or the period changes (the shelf is then replaced, server/island-fragments.ts).
 *
 * What makes the reuse safe rather than hopeful: the island is drawn *outside* the page, with only
 * what cannot differ between two requests for the same props and language:
 * - the words of the page's language (the catalogue, and the sections the loaders sent);
 * - React Router's navigation and framework contexts (the basename and the build's manifest), so that
 *   its links are links;
 * - a location at `/` and no route matches, so a link is written the same wherever it is drawn.
 * Nothing per request reaches it: not the address, not the loaders' data (`islandData`, the session),
 * not the nonce. An island that reads any of them draws differently here than in place, and
 * `e2e/island-fragments.spec.ts` compares every public page drawn both ways, byte for byte.
 */

/** Where kept island HTML lives for the current content version and period (server/island-fragments.ts). */
export interface IslandShelf {
  get(key: string): string | undefined;
  /** True when nobody is drawing this key yet: the caller draws it and keeps (or lets go of) it. */
  claim(key: string): boolean;
  keep(key: string, html: string): void;
  letGo(key: string): void;
  /** Whether a reused island says so (`data-island-kept`), for the tests that compare pages. */
  readonly marked: boolean;
}

/** Each island a number of its own for the keys (islands are made once, when their module loads). */
const islandIds = new WeakMap<object, number>();
let lastIslandId = 0;
function islandId(island: object): number {
  let id = islandIds.get(island);
  if (id === undefined) {
    id = ++lastIslandId;
    islandIds.set(island, id);
  }
  return id;
}

/**
 * The shelf's key for an island's props in a language, or undefined when the props are not plain
 * data (a function or a React element could not be told apart by their JSON).
 */
export function islandKey(island: object, locale: Locale, props: object): string | undefined {
  try {
    const json = JSON.stringify(props, (_name, value: unknown) => {
      if (typeof value === 'function' || typeof value === 'symbol') throw new TypeError('not plain data');
      if (typeof value === 'object' && value !== null && '$$typeof' in value) throw new TypeError('a React element');
      return value;
    });
    return `${islandId(island)}|${locale}|${json}`;
  } catch {
    return undefined;
  }
}

/** No address and no route: a link inside an island is written as it would be anywhere. */
const everywhere = {
  location: { pathname: '/', search: '', hash: '', state: null, key: 'default' },
  navigationType: 'POP',
} as unknown as NonNullable<React.ContextType<typeof LocationContext>>; // the router's own type is internal

/**
 * The keeper the server's render gives static islands (IslandKeeperContext), for one shelf. An island
 * not yet on the shelf is drawn in place, as without the shelf, and drawn apart once the page's render
 * has let go of the thread (`setImmediate`): React's server renderer keeps its state in module
 * variables, so one render must not start inside another's component.
 */
export function islandKeeper(shelf: IslandShelf): ComponentType<IslandKeeperProps> {
  let keeper = keepers.get(shelf);
  if (!keeper) keepers.set(shelf, (keeper = keeperOf(shelf)));
  return keeper;
}

/** One keeper a shelf: the same component for every page drawn under one content version. */
const keepers = new WeakMap<IslandShelf, ComponentType<IslandKeeperProps>>();

function keeperOf(shelf: IslandShelf): ComponentType<IslandKeeperProps> {
  return function KeptIsland({ island, props, className, children }: IslandKeeperProps) {
    const { locale, words } = usePageWords();
    const catalogue = useContext(ServerCatalogueContext);
    const navigation = useContext(NavigationContext);
    const framework = useContext(FrameworkContext);
    const key = islandKey(island, locale, props);
    const html = key === undefined ? undefined : shelf.get(key);
    if (html !== undefined) return <div className={className} data-island-kept={shelf.marked ? '' : undefined} dangerouslySetInnerHTML={{ __html: html }} />;
    if (key !== undefined && shelf.claim(key)) {
      const apart = (
        <FrameworkContext.Provider value={framework}>
          <NavigationContext.Provider value={navigation}>
            <LocationContext.Provider value={everywhere}>
              <ServerCatalogueContext.Provider value={catalogue}>
                <WordsProvider locale={locale} words={words}>
                  {children}
                </WordsProvider>
              </ServerCatalogueContext.Provider>
            </LocationContext.Provider>
          </NavigationContext.Provider>
        </FrameworkContext.Provider>
      );
      setImmediate(() => {
        try {
          shelf.keep(key, renderToString(apart));
        } catch {
          // Its code was not loaded yet (it suspended), or it needs what an island drawn apart lacks:
          // drawn in place again by the next page, which tries once more.
          shelf.letGo(key);
        }
      });
    }
    return <div className={className}>{children}</div>;
  };
}
