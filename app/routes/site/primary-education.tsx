import { YearGroupGrid } from '~/components/academics/YearGroupGrid';
import { ActionLinks } from '~/components/ui/ActionLinks';
import { SectionTitle } from '~/components/ui/SectionTitle';
import { primaryDay, primaryLead, primaryYearGroups } from '~/content/academics';
import { pageMeta, type SiteHandle } from '~/web/page-meta';
import type { Route } from './+types/primary-education';

const title = 'Primary Education';

export const handle: SiteHandle = {
  heading: () => ({ title, lead: primaryLead, trail: [{ label: 'Curriculum', to: '/school-curriculum' }] }),
};

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title, description: primaryLead, path: '/primary-education' });

export default function PrimaryEducation() {
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        <section aria-labelledby="years-title">
          <SectionTitle id="years-title">
            Year groups
          </SectionTitle>
          <div className="mt-6">
            <YearGroupGrid groups={primaryYearGroups} />
          </div>
        </section>

        <section aria-labelledby="day-title" className="mt-12">
          <SectionTitle id="day-title">
            A typical day
          </SectionTitle>
          <table className="mt-6 w-full overflow-hidden rounded-xl bg-white text-left shadow-sm ring-1 ring-slate-200" data-testid="timetable">
            <thead className="bg-brand-800 text-white">
              <tr>
                <th scope="col" className="w-28 px-4 py-3 font-semibold">
                  Time
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  What happens
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {primaryDay.map((slot) => (
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
              { label: 'Contact Us', to: '/contact' },
              { label: 'Download Prospectus', to: '/prospectus' },
            ]}
          />
        </div>
      </div>
    </div>
  );
}
