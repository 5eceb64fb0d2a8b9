import { ActionLinks } from '~/components/ui/ActionLinks';
import { SectionTitle } from '~/components/ui/SectionTitle';
import { YearGroupsSection } from '~/components/academics/YearGroupsSection';
import { useIslandWords } from '~/i18n/words';

/**
 * Primary education: its year groups and a day from assembly to home time. A static island (decision
 * 0019): a document carries it as HTML only.
 */
export function PrimaryEducationBody() {
  const t = useIslandWords('primaryEducation');
  return (
    <div className="bg-slate-50">
      <div className="page-width py-10 sm:py-14">
        <YearGroupsSection id="years-title" title={t.yearGroupsTitle} groups={t.yearGroups} />

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
