import { Link } from '~/i18n/links';
import { NoticeList } from '~/components/notices/NoticeList';
import { ChevronRightIcon } from '~/components/ui/icons';
import { noticeQuickLinks } from '~/content/home';
import { useIslandWords } from '~/i18n/words';
import type { NoticeView } from '~/modules/notices/notices.server';

/** SPEC.md §2.4 item 8: Notices & Events (`#news`), the View All button and the quick links sidebar. */
export function NewsSection({ notices }: { notices: NoticeView[] }) {
  const words = useIslandWords('homeIslands').news;
  return (
    <section id="news" aria-labelledby="news-title" className="bg-slate-50 py-16 sm:py-20">
      <div className="page-width">
        <p className="text-sm font-semibold tracking-wider text-rose-700 uppercase">{words.lead}</p>
        <h2 id="news-title" className="mt-1 font-serif text-3xl font-bold text-brand-900 sm:text-4xl">
          {words.title}
        </h2>
        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_18rem]">
          <div>
            <NoticeList notices={notices} />
            <Link
              to="/school-notices"
              className="mt-6 inline-flex items-center gap-2 btn btn-primary"
            >
              {words.viewAll}
              <ChevronRightIcon aria-hidden="true" />
            </Link>
          </div>
          <aside aria-labelledby="notice-links-title" className="h-fit rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <h3 id="notice-links-title" className="font-bold text-slate-900">
              {words.quickLinks}
            </h3>
            <ul className="mt-3 divide-y divide-slate-100">
              {noticeQuickLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="flex items-center justify-between py-2.5 text-slate-700 hover:text-brand-800">
                    {words.quickLinkNames[link.id]}
                    <ChevronRightIcon aria-hidden="true" />
                  </Link>
                </li>
              ))}
            </ul>
            <Link
              to="/contact"
              className="mt-4 block btn btn-secondary"
            >
              {words.contactOffice}
            </Link>
          </aside>
        </div>
      </div>
    </section>
  );
}
