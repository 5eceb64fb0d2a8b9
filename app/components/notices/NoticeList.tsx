import { useIslandWords } from '~/i18n/words';
import type { NoticeView } from '~/modules/notices/notices.server';
import { NoticeCard } from './NoticeCard';

/** Notices as cards, or the empty message whenever there are none (SPEC.md showed it only when absent). */
export function NoticeList({ notices, headingLevel = 3 }: { notices: NoticeView[]; headingLevel?: 2 | 3 }) {
  const words = useIslandWords('notices');
  if (notices.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
        {words.empty}
      </p>
    );
  }
  return (
    <ul className="space-y-4">
      {notices.map((notice) => (
        <li key={notice.id}>
          <NoticeCard notice={notice} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
