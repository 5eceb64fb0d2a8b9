import { FacilityCard } from '~/components/facilities/FacilityCard';
import { facilities } from '~/content/facilities';
import { fixedPagesText } from '~/i18n/en/fixedPages';
import { pageMeta, type SiteHandle } from '~/web/page-meta';
import type { Route } from './+types/facilities';

const t = fixedPagesText.facility;

export const handle: SiteHandle = { heading: () => ({ title: t.indexTitle, lead: t.indexLead }) };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: t.indexTitle,
    description:
      'Our library, science laboratories, sports complex, creative arts center, music hall and student commons: what each offers, its hours and where it is.',
    path: '/facility',
  });

export default function Facilities() {
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {facilities.map((facility, index) => (
            <li key={facility.id} className="flex">
              {/* The first picture is the largest paint on a phone: loaded at once, first. */}
              <FacilityCard facility={facility} priority={index === 0} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
