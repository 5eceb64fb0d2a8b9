import { Link } from '~/i18n/links';
import { contentMenu } from '~/components/dashboard/dashboard-menu';
import { useLocale, useWords } from '~/i18n/words';
import { formatNoticeDate, todayInSchool } from '~/lib/dates';
import { SlotStateBadge, useSlotName } from '~/components/dashboard/disclosure/DocumentSlots';
import { overviewCounts, type OverviewCounts } from '~/modules/dashboard/overview.server';
import { disclosureGaps } from '~/modules/disclosure/disclosure.server';
import { namesBoard } from '~/modules/settings/school-board';
import { getSiteSettings } from '~/modules/settings/settings.server';
import type { Route } from './+types/overview';
import { staffFrameWords } from './screen-meta';
import { staffWords } from './staff-words.server';

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.database;
  const today = todayInSchool();
  const [counts, settings] = await Promise.all([overviewCounts(db, today), getSiteSettings(db)]);
  // The disclosure's empty, expired and lapsing documents, while the school names a board (DESIGN.md §9).
  const gaps = namesBoard(settings) ? await disclosureGaps(db, today) : [];
  return { counts, gaps, words: staffWords(context, 'dashboardDisclosure', 'disclosure') };
}

/** What the overview warns of in the board's disclosure: each slot that needs a document, and why. */
function DisclosureGaps({ gaps }: { gaps: Route.ComponentProps['loaderData']['gaps'] }) {
  const t = useWords('dashboardDisclosure');
  const slotName = useSlotName();
  const locale = useLocale();
  if (gaps.length === 0) return null;
  return (
    <section aria-labelledby="disclosure-gaps-title" className="mt-6 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200 sm:p-5" data-testid="disclosure-gaps">
      <h2 id="disclosure-gaps-title" className="font-bold text-amber-950">
        {t.gapsTitle}
      </h2>
      <p className="mt-1 text-sm text-amber-950">{t.gapsLead}</p>
      <ul className="mt-3 space-y-2">
        {gaps.map((gap) => (
          <li key={gap.slot} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-900">
            <SlotStateBadge state={gap.state} />
            <span>{slotName(gap.slot)}</span>
            {gap.document?.validUntil ? <span className="text-sm text-slate-600">({formatNoticeDate(gap.document.validUntil, locale)})</span> : null}
          </li>
        ))}
      </ul>
      <Link to="/dashboard/disclosure" className="mt-3 inline-block font-semibold text-brand-800 underline">
        {t.gapsLink}
      </Link>
    </section>
  );
}

/** The overview's words are the frame's (the layout sends them): "Dashboard | Overview". */
export const meta: Route.MetaFunction = ({ matches }) => {
  const t = staffFrameWords(matches)?.dashboard;
  return [...(t ? [{ title: `${t.title} | ${t.overview}` }] : []), { name: 'robots', content: 'noindex' }];
};

/** What visitors sent, each a tap away from its list; the content counts sit with their screens below. */
const inbox: { count: keyof OverviewCounts; to: string }[] = [
  { count: 'newEnquiries', to: '/dashboard/inbox?status=new' },
  { count: 'newMessages', to: '/dashboard/inbox?show=messages&status=new' },
  { count: 'applications', to: '/dashboard/getresume' },
];

export default function Overview({ loaderData }: Route.ComponentProps) {
  const { counts, gaps } = loaderData;
  const words = useWords('staff');
  const t = words.dashboard;
  return (
    <>
      <h1 className="font-serif text-3xl font-bold text-brand-900">{t.overview}</h1>
      <p className="mt-1 text-slate-600">{t.lead}</p>
      <DisclosureGaps gaps={gaps} />
      <dl className="mt-6 grid grid-cols-3 gap-3">
        {inbox.map(({ count, to }) => (
          <div key={count} className="relative rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:ring-brand-300" data-testid={`count-${count}`}>
            <dt className="text-sm font-medium text-slate-600">
              {/* The whole card is the link (its ::after covers it); the name stays the link's text. */}
              <Link to={to} className="after:absolute after:inset-0 hover:underline">
                {t.counts[count]}
              </Link>
            </dt>
            <dd className="mt-1 text-3xl font-bold text-brand-900">{counts[count]}</dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-8 font-serif text-xl font-bold text-brand-900">{t.manageHeading}</h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {contentMenu.map((group) => (
          <li key={group.kind} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid={`count-${group.count}`}>
            <dl className="flex items-baseline justify-between gap-2">
              <dt className="font-semibold text-slate-800">{t.counts[group.count]}</dt>
              <dd className="text-3xl font-bold text-brand-900">{counts[group.count]}</dd>
            </dl>
            <div className="mt-3 flex gap-2">
              <Link
                to={group.add}
                className="flex-1 rounded-full bg-brand-700 px-4 py-2 text-center font-semibold text-white hover:bg-brand-800"
                aria-label={`${t.add}: ${words.menu[group.kind]}`}
              >
                {t.add}
              </Link>
              <Link
                to={group.manage}
                className="flex-1 rounded-full px-4 py-2 text-center font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
                aria-label={`${t.manage}: ${words.menu[group.kind]}`}
              >
                {t.manage}
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <Link to="/" className="mt-8 inline-block font-semibold text-brand-800 underline">
        {t.viewSite}
      </Link>
    </>
  );
}
