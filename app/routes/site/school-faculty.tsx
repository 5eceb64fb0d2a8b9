import { FacultyCard } from '~/components/people/FacultyCard';
import { peopleText } from '~/i18n/en/people';
import { pageMeta, type SiteHandle } from '~/web/page-meta';
import { listFaculty } from '~/modules/faculty/faculty.server';
import type { Route } from './+types/school-faculty';

const t = peopleText.faculty;

export async function loader({ context }: Route.LoaderArgs) {
  return { faculty: await listFaculty(context.database.db) };
}

export const handle: SiteHandle = { heading: () => ({ title: t.pageTitle, lead: t.pageLead }) };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: t.pageTitle,
    description: 'Meet our principal, teachers and coaches: their subjects, qualifications and experience.',
    path: '/school-faculty',
  });

export default function SchoolFaculty({ loaderData }: Route.ComponentProps) {
  const { faculty } = loaderData;
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        {faculty.length === 0 ? (
          <p className="rounded-xl bg-white p-8 text-center text-lg text-slate-700 shadow-sm ring-1 ring-slate-200">{t.empty}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
            {faculty.map((member, index) => (
              <li key={member.id}>
                <FacultyCard member={member} priority={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
