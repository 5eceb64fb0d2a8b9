import { Link, useRouteLoaderData } from 'react-router';
import { JobPostCard } from '~/components/careers/JobPostCard';
import { voicesText } from '~/i18n/en/voices';
import { pageMeta, siteLayoutId, type SiteFrameData, type SiteHandle } from '~/lib/page-meta';
import { listJobs } from '~/modules/jobs/jobs.server';
import type { Route } from './+types/careers';

const words = voicesText.careers;

export async function loader({ context }: Route.LoaderArgs) {
  return { jobs: await listJobs(context.database.db, { status: 'open' }) };
}

export const handle: SiteHandle = { heading: () => ({ title: words.pageTitle, lead: words.pageLead }) };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: words.pageTitle, description: words.pageLead, path: '/careers' });

export default function Careers({ loaderData }: Route.ComponentProps) {
  const { jobs } = loaderData;
  const settings = useRouteLoaderData<SiteFrameData>(siteLayoutId)?.settings;
  const email = settings?.email ?? '';
  const phone = settings?.phones.find((number) => number.trim() !== '');

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        {jobs.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center" data-testid="jobs-empty">
            <h2 className="font-serif text-2xl font-bold text-brand-900">{words.empty}</h2>
            <p className="mt-3 text-slate-700">
              {email ? (
                <>
                  {words.emptyInvite}{' '}
                  <a href={`mailto:${email}`} className="font-semibold break-all text-brand-800 underline hover:text-brand-900">
                    {email}
                  </a>
                  .
                </>
              ) : (
                <>
                  {words.emptyInviteNoEmail}{' '}
                  <Link to="/contact" className="font-semibold text-brand-800 underline hover:text-brand-900">
                    {words.contactPage}
                  </Link>
                  .
                </>
              )}
            </p>
          </div>
        ) : (
          <ul className="space-y-6">
            {jobs.map((job) => (
              <li key={job.id}>
                <JobPostCard job={job} email={email} phone={phone} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
