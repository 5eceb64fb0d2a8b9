import { data } from 'react-router';
import { Link } from '~/i18n/links';
import { categoryStyle, priorityStyle } from '~/components/notices/NoticeCard';
import { CalendarIcon, ChevronRightIcon } from '~/components/ui/icons';
import { localeOfRequest } from '~/i18n/locales';
import { wordsFor } from '~/i18n/words.server';
import { useLocale, useWords } from '~/i18n/words';
import { parseId } from '~/lib/validation';
import { formatNoticeDate } from '~/lib/dates';
import { pageLocale, pageMeta, shareCardPath, shareCardSize, type SiteHandle } from '~/web/page-meta';
import { getNotice, type NoticeView } from '~/modules/notices/notices.server';
import NotFound from './not-found';
import type { Words } from '~/i18n/catalogue';
import type { Route } from './+types/notice';
import { StaffText, staffTextIn, useStaffWords } from '~/i18n/staff-text';
import { CircularLink } from '~/components/notices/CircularLink';
import { staffTextFor } from '~/web/staff-text.server';
import { ShareOnWhatsApp } from '~/components/ui/ShareOnWhatsApp';

/** A notice's own page (/notices/:id): an unknown or malformed id is the site's 404 page, status 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const notice = id === undefined ? undefined : await getNotice(context.database.db, id);
  const locale = localeOfRequest(request);
  if (!notice) return data({ notice: null, words: wordsFor(locale, 'notices', 'noticePage', 'notFound') }, { status: 404 });
  return { notice: staffTextFor(locale, notice), words: wordsFor(locale, 'notices', 'noticePage', 'share') };
}

type NoticePageData =
  | { notice: null; words: Words<'notices' | 'noticePage' | 'notFound'> }
  | { notice: NoticeView; words: Words<'notices' | 'noticePage' | 'share'> };

export const handle: SiteHandle<NoticePageData> = {
  heading: (page) =>
    page.notice
      ? { title: { en: page.notice.title, hi: page.notice.titleHi }, trail: [{ label: page.words.notices.pageTitle, to: '/school-notices' }] }
      : { title: page.words.notFound.title },
};

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const notice = loaderData?.notice;
  // No such notice: the page's own words name it; no data after an error: the root's error words do.
  if (!notice) return [{ title: loaderData?.words.notFound?.title ?? matches[0].loaderData.words.error.title }, { name: 'robots', content: 'noindex' }];
  const locale = pageLocale(matches);
  const details = staffTextIn(locale, notice.details, notice.detailsHi).text.replace(/\s+/g, ' ');
  return pageMeta(matches, {
    title: { en: notice.title, hi: notice.titleHi },
    description: details.length > 155 ? `${details.slice(0, 154)}…` : details,
    path: `/notices/${notice.id}`,
    // A notice has no photo: its own card (the school's name, "Notice" and its title) is what a shared link shows.
    image: { path: shareCardPath(locale, { kind: 'notices', id: notice.id }), ...shareCardSize, alt: staffTextIn(locale, notice.title, notice.titleHi).text },
  });
};

export default function NoticePage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const words = useWords('notices');
  const page = useWords('noticePage');
  const said = useStaffWords();
  const { notice } = loaderData;
  if (!notice) return <NotFound />;
  return (
    <div className="bg-slate-50">
      <div className="page-width [&>*]:max-w-3xl py-10 sm:py-14">
        <article
          className={`rounded-2xl border bg-white p-6 shadow-sm sm:p-10 ${notice.priority === 'high' ? 'border-rose-200 border-l-4 border-l-rose-500' : 'border-slate-200'}`}
          data-testid="notice-page"
        >
          <dl className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            <div className="flex items-center gap-1.5">
              <dt className="sr-only">{page.postedOn}</dt>
              <dd className="inline-flex items-center gap-1.5 font-medium text-slate-700">
                <CalendarIcon aria-hidden="true" />
                <time dateTime={notice.date}>{formatNoticeDate(notice.date, locale)}</time>
              </dd>
            </div>
            <div>
              <dt className="sr-only">{page.category}</dt>
              <dd className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${categoryStyle}`}>
                {words.category[notice.category]}
              </dd>
            </div>
            <div>
              <dt className="sr-only">{page.priority}</dt>
              <dd className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${priorityStyle[notice.priority]}`}>
                {words.priority[notice.priority]}
              </dd>
            </div>
          </dl>
          <p className="mt-6 text-lg leading-relaxed whitespace-pre-line text-slate-800" data-testid="notice-details">
            <StaffText en={notice.details} hi={notice.detailsHi} />
          </p>
          {notice.circular ? <CircularLink circular={notice.circular} className="mt-6" /> : null}
          <div className="mt-8 border-t border-slate-200 pt-5">
            <ShareOnWhatsApp title={said(notice.title, notice.titleHi).text} path={`/notices/${notice.id}`} />
          </div>
        </article>
        <Link
          to="/school-notices"
          className="mt-8 inline-flex items-center gap-2 btn btn-secondary"
        >
          <ChevronRightIcon aria-hidden="true" className="rotate-180" />
          {page.backToNotices}
        </Link>
      </div>
    </div>
  );
}
