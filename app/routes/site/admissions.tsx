import { useRouteLoaderData } from 'react-router';
import { staticIsland } from '~/components/ui/StaticIsland';
import { useIslandData } from '~/components/ui/island-data';
import { localeOfRequest } from '~/i18n/locales';
import { todayInSchool } from '~/lib/dates';
import { admissionAgesOn } from '~/modules/classes/entry-ages';
import { catalogueFor, wordsFor } from '~/i18n/words.server';
import { islandData, islandWords, sentHeading } from '~/web/page-words.server';
import { siteLayoutId, type SiteFrameData } from '~/web/page-meta';
import { sentHeadingHandle, sentHeadingMeta } from '~/web/sent-heading';
import { fallbackSiteSettings } from '~/modules/settings/settings-fallback';
import type { Route } from './+types/admissions';

const entryAgesKey = 'admissions:entry-ages';

/**
 * The page's heading goes with every answer; its body is a static island, whose words and table of
 * ages a document carries as HTML only (decision 0019). The contact buttons' words go always:
 * ReachActions reads them with useWords wherever it is drawn.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  return {
    heading: sentHeading(catalogueFor(locale).admissions),
    words: {
      ...wordsFor(locale, 'reach'),
      ...islandWords(context, locale, 'admissions', 'admissionSteps', 'admissionRequirements', 'fees', 'entryAges'),
    },
    // The render cache keeps a page for one school day (decision 0045), so the table turns to the next
    // session on its day.
    ages: islandData(context, entryAgesKey, admissionAgesOn(todayInSchool())),
  };
}

export const handle = sentHeadingHandle;

export const meta: Route.MetaFunction = sentHeadingMeta('/admissions');

const AdmissionsBody = staticIsland(() => import('~/components/admissions/AdmissionsBody').then((module) => module.AdmissionsBody));

export default function Admissions({ loaderData }: Route.ComponentProps) {
  const settings = useRouteLoaderData<SiteFrameData>(siteLayoutId)?.settings ?? fallbackSiteSettings;
  return <AdmissionsBody settings={settings} ages={useIslandData(entryAgesKey, loaderData.ages)} />;
}
