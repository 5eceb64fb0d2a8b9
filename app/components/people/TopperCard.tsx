import type { Catalogue } from '~/i18n/catalogue';
import { useLocaleTag, useWords } from '~/i18n/words';
import { badgedRanks, formatMarks } from '~/modules/toppers/topper-format';
import type { TopperView } from '~/modules/toppers/toppers.server';
import { PersonPhoto } from './PersonPhoto';
import { StaffText } from '~/i18n/staff-text';

const badgeStyle = [
  'bg-amber-400 text-amber-950 ring-amber-500',
  'bg-slate-200 text-slate-900 ring-slate-400',
  'bg-orange-300 text-orange-950 ring-orange-500',
] as const;

/** The 1st/2nd/3rd badge text for a rank, or undefined below the top three (SPEC.md §9). */
export function rankBadge(rank: number, badges: Catalogue['toppers']['badges']): string | undefined {
  return rank >= 1 && rank <= badgedRanks ? badges[rank - 1] : undefined;
}

/** One student's result: photo, rank badge for the top three, name, class, marks and exam year. */
export function TopperCard({ topper, priority = false }: { topper: TopperView; priority?: boolean }) {
  const t = useWords('toppers');
  const localeTag = useLocaleTag();
  const badge = rankBadge(topper.rank, t.badges);
  return (
    <article
      className={`relative flex h-full items-center gap-4 rounded-2xl bg-white p-5 shadow-sm sm:flex-col sm:text-center ${
        badge ? 'ring-2 ring-amber-300' : 'ring-1 ring-slate-200'
      }`}
      data-testid="topper-card"
    >
      <div className="relative shrink-0">
        <PersonPhoto
          name={topper.name}
          image={topper.image}
          priority={priority}
          sizes="8rem"
          className="h-20 w-20 rounded-full ring-4 ring-brand-50 sm:h-28 sm:w-28"
        />
        {badge ? (
          <span
            className={`absolute -right-2 -bottom-1 rounded-full px-2.5 py-0.5 text-sm font-bold shadow ring-1 ${badgeStyle[topper.rank - 1]}`}
            data-testid="rank-badge"
          >
            <span className="sr-only">{t.rankLabel}: </span>
            {badge}
          </span>
        ) : null}
      </div>
      <div className="min-w-0 flex-1">
        <h2 className="text-lg font-bold text-slate-900"><StaffText en={topper.name} /></h2>
        <p className="text-sm font-semibold text-rose-700"><StaffText en={topper.std} hi={topper.stdHi} /></p>
        <p className="mt-1">
          <span className="sr-only">{t.marks}: </span>
          <span className="font-serif text-2xl font-bold text-brand-800" data-testid="topper-marks" data-marks={topper.marks}>
            {formatMarks(topper.marks, localeTag)}
          </span>
        </p>
        {topper.examYear ? (
          <p className="text-sm text-slate-600">
            {t.examYear} {topper.examYear}
          </p>
        ) : null}
      </div>
    </article>
  );
}
