import { YearGroupGrid } from '~/components/academics/YearGroupGrid';
import { ActionLinks } from '~/components/ui/ActionLinks';
import { SectionTitle } from '~/components/ui/SectionTitle';
import { localeOfRequest } from '~/i18n/locales';
import { useWords } from '~/i18n/words';
import { wordsFor } from '~/i18n/words.server';
import { pageMeta, type SiteHandle } from '~/web/page-meta';
import type { Route } from './+types/primary-education';

export function loader({ request }: Route.LoaderArgs) {
  return { words: wordsFor(localeOfRequest(request), 'primaryEducation') };
}

type PrimaryEducationData = Awaited<ReturnType<typeof loader>>;

export const handle: SiteHandle<PrimaryEducationData> = {
  heading: ({ words: { primaryEducation: t } }) => ({ title: t.title, lead: t.lead, trail: [{ label: t.curriculum, to: '/school-curriculum' }] }),
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches, {
    title: loaderData?.words.primaryEducation.title ?? '',
    description: loaderData?.words.primaryEducation.lead ?? '',
    path: '/primary-education',
  });

export default function PrimaryEducation() {
  const t = useWords('primaryEducation');
  return (
    <div className="bg-slate-50">
      <div className="page-width py-10 sm:py-14">
        <section aria-labelledby="years-title">
          <SectionTitle id="years-title">{t.yearGroupsTitle}</SectionTitle>
          <div className="mt-6">
            <YearGroupGrid groups={t.yearGroups} />
          </div>
        </section>

        <section aria-labelledby="day-title" className="mt-12">
          <SectionTitle id="day-title">{t.dayTitle}</SectionTitle>
          <table className="mt-6 w-full overflow-hidden rounded-xl bg-white text-left shadow-sm ring-1 ring-slate-200" data-testid="timetable">
            <thead className="bg-brand-800 text-white">
              <tr>
                <th scope="col" className="w-28 px-4 py-3 font-semibold">
                  {t.time}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t.whatHappens}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {t.day.map((slot) => (
                <tr key={slot.time}>
                  <td className="px-4 py-3 font-semibold whitespace-nowrap text-rose-700">{slot.time}</td>
                  <td className="px-4 py-3 text-slate-800">{slot.activity}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <div className="mt-10">
          <ActionLinks
            actions={[
              { label: t.contactUs, to: '/contact' },
              { label: t.downloadProspectus, to: '/prospectus' },
            ]}
          />
        </div>
      </div>
    </div>
  );
}
