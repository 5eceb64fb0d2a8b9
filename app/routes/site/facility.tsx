import { data, useRouteLoaderData } from 'react-router';
import { Link } from '~/i18n/links';
import { fill } from '~/lib/fill';
import { ChevronRightIcon } from '~/components/ui/icons';
import { SectionTitle } from '~/components/ui/SectionTitle';
import { staticIsland } from '~/components/ui/StaticIsland';
import { useIslandData } from '~/components/ui/island-data';
import { facilityIds, facilityPictures, isFacilityId, type FacilityId } from '~/content/facilities';
import { FacilityPicture } from '~/components/facilities/FacilityPicture';
import type { FacilityDetails } from '~/components/facilities/FacilityBody';
import { localeOfRequest } from '~/i18n/locales';
import { useWords } from '~/i18n/words';
import { catalogueFor, wordsFor } from '~/i18n/words.server';
import { islandData, islandWords } from '~/web/page-words.server';
import { pageMeta, siteLayoutId, type SiteFrameData, type SiteHandle } from '~/web/page-meta';
import { fallbackSiteSettings } from '~/modules/settings/settings-fallback';
import type { Route } from './+types/facility';

const detailsKey = 'facility:details';

/**
 * The page or a 404. The page's heading goes with every answer; its body is a static island, whose
 * words (every facility's name and this one's long text, not the others') a document carries as HTML
 * only (decision 0019).
 */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  if (!isFacilityId(params.id)) return data({ facilityId: null, words: wordsFor(locale, 'facilityPage', 'facilities') }, { status: 404 });
  const catalogue = catalogueFor(locale);
  const [t, facility, details] = [catalogue.facilityPage, catalogue.facilities[params.id], catalogue.facilityDetails[params.id]];
  return data({
    facilityId: params.id,
    heading: {
      title: facility.title,
      lead: facility.summary,
      indexTitle: t.indexTitle,
      description: fill(t.description, { summary: facility.summary, location: details.location, hours: details.hours }),
    },
    pictures: { label: fill(t.picturesLabel, { facility: facility.title }), alts: facility.pictures },
    details: islandData(context, detailsKey, details),
    // The contact box's words: ReachActions reads them with useWords wherever it is drawn.
    words: { ...wordsFor(locale, 'reach'), ...islandWords(context, locale, 'facilityPage', 'facilities') },
  });
}

type FacilityData = Awaited<ReturnType<typeof loader>>['data'];

export const handle: SiteHandle<FacilityData> = {
  heading: (page) => {
    if (!page.facilityId) return { title: page.words.facilityPage.notFoundTitle, lead: page.words.facilityPage.notFoundLead };
    return { title: page.heading.title, lead: page.heading.lead, trail: [{ label: page.heading.indexTitle, to: '/facility' }] };
  },
};

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  if (!loaderData) return [];
  if (!loaderData.facilityId) return [{ title: loaderData.words.facilityPage.notFoundTitle }, { name: 'robots', content: 'noindex' }];
  return pageMeta(matches, { title: loaderData.heading.title, description: loaderData.heading.description, path: `/facility/${params.id}` });
};

function FacilityNotFound() {
  const t = useWords('facilityPage');
  const facilities = useWords('facilities');
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 text-center sm:py-16" data-testid="facility-not-found">
      <SectionTitle>{t.notFoundHeading}</SectionTitle>
      <ul className="mt-6 grid gap-3 text-left sm:grid-cols-2">
        {facilityIds.map((id) => (
          <li key={id}>
            <Link
              to={`/facility/${id}`}
              className="flex h-full items-center justify-between gap-2 rounded-xl bg-white p-4 font-semibold text-brand-900 shadow-sm ring-1 ring-slate-200 hover:bg-brand-50"
            >
              {facilities[id].title}
              <ChevronRightIcon className="shrink-0 text-rose-700" />
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/" className="mt-8 btn btn-primary">
        {t.goHome}
      </Link>
    </div>
  );
}

// The body has no behaviour of its own: the browser keeps the server's HTML (decision 0019).
const FacilityBody = staticIsland(() => import('~/components/facilities/FacilityBody').then((module) => module.FacilityBody));

export default function FacilityPage({ loaderData }: Route.ComponentProps) {
  return loaderData.facilityId ? <Facility facilityId={loaderData.facilityId} pictures={loaderData.pictures} sent={loaderData.details} /> : <FacilityNotFound />;
}

function Facility({ facilityId, pictures, sent }: { facilityId: FacilityId; pictures: { label: string; alts: readonly string[] }; sent: FacilityDetails | undefined }) {
  const settings = useRouteLoaderData<SiteFrameData>(siteLayoutId)?.settings ?? fallbackSiteSettings;
  return (
    <div className="bg-slate-50">
      <div className="page-width py-10 sm:py-14">
        <ul className="grid gap-4 sm:grid-cols-2" aria-label={pictures.label}>
          {facilityPictures[facilityId].map((scene, index) => (
            <li key={scene} className="overflow-hidden rounded-2xl shadow-sm ring-1 ring-slate-200">
              <FacilityPicture scene={scene} alt={pictures.alts[index] ?? ''} priority={index === 0} />
            </li>
          ))}
        </ul>
        {/* An island keeps the HTML it was first given: another facility's page is another island. */}
        <FacilityBody key={facilityId} facilityId={facilityId} details={useIslandData(detailsKey, sent)} settings={settings} />
      </div>
    </div>
  );
}
