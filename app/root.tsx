import { useEffect, type ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError } from 'react-router';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { endHydration } from './lib/hydration';
import { text } from './i18n/en';
import { useNonce } from './lib/nonce';
import { Stylesheet } from './lib/stylesheet';

// The stylesheet is not a link: <Stylesheet> writes it into the head (docs/decisions/0044-first-paint.md).
export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#5b21b6" />
        <Stylesheet href={stylesheet} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-800 antialiased">
        {children}
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
  const unavailable = isRouteErrorResponse(error) ? error.status === 503 : false;
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold text-brand-900">{text.error.title}</h1>
      <p className="mt-4 text-lg">{unavailable ? text.error.unavailable : text.error.lead}</p>
      <a href="/" className="mt-8 inline-block rounded-full bg-brand-700 px-6 py-3 font-semibold text-white">
        {text.notFound.goHome}
      </a>
    </main>
  );
}
