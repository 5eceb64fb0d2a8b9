import { FacultyCard } from '~/components/people/FacultyCard';
import { localeOfRequest } from '~/i18n/locales';
import { useWords } from '~/i18n/words';
import { wordsFor } from '~/i18n/words.server';
import { pageMeta, type SiteHandle } from '~/web/page-meta';
import { listFaculty } from '~/modules/faculty/faculty.server';
import type { Route } from './+types/school-faculty';
import { staffTextFor } from '~/web/staff-text.server';

/** The cards show no qualification, post or appointment (the profile does): they stay off the page's data. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const cards = (await listFaculty(context.database.db)).map(({ qualification: _q, post: _p, appointment: _a, ...card }) => card);
  return { faculty: staffTextFor(locale, cards), words: wordsFor(locale, 'faculty', 'people') };
}

type SchoolFacultyData = Awaited<ReturnType<typeof loader>>;

export const handle: SiteHandle<SchoolFacultyData> = {
  heading: (page) => ({ title: page.words.faculty.pageTitle, lead: page.words.faculty.pageLead }),
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches, {
    title: loaderData?.words.faculty.pageTitle ?? '',
    description: loaderData?.words.faculty.description ?? '',
    path: '/school-faculty',
  });

export default function SchoolFaculty({ loaderData }: Route.ComponentProps) {
  const { faculty } = loaderData;
  const t = useWords('faculty');
  return (
    <div className="bg-slate-50">
      <div className="page-width py-10 sm:py-14">
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
