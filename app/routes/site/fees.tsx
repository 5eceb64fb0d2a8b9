import { data, useLocation, useRouteLoaderData } from 'react-router';
import type { FeeSessionsShown } from '~/components/fees/FeesBody';
import { staticIsland } from '~/components/ui/StaticIsland';
import { useIslandData } from '~/components/ui/island-data';
import { localeOfRequest } from '~/i18n/locales';
import { catalogueFor, wordsFor } from '~/i18n/words.server';
import { siteLayoutId, type SiteFrameData } from '~/web/page-meta';
import { sentHeadingHandle, sentHeadingMeta } from '~/web/sent-heading';
import { islandData, islandWords, sentHeading } from '~/web/page-words.server';
import { staffTextFor } from '~/web/staff-text.server';
import { feeSessionLabel } from '~/modules/fees/fee-schema';
import { getFeeSession, listFeeSessions } from '~/modules/fees/fees.server';
import { fallbackSiteSettings } from '~/modules/settings/settings-fallback';
import type { Route } from './+types/fees';

const sessionsKey = 'fees:sessions';

/**
 * The fee structure (/fees, DESIGN.md §9): the current session's, or an earlier published one's
 * (`?session=2025-26`), which stays readable. A session that was never published is a 404 that
 * still leads to the current fees.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.database;
  const locale = localeOfRequest(request);
  const published = (await listFeeSessions(db, { publishedOnly: true })).map((summary) => summary.session);
  const current = published[0] ?? null;
  const asked = new URL(request.url).searchParams.get('session');
  const label = asked === null ? current : feeSessionLabel.safeParse(asked).data;
  const session = label ? await getFeeSession(db, label, { publishedOnly: true }) : undefined;
  const missing = asked !== null && !session;
  const page = {
    heading: sentHeading(catalogueFor(locale).feeStructure),
    missing,
    // The body is a static island: its sessions and words go with a navigation in the app only. The
    // contact buttons' words go always: ReachActions reads them with useWords wherever it is drawn.
    sessions: islandData(context, sessionsKey, { fees: session ? staffTextFor(locale, session) : null, current, published, missing } satisfies FeeSessionsShown),
    words: { ...wordsFor(locale, 'reach'), ...islandWords(context, locale, 'feeStructure') },
  };
  return missing ? data(page, { status: 404 }) : page;
}

export const handle = sentHeadingHandle;

const feesMeta = sentHeadingMeta('/fees');

export const meta: Route.MetaFunction = (args) => {
  const tags = feesMeta(args);
  // A session that was never published is no page of its own.
  return args.loaderData?.missing ? [...tags, { name: 'robots', content: 'noindex' }] : tags;
};

const FeesBody = staticIsland(() => import('~/components/fees/FeesBody').then((module) => module.FeesBody));

export default function Fees({ loaderData }: Route.ComponentProps) {
  const settings = useRouteLoaderData<SiteFrameData>(siteLayoutId)?.settings ?? fallbackSiteSettings;
  // An island keeps the HTML it was first given: another session's fees (`?session=`) are another island.
  return <FeesBody key={useLocation().search} sessions={useIslandData(sessionsKey, loaderData.sessions)} settings={settings} />;
}
