import { useRouteLoaderData } from 'react-router';
import { PrintButton } from '~/components/ui/PrintButton';
import { staticIsland } from '~/components/ui/StaticIsland';
import { prospectusIntro, prospectusLead } from '~/content/prospectus';
import { fixedPagesText } from '~/i18n/en/fixedPages';
import { pageMeta, siteLayoutId, type SiteFrameData, type SiteHandle } from '~/web/page-meta';
import { fallbackSiteSettings } from '~/modules/settings/settings-fallback';
import type { Route } from './+types/prospectus';

const t = fixedPagesText.prospectus;

export const handle: SiteHandle = { heading: () => ({ title: t.title, lead: prospectusLead }) };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: t.title,
    description: 'The school prospectus: who we are, our primary and middle-school programmes, facilities, how to join, how fees work and how to reach us.',
    path: '/prospectus',
  });

// The prospectus has no behaviour of its own but the print button: the server's HTML stays, and its
// code loads only when the page is reached by a navigation in the app (decision 0019).
const ProspectusBody = staticIsland(() => import('~/components/prospectus/ProspectusBody').then((module) => module.ProspectusBody));

export default function Prospectus() {
  const settings = useRouteLoaderData<SiteFrameData>(siteLayoutId)?.settings ?? fallbackSiteSettings;
  return (
    <div className="bg-slate-50 print:bg-white">
      <article className="mx-auto max-w-4xl px-4 py-10 sm:py-14 print:max-w-none print:py-0" data-testid="prospectus">
        <div className="flex flex-wrap items-start justify-between gap-4 print:hidden">
          <p className="max-w-xl text-slate-700">{prospectusIntro}</p>
          <PrintButton label={t.print} />
        </div>
        <ProspectusBody settings={settings} />
      </article>
    </div>
  );
}
