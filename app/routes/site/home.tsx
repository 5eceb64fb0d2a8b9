import { Link, useRouteLoaderData } from 'react-router';
import { AboutSection } from '~/components/home/AboutSection';
import { AcademicsSection } from '~/components/home/AcademicsSection';
import { AdmissionsSection } from '~/components/home/AdmissionsSection';
import { CampusLifeSection } from '~/components/home/CampusLifeSection';
import { ContactSideButton } from '~/components/home/ContactSideButton';
import { FacilitiesSection } from '~/components/home/FacilitiesSection';
import { Hero, heroId } from '~/components/home/Hero';
import { JobPanel } from '~/components/home/JobPanel';
import { JoinSection } from '~/components/home/JoinSection';
import { SideSocialLinks } from '~/components/home/SideSocialLinks';
import { TestimonialCarousel } from '~/components/home/TestimonialCarousel';
import { NoticeList } from '~/components/notices/NoticeList';
import { NoticeTicker } from '~/components/notices/NoticeTicker';
import { ChevronRightIcon } from '~/components/ui/icons';
import { text } from '~/i18n/en';
import { yearsSince } from '~/lib/dates';
import { pageMeta, siteLayoutId, type SiteFrameData } from '~/lib/page-meta';
import { schoolJsonLd } from '~/lib/structured-data';
import { jobPreview } from '~/modules/jobs/job-preview';
import { latestOpenJob } from '~/modules/jobs/jobs.server';
import { listNotices } from '~/modules/notices/notices.server';
import { getHeroPoster, getSiteSettings } from '~/modules/settings/settings.server';
import { listTestimonials } from '~/modules/testimonials/testimonials.server';
import { newSubmissionKey } from '~/lib/submission-key.server';
import type { Route } from './+types/home';

/** How many notices the home page lists; the rest are on /school-notices. */
const homeNoticeCount = 5;
/** The home carousel shows the newest testimonials; the rest are on /testimonial. */
const homeTestimonialCount = 8;

const noticeQuickLinks = [
  { label: 'About us', to: '/our-story' },
  { label: 'Facilities', to: '/facility' },
  { label: 'Primary Education', to: '/primary-education' },
  { label: 'Sports Complex', to: '/facility/sports-complex' },
  { label: 'Policies', to: '/policies' },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.database;
  const [notices, job, testimonials, settings] = await Promise.all([
    listNotices(db, { limit: homeNoticeCount }),
    latestOpenJob(db),
    listTestimonials(db, { limit: homeTestimonialCount }),
    getSiteSettings(db),
  ]);
  return {
    notices,
    // Only what the panel shows: never the whole post.
    job: job ? { id: job.id, title: job.title, preview: jobPreview(job.details) } : null,
    testimonials,
    yearsOfExcellence: yearsSince(settings.foundedYear),
    // The hero's poster and clip from the settings (null and empty: the built-in ones).
    heroPoster: await getHeroPoster(db, settings),
    heroVideoUrl: settings.heroVideoUrl,
    // The enquiry form's key (it posts to /enquiry): stored once however often it is sent.
    submissionKey: newSubmissionKey(),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const frame = matches.find((match) => match?.id === siteLayoutId)?.loaderData as SiteFrameData | undefined;
  return [
    ...pageMeta(matches, {
      title: 'Home',
      description:
        'A caring English-medium school in Bihar, founded in 2020: admissions, notices, facilities, faculty and how to reach us.',
      path: '/',
    }),
    ...(frame ? [{ 'script:ld+json': schoolJsonLd(frame.settings, frame.publicUrl) }] : []),
  ];
};

/**
 * Without JavaScript: the carousel's dots (which need script) are hidden and its testimonials stand
 * one under the other, so all of them can be read. (The job panel's close links work through CSS
 * :target; on phones the floating Contact Now stays out of the way, the hero has its own.)
 */
const noScriptCss = '.js-only{display:none!important}.testimonial-track{flex-direction:column;gap:2.5rem;overflow:visible}';

export default function Home({ loaderData }: Route.ComponentProps) {
  const { notices, job, testimonials, yearsOfExcellence, heroPoster, heroVideoUrl, submissionKey } = loaderData;
  // The home page always renders inside the site layout, whose loader gives the settings.
  const settings = useRouteLoaderData<SiteFrameData>(siteLayoutId)!.settings;
  const hasTicker = notices.length > 0;
  return (
    <>
      <noscript>
        <style>{noScriptCss}</style>
      </noscript>
      <Hero schoolName={settings.schoolName} poster={heroPoster ?? undefined} videoUrl={heroVideoUrl}>
        <SideSocialLinks settings={settings} />
        <JobPanel job={job} aboveTicker={hasTicker} heroId={heroId} />
      </Hero>
      <ContactSideButton aboveTicker={hasTicker} heroId={heroId} />

      <AboutSection yearsOfExcellence={yearsOfExcellence} foundedYear={settings.foundedYear} />
      <AcademicsSection />
      <FacilitiesSection />
      <CampusLifeSection />

      <section id="news" aria-labelledby="news-title" className="bg-slate-50 py-16 sm:py-20">
        <div className="mx-auto max-w-6xl px-4">
          <p className="text-sm font-semibold tracking-wider text-rose-700 uppercase">{text.notices.sectionLead}</p>
          <h2 id="news-title" className="mt-1 font-serif text-3xl font-bold text-brand-900 sm:text-4xl">
            {text.notices.sectionTitle}
          </h2>
          <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_18rem]">
            <div>
              <NoticeList notices={notices} />
              <Link
                to="/school-notices"
                className="mt-6 inline-flex items-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
              >
                {text.notices.viewAll}
                <ChevronRightIcon aria-hidden="true" />
              </Link>
            </div>
            <aside aria-labelledby="notice-links-title" className="h-fit rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <h3 id="notice-links-title" className="font-bold text-slate-900">
                {text.notices.quickLinks}
              </h3>
              <ul className="mt-3 divide-y divide-slate-100">
                {noticeQuickLinks.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="flex items-center justify-between py-2.5 text-slate-700 hover:text-brand-800">
                      {link.label}
                      <ChevronRightIcon aria-hidden="true" />
                    </Link>
                  </li>
                ))}
              </ul>
              <Link
                to="/contact"
                className="mt-4 block rounded-full border-2 border-brand-700 px-4 py-2.5 text-center font-semibold text-brand-800 hover:bg-brand-50"
              >
                {text.notices.contactOffice}
              </Link>
            </aside>
          </div>
        </div>
      </section>

      <AdmissionsSection settings={settings} submissionKey={submissionKey} />
      <JoinSection />
      <TestimonialCarousel testimonials={testimonials} />

      <NoticeTicker notice={notices[0]} />
    </>
  );
}
