import { isRouteErrorResponse, Outlet, useLocation, useMatches, useRouteError, useRouteLoaderData } from 'react-router';
import { PageHeader, type PageHeading } from '~/components/frame/PageHeader';
import { SiteHeader } from '~/components/frame/SiteHeader';
import { TopBar } from '~/components/frame/TopBar';
import { localeOfRequest, withoutLocale } from '~/i18n/locales';
import { islandData, islandWords } from '~/web/page-words.server';
import { staffTextShownFor } from '~/web/staff-text.server';
import { useWords } from '~/i18n/words';
import { getStaffSession } from '~/web/auth.server';
import { siteLayoutId, type SiteFrameData, type SiteHandle } from '~/web/page-meta';
import { fallbackSiteSettings } from '~/modules/settings/settings-fallback';
import { getSiteSettings, publicSiteSettings } from '~/modules/settings/settings.server';
import { staticIsland } from '~/components/ui/StaticIsland';
import { currentAlerts } from '~/modules/alerts/alerts.server';
import { siteAlertsKey } from '~/components/frame/alert-bar-key';
import type { Route } from './+types/layout';

// The footer has no behaviour of its own: the server's HTML stays, its code loads only if the frame is
// drawn in the browser (decision 0019).
const SiteFooter = staticIsland(() => import('~/components/frame/SiteFooter').then((module) => module.SiteFooter));
// The alert bar too: its words and alerts travel only with a navigation's data, and its close button
// works in a document through a tiny inline script (app/components/frame/alert-dismissal.ts). That
// script carries the answer's nonce and the alerts come from the request's loaders, so the server
// draws the bar for each page rather than reusing it (decision 0072).
const AlertBar = staticIsland(() => import('~/components/frame/AlertBar').then((module) => module.AlertBar), { reuse: false });

export async function loader({ request, context }: Route.LoaderArgs): Promise<SiteFrameData> {
  const [settings, session, alerts] = await Promise.all([
    getSiteSettings(context.database.db),
    getStaffSession(request, context),
    currentAlerts(context.database.db),
  ]);
  const locale = localeOfRequest(request);
  return {
    // A Hindi page carries an English text only where no Hindi is given (the school's name always:
    // the page's title and the JSON-LD's alternate name need it), decision 0019.
    settings: staffTextShownFor(locale, publicSiteSettings(settings), { keepEnglish: ['schoolName'] }),
    signedIn: session !== undefined,
    publicUrl: context.config.publicUrl,
    // The menus and the footer are static islands: their words travel only when the frame is drawn
    // in the browser (a navigation in the app from the dashboard).
    words: islandWords(context, locale, 'menuLinks', 'footer', 'affiliation', 'alertBar'),
    alerts: islandData(context, siteAlertsKey, alerts),
    // Nothing at all on the (usual) page without alerts: every byte of a page's data counts (decision 0019).
    ...(alerts.length > 0 ? { alertsKey: alerts.map((alert) => alert.id).join() } : {}),
  };
}

function usePageHeading(): PageHeading | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i].handle as SiteHandle | undefined;
    if (handle?.heading) return handle.heading(matches[i].loaderData);
  }
  return undefined;
}

function Frame({ frame, heading, children }: { frame: SiteFrameData; heading?: PageHeading; children: React.ReactNode }) {
  const onHome = withoutLocale(useLocation().pathname) === '/';
  const words = useWords('frame');
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 text-brand-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {words.skipToContent}
      </a>
      {/* Keyed by the alerts shown: a navigation that brings other alerts draws the bar again from its data. */}
      <AlertBar key={frame.alertsKey ?? ''} alerts={frame.alerts} />
      <TopBar settings={frame.settings} signedIn={frame.signedIn} onHome={onHome} />
      <SiteHeader settings={frame.settings} onHome={onHome} />
      {!onHome && heading ? <PageHeader {...heading} /> : null}
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      {/* On home the fixed notice ticker covers the last lines; leave room for it. */}
      <div className={onHome ? 'pb-11' : undefined}>
        <SiteFooter settings={frame.settings} />
      </div>
    </>
  );
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const heading = usePageHeading();
  return (
    <Frame frame={loaderData} heading={heading}>
      <Outlet />
    </Frame>
  );
}

/** A page that failed keeps the frame, so the visitor can still find their way. */
export function ErrorBoundary() {
  const error = useRouteError();
  const words = useWords('error');
  const frame = useRouteLoaderData<SiteFrameData>(siteLayoutId) ?? {
    settings: fallbackSiteSettings,
    signedIn: false,
    publicUrl: '',
  };
  const unavailable = isRouteErrorResponse(error) && error.status === 503;
  const here = useLocation();
  return (
    <Frame frame={frame} heading={{ title: words.title }}>
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <p className="text-lg">{unavailable ? words.unavailable : words.lead}</p>
        <a href={`${here.pathname}${here.search}`} className="mt-6 btn btn-primary">
          {words.tryAgain}
        </a>
      </div>
    </Frame>
  );
}
