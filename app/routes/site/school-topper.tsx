import { TopperCard } from '~/components/people/TopperCard';
import { localeOfRequest } from '~/i18n/locales';
import { useWords } from '~/i18n/words';
import { wordsFor } from '~/i18n/words.server';
import { pageMeta, type SiteHandle } from '~/web/page-meta';
import { listToppers } from '~/modules/toppers/toppers.server';
import type { Route } from './+types/school-topper';
import { staffTextFor } from '~/web/staff-text.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  return { toppers: staffTextFor(locale, await listToppers(context.database.db)), words: wordsFor(locale, 'toppers', 'people') };
}

type SchoolTopperData = Awaited<ReturnType<typeof loader>>;

export const handle: SiteHandle<SchoolTopperData> = {
  heading: (page) => ({ title: page.words.toppers.pageTitle, lead: page.words.toppers.pageLead }),
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches, {
    title: loaderData?.words.toppers.pageTitle ?? '',
    description: loaderData?.words.toppers.description ?? '',
    path: '/school-topper',
  });

/** Highest marks first; the top three wear 1st, 2nd and 3rd (equal marks, equal badge). */
export default function SchoolTopper({ loaderData }: Route.ComponentProps) {
  const { toppers } = loaderData;
  const t = useWords('toppers');
  return (
    <div className="bg-slate-50">
      <div className="page-width py-10 sm:py-14">
        {toppers.length === 0 ? (
          <p className="rounded-xl bg-white p-8 text-center text-lg text-slate-700 shadow-sm ring-1 ring-slate-200">{t.empty}</p>
        ) : (
          <ol className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
            {toppers.map((topper, index) => (
              <li key={topper.id}>
                <TopperCard topper={topper} priority={index === 0} />
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
