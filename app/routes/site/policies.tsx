import { useRouteLoaderData } from 'react-router';
import { staticIsland } from '~/components/ui/StaticIsland';
import { localeOfRequest } from '~/i18n/locales';
import { catalogueFor } from '~/i18n/words.server';
import { fallbackSiteSettings } from '~/modules/settings/settings-fallback';
import { siteLayoutId, type SiteFrameData } from '~/web/page-meta';
import { islandWords, sentHeading } from '~/web/page-words.server';
import { sentHeadingHandle, sentHeadingMeta } from '~/web/sent-heading';
import type { Route } from './+types/policies';

/**
 * The page's heading goes with every answer; its body is a static island, whose words a document
 * carries as HTML only (decision 0019). The lead is the page's description too.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const t = catalogueFor(locale).policies;
  return { heading: sentHeading({ ...t, description: t.lead }), words: islandWords(context, locale, 'policies') };
}

export const handle = sentHeadingHandle;

export const meta: Route.MetaFunction = sentHeadingMeta('/policies');

const PoliciesBody = staticIsland(() => import('~/components/policies/PoliciesBody').then((module) => module.PoliciesBody));

export default function Policies() {
  const settings = useRouteLoaderData<SiteFrameData>(siteLayoutId)?.settings ?? fallbackSiteSettings;
  return <PoliciesBody settings={settings} />;
}
