import { useEffect, type ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError, useRouteLoaderData, type ShouldRevalidateFunction } from 'react-router';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { defaultLocale, documentOf, localeOfRequest, localeTags, type Locale } from './i18n/locales';
import { getStaffSession } from './web/auth.server';
import { wordsFor } from './i18n/words.server';
import { useLocalePath } from './i18n/links';
import { PageWordsProvider, useWords } from './i18n/words';
import { endHydration } from './lib/hydration';
import { useNonce } from './lib/nonce';
import { Stylesheet } from './lib/stylesheet';

// The stylesheet is not a link: <Stylesheet> writes it into the head (docs/decisions/0044-first-paint.md).
// The icons are PNGs drawn from public/favicon.svg: Chromium fetches and decodes a page's icon in the
// page's own process, and an SVG icon costs it a whole SVG document on the main thread, during the
// load, on every first visit (docs/decisions/0081-png-icons.md).
export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon-32.png', type: 'image/png', sizes: '32x32' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
];

/**
 * The page's language, and the words of the public frame and the error pages: the root's loader
 * cannot fail, so a page whose own loader failed can still draw the frame around its error.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = documentOf(new URL(request.url).pathname) === 'shared' ? await staffLanguage(request, context) : localeOfRequest(request);
  return { locale, words: wordsFor(locale, 'frame', 'error') };
}

/** The dashboard's pages speak the signed-in account's language; nothing here may fail the page. */
async function staffLanguage(request: Request, context: Route.LoaderArgs['context']): Promise<Locale> {
  const session = await getStaffSession(request, context).catch(() => undefined);
  return session?.staff.locale ?? defaultLocale;
}

// The language belongs to the address (the public site) or to the staff account (the dashboard): it
// changes when a navigation moves between the two (a language switch is a new document) or when staff
// save something (their own language, perhaps).
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  documentOf(currentUrl.pathname) !== documentOf(nextUrl.pathname) ||
  // A change made in the dashboard may be the account's own language; a refused one changed nothing
  // (and the router revalidates nothing after it, so the form keeps what was typed).
  (formMethod !== undefined && formMethod.toUpperCase() !== 'GET' && documentOf(nextUrl.pathname) === 'shared' && defaultShouldRevalidate);

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const locale = useRouteLoaderData<typeof loader>('root')?.locale ?? defaultLocale;
  return (
    <html lang={localeTags[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#5b21b6" />
        <Stylesheet href={stylesheet} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-800 antialiased">
        <PageWordsProvider locale={locale}>{children}</PageWordsProvider>
        {/* Every navigation starts at the top of the new page; Back restores the old position. */}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // From now on a static island mounts with its code: there is no server HTML left to keep.
  useEffect(endHydration, []);
  return <Outlet />;
}

/** Last resort for errors outside the site's own layout (which has its own boundary). */
export function ErrorBoundary() {
  const error = useRouteError();
  const words = useWords('error');
  const inLanguage = useLocalePath();
  const unavailable = isRouteErrorResponse(error) ? error.status === 503 : false;
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold text-brand-900">{words.title}</h1>
      <p className="mt-4 text-lg">{unavailable ? words.unavailable : words.lead}</p>
      <a href={inLanguage('/')} className="mt-8 inline-block rounded-full bg-brand-700 px-6 py-3 font-semibold text-white">
        {words.goHome}
      </a>
    </main>
  );
}
