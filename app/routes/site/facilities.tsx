import { FacilityCard } from '~/components/facilities/FacilityCard';
import { facilityIds } from '~/content/facilities';
import { localeOfRequest } from '~/i18n/locales';
import { wordsFor } from '~/i18n/words.server';
import { pageMeta, type SiteHandle } from '~/web/page-meta';
import type { Route } from './+types/facilities';

export function loader({ request }: Route.LoaderArgs) {
  return { words: wordsFor(localeOfRequest(request), 'facilityPage', 'facilities') };
}

type FacilitiesData = Awaited<ReturnType<typeof loader>>;

export const handle: SiteHandle<FacilitiesData> = {
  heading: (page) => ({ title: page.words.facilityPage.indexTitle, lead: page.words.facilityPage.indexLead }),
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches, {
    title: loaderData?.words.facilityPage.indexTitle ?? '',
    description: loaderData?.words.facilityPage.indexDescription ?? '',
    path: '/facility',
  });

export default function Facilities() {
  return (
    <div className="bg-slate-50">
      <div className="page-width py-10 sm:py-14">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {facilityIds.map((id, index) => (
            <li key={id} className="flex">
              {/* The first picture is the largest paint on a phone: loaded at once, first. */}
              <FacilityCard id={id} priority={index === 0} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
