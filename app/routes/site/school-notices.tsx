import { NoticeList } from '~/components/notices/NoticeList';
import { text } from '~/i18n/en';
import { pageMeta, type SiteHandle } from '~/web/page-meta';
import { listNotices } from '~/modules/notices/notices.server';
import type { Route } from './+types/school-notices';

export async function loader({ context }: Route.LoaderArgs) {
  return { notices: await listNotices(context.database.db) };
}

export const handle: SiteHandle = {
  heading: () => ({ title: text.notices.pageTitle, lead: text.notices.pageLead }),
};

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: text.notices.pageTitle, description: text.notices.pageLead, path: '/school-notices' });

export default function SchoolNotices({ loaderData }: Route.ComponentProps) {
  const { notices } = loaderData;
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        <NoticeList notices={notices} headingLevel={2} />
      </div>
    </div>
  );
}
