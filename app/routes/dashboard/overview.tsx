import { Link } from 'react-router';
import { staffText } from '~/i18n/en/staff';
import { todayInSchool } from '~/lib/dates';
import { overviewCounts, type OverviewCounts } from '~/modules/dashboard/overview.server';
import type { Route } from './+types/overview';

const t = staffText.dashboard;

export async function loader({ context }: Route.LoaderArgs) {
  return { counts: await overviewCounts(context.database.db, todayInSchool()) };
}

export const meta: Route.MetaFunction = () => [{ title: `${t.title} | ${t.overview}` }, { name: 'robots', content: 'noindex' }];

const order: (keyof OverviewCounts)[] = [
  'newEnquiries',
  'newMessages',
  'applications',
  'notices',
  'photos',
  'upcomingEvents',
  'faculty',
  'toppers',
  'testimonials',
  'openJobs',
];

export default function Overview({ loaderData }: Route.ComponentProps) {
  const { counts } = loaderData;
  return (
    <>
      <h1 className="font-serif text-3xl font-bold text-brand-900">{t.overview}</h1>
      <p className="mt-1 text-slate-600">{t.lead}</p>
      <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
        {order.map((key) => (
          <div key={key} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid={`count-${key}`}>
            <dt className="text-sm font-medium text-slate-600">{t.counts[key]}</dt>
            <dd className="mt-1 text-3xl font-bold text-brand-900">{counts[key]}</dd>
          </div>
        ))}
      </dl>
      <Link to="/" className="mt-8 inline-block font-semibold text-brand-800 underline">
        {t.viewSite}
      </Link>
    </>
  );
}
