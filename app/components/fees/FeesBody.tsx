import { ReachActions } from '~/components/contact/ReachActions';
import { FeeTable } from '~/components/fees/FeeTable';
import { SectionTitle } from '~/components/ui/SectionTitle';
import { Link } from '~/i18n/links';
import { StaffText } from '~/i18n/staff-text';
import { useIslandWords, useLocale } from '~/i18n/words';
import { formatPostedDate } from '~/lib/dates';
import { fill } from '~/lib/fill';
import type { FeeSessionView } from '~/modules/fees/fee-session';
import type { PublicSiteSettings } from '~/modules/settings/settings.server';

/** What the fees page shows: the session asked for (null when none is published, or not that one), the current one's label, and every published label. */
export interface FeeSessionsShown {
  fees: FeeSessionView | null;
  current: string | null;
  published: string[];
  /** A session was asked for that was never published (a 404). */
  missing: boolean;
}

/**
 * A published session's fees, or why there are none, the law's line, the way to ask, and the earlier
 * sessions. A static island on its page (decision 0019): the browser keeps the server's HTML and loads
 * this code only when the page is reached by a navigation in the app.
 */
export function FeesBody({ sessions, settings }: { sessions: FeeSessionsShown | undefined; settings: PublicSiteSettings }) {
  const t = useIslandWords('feeStructure');
  const locale = useLocale();
  if (!sessions) return null;
  const { fees, current, published, missing } = sessions;
  const isCurrent = fees !== null && fees.session === current;
  const earlier = published.filter((label) => label !== fees?.session && label !== current);
  return (
    <div className="bg-slate-50">
      <div className="page-width py-10 sm:py-14">
        {fees ? (
          <section aria-labelledby="fees-title">
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <SectionTitle id="fees-title">{fill(t.sessionTitle, { session: fees.session })}</SectionTitle>
              <span
                className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 ${isCurrent ? 'bg-green-50 text-green-800 ring-green-200' : 'bg-amber-50 text-amber-900 ring-amber-200'}`}
              >
                {isCurrent ? t.currentBadge : t.pastBadge}
              </span>
            </div>
            {fees.publishedAt ? (
              <p className="mt-2 text-sm text-slate-600">{fill(t.publishedOn, { date: formatPostedDate(fees.publishedAt, locale) })}</p>
            ) : null}
            {!isCurrent && current ? (
              <p className="mt-4 rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200">
                {fill(t.pastNotice, { session: fees.session })}{' '}
                <Link to="/fees" className="font-semibold underline">
                  {t.seeCurrent}
                </Link>
              </p>
            ) : null}
            <div className="mt-6">
              <FeeTable fees={fees} />
            </div>
            {fees.notes ? (
              <div className="mt-8 card p-5 sm:p-6">
                <h3 className="font-bold text-slate-900">{t.notesTitle}</h3>
                <p className="mt-2 whitespace-pre-line text-slate-700">
                  <StaffText en={fees.notes} hi={fees.notesHi} />
                </p>
              </div>
            ) : null}
          </section>
        ) : (
          <section aria-labelledby="fees-title" className="card p-6 sm:p-8" data-testid="fees-empty">
            <SectionTitle id="fees-title">{missing ? t.missingTitle : t.emptyTitle}</SectionTitle>
            <p className="mt-3 text-slate-700">{t.emptyText}</p>
            {missing && current ? (
              <p className="mt-4">
                <Link to="/fees" className="font-semibold text-brand-800 underline">
                  {t.seeCurrent}
                </Link>
              </p>
            ) : null}
          </section>
        )}

        <p className="mt-8 max-w-3xl text-sm text-slate-600">{t.law}</p>

        <div className="mt-8">
          <p className="font-semibold text-slate-900">{t.questions}</p>
          <ReachActions settings={settings} className="mt-3" whatsappMessage={t.feeWhatsapp} emailSubject={t.feeEmailSubject} />
        </div>

        {earlier.length > 0 ? (
          <nav aria-labelledby="past-fees-title" className="mt-10">
            <h2 id="past-fees-title" className="font-serif text-xl font-bold text-brand-900">
              {t.pastTitle}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {earlier.map((label) => (
                <li key={label}>
                  <Link
                    to={`/fees?session=${label}`}
                    className="inline-block rounded-full bg-white px-4 py-2 font-semibold text-brand-800 ring-1 ring-slate-300 hover:bg-brand-50"
                  >
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </div>
  );
}
