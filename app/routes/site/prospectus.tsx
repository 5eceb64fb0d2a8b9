import { useRouteLoaderData } from 'react-router';
import { PrintButton } from '~/components/ui/PrintButton';
import { staticIsland } from '~/components/ui/StaticIsland';
import { localeOfRequest } from '~/i18n/locales';
import { useWords } from '~/i18n/words';
import { wordsFor } from '~/i18n/words.server';
import { islandWords } from '~/web/page-words.server';
import { pageMeta, siteLayoutId, type SiteFrameData, type SiteHandle } from '~/web/page-meta';
import { fallbackSiteSettings } from '~/modules/settings/settings-fallback';
import { getCurrentFeeSession } from '~/modules/fees/fees.server';
import { yearCostRows } from '~/modules/fees/fee-totals';
import { todayInSchool } from '~/lib/dates';
import { admissionAgesOn } from '~/modules/classes/entry-ages';
import type { Route } from './+types/prospectus';

/**
 * The prospectus's own words, the other pages' sections its body digests, what a year costs in the
 * current session, and which class each date of birth joins (a kept page lasts one school day).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const fees = await getCurrentFeeSession(context.database.db);
  return {
    yearCosts: fees ? { session: fees.session, rows: yearCostRows(fees.fees, fees.otherHeads) } : null,
    ages: admissionAgesOn(todayInSchool()),
    words: {
      ...wordsFor(locale, 'prospectus'),
      // Only its body reads these, a static island: they go only with a navigation in the app.
      ...islandWords(context, locale, 'primaryEducation', 'secondaryEducation', 'curriculum', 'facilities', 'admissionSteps', 'admissionRequirements', 'entryAges', 'fees'),
    },
  };
}

type ProspectusData = Awaited<ReturnType<typeof loader>>;

export const handle: SiteHandle<ProspectusData> = {
  heading: (page) => ({ title: page.words.prospectus.title, lead: page.words.prospectus.lead }),
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches, {
    title: loaderData?.words.prospectus.title ?? '',
    description: loaderData?.words.prospectus.description ?? '',
    path: '/prospectus',
  });

// The prospectus has no behaviour of its own but the print button: the server's HTML stays, and its
// code loads only when the page is reached by a navigation in the app (decision 0019).
const ProspectusBody = staticIsland(() => import('~/components/prospectus/ProspectusBody').then((module) => module.ProspectusBody));

export default function Prospectus({ loaderData }: Route.ComponentProps) {
  const settings = useRouteLoaderData<SiteFrameData>(siteLayoutId)?.settings ?? fallbackSiteSettings;
  const t = useWords('prospectus');
  return (
    <div className="bg-slate-50 print:bg-white">
      <article className="page-width [&>*]:max-w-4xl py-10 sm:py-14 print:max-w-none print:py-0" data-testid="prospectus">
        <div className="flex flex-wrap items-start justify-between gap-4 print:hidden">
          <p className="max-w-xl text-slate-700">{t.intro}</p>
          <PrintButton label={t.print} />
        </div>
        <ProspectusBody settings={settings} yearCosts={loaderData.yearCosts} ages={loaderData.ages} />
      </article>
    </div>
  );
}
