import { useRouteLoaderData } from 'react-router';
import { Link } from '~/i18n/links';
import { JobPostCard } from '~/components/careers/JobPostCard';
import { localeOfRequest } from '~/i18n/locales';
import { wordsFor } from '~/i18n/words.server';
import { useWords } from '~/i18n/words';
import { staffTextIn, useStaffWords } from '~/i18n/staff-text';
import { pageLocale, pageMeta, shareCardPath, shareCardSize, siteLayoutId, type SiteFrameData, type SiteHandle } from '~/web/page-meta';
import { ApplicationForm } from '~/components/careers/ApplicationForm';
import { handlePublicForm } from '~/web/public-forms.server';
import { maxResumeBytes } from '~/modules/applications/application-schema';
import { notifyTarget } from '~/modules/notifications/outbox.server';
import { applyForJob } from '~/modules/applications/applications.server';
import { listJobs } from '~/modules/jobs/jobs.server';
import { newSubmissionKey } from '~/lib/submission-key.server';
import type { Route } from './+types/careers';
import { staffTextFor } from '~/web/staff-text.server';
import { SectionTitle } from '~/components/ui/SectionTitle';

export async function loader({ request, context }: Route.LoaderArgs) {
  const jobs = await listJobs(context.database.db, { status: 'open' });
  // Apply Now on a post preselects it (/careers?job=<id>#apply).
  const asked = new URL(request.url).searchParams.get('job') ?? '';
  const askedJob = jobs.find((job) => String(job.id) === asked);
  const selectedJob = askedJob ? asked : (jobs[0] ? String(jobs[0].id) : 'general');
  // The form's fields and messages are the forms' section.
  const locale = localeOfRequest(request);
  return {
    jobs: staffTextFor(locale, jobs),
    selectedJob,
    // A shared post's link names it (/careers?job=<id>): the link's preview shows that post's card.
    sharedJobId: askedJob?.id ?? null,
    submissionKey: newSubmissionKey(),
    words: wordsFor(locale, 'careers', 'forms', 'share'),
  };
}

/** The resume form: rate limit and honeypot, then the applications module checks and stores it. */
export async function action({ request, context }: Route.ActionArgs) {
  return handlePublicForm(
    request,
    context,
    { kind: 'application', file: { field: 'resume', maxBytes: maxResumeBytes, kind: 'file' } },
    async ({ fields, file }) => {
      const stored = await applyForJob(context.database.db, context.files, fields, file, notifyTarget(context.config));
      context.notifier.kick();
      return stored;
    },
  );
}

type CareersData = Awaited<ReturnType<typeof loader>>;

export const handle: SiteHandle<CareersData> = {
  heading: ({ words }) => ({ title: words.careers.pageTitle, lead: words.careers.pageLead }),
};

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const locale = pageLocale(matches);
  const shared = loaderData?.jobs.find((job) => job.id === loaderData.sharedJobId);
  return pageMeta(matches, {
    title: loaderData?.words.careers.pageTitle ?? '',
    description: loaderData?.words.careers.pageLead ?? '',
    path: '/careers',
    image: shared
      ? { path: shareCardPath(locale, { kind: 'jobs', id: shared.id }), ...shareCardSize, alt: staffTextIn(locale, shared.title, shared.titleHi).text }
      : undefined,
  });
};

export default function Careers({ loaderData, actionData }: Route.ComponentProps) {
  const words = useWords('careers');
  const frame = useWords('frame');
  const said = useStaffWords();
  const { jobs, selectedJob, submissionKey } = loaderData;
  const settings = useRouteLoaderData<SiteFrameData>(siteLayoutId)?.settings;
  const email = settings?.email ?? '';
  const phone = settings?.phones.find((number) => number.trim() !== '');

  return (
    <div className="bg-slate-50">
      <div className="page-width [&>*]:max-w-3xl py-10 sm:py-14">
        {jobs.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center" data-testid="jobs-empty">
            <SectionTitle small>{words.empty}</SectionTitle>
            <p className="mt-3 text-slate-700">
              {email ? (
                <>
                  {words.emptyInvite}{' '}
                  <a href={`mailto:${email}`} className="font-semibold break-all text-brand-800 underline hover:text-brand-900">
                    {email}
                  </a>
                  {frame.sentenceEnd}
                </>
              ) : (
                <>
                  {words.emptyInviteNoEmail}{' '}
                  <Link to="/contact" className="font-semibold text-brand-800 underline hover:text-brand-900">
                    {words.contactPage}
                  </Link>
                  {frame.sentenceEnd}
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
        <section id="apply" aria-labelledby="apply-title" className="mt-10 card p-5 sm:p-8">
          <SectionTitle id="apply-title" small>{words.application.title}</SectionTitle>
          <p className="mt-1 mb-6 text-slate-700">{words.application.lead}</p>
          <ApplicationForm jobs={jobs.map((job) => ({ id: job.id, title: said(job.title, job.titleHi).text }))} selectedJob={selectedJob} submissionKey={submissionKey} result={actionData} />
        </section>
      </div>
    </div>
  );
}
