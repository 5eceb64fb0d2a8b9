import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, HandleErrorFunction } from 'react-router';
import { ServerRouter } from 'react-router';
import { isDatabaseError } from './lib/api.server';
import { coalescedWritesTo } from './lib/coalesced-writes.server';
import type { AppContext } from './web/context';
import { describeError, log } from './lib/log.server';
import { modulesAfterFirstPaint } from './lib/module-preloads.server';
import { NonceContext } from './lib/nonce';
import { IslandDataContext } from './components/ui/island-data';
import { IslandKeeperContext } from './components/ui/StaticIsland';
import { islandKeeper } from './web/island-fragments.server';
import { documentOf, localeOfRequest } from './i18n/locales';
import { ServerCatalogueContext } from './i18n/words';
import { catalogueFor } from './i18n/words.server';
import { StylesheetContext } from './lib/stylesheet';
import { readBuiltStylesheet } from './lib/stylesheet.server';
import stylesheetHref from './app.css?url';

export const streamTimeout = 5_000;

/** Every page carries the stylesheet in its head (app/lib/stylesheet.tsx); read once, at start. */
const stylesheet = import.meta.env.PROD ? readBuiltStylesheet(stylesheetHref) : '';

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppContext,
): Promise<Response> {
  // A page whose loader could not reach the database is "unavailable", not "broken" (DESIGN.md §6).
  // The router hands the page a sanitised error, so `handleError` notes the real one in the context.
  if (responseStatusCode === 500 && loadContext.failure.database) responseStatusCode = 503;

  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const nonce = loadContext.nonce;
  // The public site's modules start after the first paint (decision 0073). The dashboard's start at
  // once: its editors open with text in their fields, and React puts a textarea's text from the server
  // back when it hydrates, over what staff typed before. Vite's development markup is its own.
  const deferModules = import.meta.env.PROD && documentOf(new URL(request.url).pathname) !== 'shared';
  // Static islands drawn before, under this content version (docs/decisions/0072-island-fragments.md).
  const shelf = await loadContext.islandFragments?.current();
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole page at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <StylesheetContext.Provider value={stylesheet}>
          <ServerCatalogueContext.Provider value={catalogueFor(localeOfRequest(request))}>
            <IslandDataContext.Provider value={loadContext.islandData}>
              <IslandKeeperContext.Provider value={shelf && islandKeeper(shelf)}>
                <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
              </IslandKeeperContext.Provider>
            </IslandDataContext.Provider>
          </ServerCatalogueContext.Provider>
        </StylesheetContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(coalescedWritesTo(body, deferModules ? modulesAfterFirstPaint : undefined));
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log.error('render failed', describeError(error));
        },
      },
    );
  });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (isDatabaseError(error)) context.failure.database = true;
  if (request.signal.aborted) return;
  log.error('request failed', { path: new URL(request.url).pathname, ...describeError(error) });
};
