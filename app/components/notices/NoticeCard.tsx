import { Link } from '~/i18n/links';
import { CalendarIcon } from '~/components/ui/icons';
import { formatNoticeDate } from '~/lib/dates';
import type { NoticeView } from '~/modules/notices/notices.server';
import { useIslandWords, useLocale } from '~/i18n/words';
import { StaffText } from '~/i18n/staff-text';
import { CircularLink } from './CircularLink';

export const priorityStyle = {
  high: 'bg-rose-100 text-rose-800 ring-rose-200',
  medium: 'bg-amber-100 text-amber-900 ring-amber-200',
  low: 'bg-slate-100 text-slate-700 ring-slate-200',
} as const;

export const categoryStyle = 'bg-brand-50 text-brand-800 ring-brand-100';

/** One notice: date, category, priority, title (a link to the notice's own page) and details. */
export function NoticeCard({ notice, headingLevel = 3 }: { notice: NoticeView; headingLevel?: 2 | 3 }) {
  const locale = useLocale();
  const words = useIslandWords('notices');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      id={`notice-${notice.id}`}
      className={`rounded-xl border bg-white p-5 shadow-sm ${notice.priority === 'high' ? 'border-rose-200 border-l-4 border-l-rose-500' : 'border-slate-200'}`}
      data-testid="notice"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="inline-flex items-center gap-1.5 font-medium text-slate-600">
          <CalendarIcon aria-hidden="true" />
          <time dateTime={notice.date}>{formatNoticeDate(notice.date, locale)}</time>
        </span>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${categoryStyle}`}>
          {words.category[notice.category]}
        </span>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${priorityStyle[notice.priority]}`}>
          {words.priority[notice.priority]}
        </span>
      </div>
      <Heading className="mt-3 text-lg font-bold text-slate-900">
        <Link to={`/notices/${notice.id}`} className="underline-offset-4 hover:text-brand-800 hover:underline">
          <StaffText en={notice.title} hi={notice.titleHi} />
        </Link>
      </Heading>
      <p className="mt-1.5 whitespace-pre-line text-slate-700"><StaffText en={notice.details} hi={notice.detailsHi} /></p>
      {notice.circular ? <CircularLink circular={notice.circular} className="mt-3" /> : null}
    </article>
  );
}
