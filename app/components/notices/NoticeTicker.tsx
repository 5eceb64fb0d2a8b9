import { Link } from '~/i18n/links';
import { MegaphoneIcon } from '~/components/ui/icons';
import { useStaffWords } from '~/i18n/staff-text';
import { useWords } from '~/i18n/words';
import type { NoticeView } from '~/modules/notices/notices.server';

/** Pixels per second (SPEC.md §9: ticker speed 50). */
export const tickerSpeed = 50;
/** A generous average glyph width, so the estimated run is never faster than the speed. */
const averageCharWidthPx = 8;
const typicalViewportPx = 1024;

export function tickerDurationSeconds(message: string): number {
  return Math.max(10, Math.round((message.length * averageCharWidthPx + typicalViewportPx) / tickerSpeed));
}

/** The fixed bottom ticker on the home page: the latest notice, scrolling, paused under the pointer. */
export function NoticeTicker({ notice }: { notice: Pick<NoticeView, 'id' | 'title' | 'titleHi' | 'details' | 'detailsHi'> | undefined }) {
  const latest = useWords('home').ticker;
  const said = useStaffWords();
  if (!notice) return null;
  const title = said(notice.title, notice.titleHi);
  const details = said(notice.details, notice.detailsHi);
  const message = `${title.text}: ${details.text}`;
  return (
    <aside
      className="ticker fixed inset-x-0 bottom-0 z-30 flex items-stretch bg-brand-900/95 text-white shadow-[0_-4px_12px_rgba(0,0,0,0.15)]"
      aria-label={latest}
      data-testid="ticker"
    >
      <span className="flex shrink-0 items-center gap-2 bg-amber-400 px-3 text-sm font-bold text-slate-900 uppercase">
        <MegaphoneIcon aria-hidden="true" />
        {latest}
      </span>
      <div className="min-w-0 flex-1 overflow-hidden">
        <Link
          to={`/school-notices#notice-${notice.id}`}
          className="ticker-track inline-block py-2.5 whitespace-nowrap"
          style={{ '--ticker-duration': `${tickerDurationSeconds(message)}s` } as React.CSSProperties}
        >
          <span lang={title.lang}>{title.text}</span>: <span lang={details.lang}>{details.text}</span>
        </Link>
      </div>
    </aside>
  );
}
