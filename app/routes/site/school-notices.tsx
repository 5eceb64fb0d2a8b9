import { NoticeList } from '~/components/notices/NoticeList';
import { localeOfRequest } from '~/i18n/locales';
import { wordsFor } from '~/i18n/words.server';
import { pageMeta, type SiteHandle } from '~/web/page-meta';
import { listNotices } from '~/modules/notices/notices.server';
import type { Route } from './+types/school-notices';
import { staffTextFor } from '~/web/staff-text.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  return { notices: staffTextFor(locale, await listNotices(context.database.db)), words: wordsFor(locale, 'notices') };
}

type SchoolNoticesData = Awaited<ReturnType<typeof loader>>;

export const handle: SiteHandle<SchoolNoticesData> = {
  heading: ({ words }) => ({ title: words.notices.pageTitle, lead: words.notices.pageLead }),
};

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData?.words.notices.pageTitle ?? '',
    description: loaderData?.words.notices.pageLead ?? '',
    path: '/school-notices',
  });

export default function SchoolNotices({ loaderData }: Route.ComponentProps) {
  const { notices } = loaderData;
  return (
    <div className="bg-slate-50">
      <div className="page-width [&>*]:max-w-3xl py-10 sm:py-14">
        <NoticeList notices={notices} headingLevel={2} />
      </div>
    </div>
  );
}
