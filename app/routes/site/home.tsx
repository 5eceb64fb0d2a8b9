import { useRouteLoaderData } from 'react-router';
import { AdmissionsSection } from '~/components/home/AdmissionsSection';
import { ContactSideButton } from '~/components/home/ContactSideButton';
import { Hero, heroId } from '~/components/home/Hero';
import { JobPanel } from '~/components/home/JobPanel';
import { HomeTestimonialCarousel } from '~/components/home/HomeTestimonialCarousel';
import { NoticeTicker } from '~/components/notices/NoticeTicker';
import { localeOfRequest } from '~/i18n/locales';
import { wordsFor } from '~/i18n/words.server';
import { islandData, islandWords } from '~/web/page-words.server';
import { useIslandData } from '~/components/ui/island-data';
import { pageMeta, siteLayoutId, type SiteFrameData } from '~/web/page-meta';
import { jobPreview } from '~/modules/jobs/job-preview';
import { latestOpenJob } from '~/modules/jobs/jobs.server';
import { listNotices } from '~/modules/notices/notices.server';
import { getHeroPoster, getSiteSettings } from '~/modules/settings/settings.server';
import { listTestimonials } from '~/modules/testimonials/testimonials.server';
import { newSubmissionKey } from '~/lib/submission-key.server';
import { staticIsland } from '~/components/ui/StaticIsland';
import type { Route } from './+types/home';
import { staffTextFor, staffTextShownFor } from '~/web/staff-text.server';

// Sections with no behaviour of their own: their HTML comes from the server and stays; their code is
// loaded only when the home page is reached by a navigation in the app (decision 0019).
const AboutSection = staticIsland(() => import('~/components/home/AboutSection').then((module) => module.AboutSection));
const AcademicsSection = staticIsland(() => import('~/components/home/AcademicsSection').then((module) => module.AcademicsSection));
const FacilitiesSection = staticIsland(() => import('~/components/home/FacilitiesSection').then((module) => module.FacilitiesSection));
const CampusLifeSection = staticIsland(() => import('~/components/home/CampusLifeSection').then((module) => module.CampusLifeSection));
const NewsSection = staticIsland(() => import('~/components/home/NewsSection').then((module) => module.NewsSection));
const JoinSection = staticIsland(() => import('~/components/home/JoinSection').then((module) => module.JoinSection));
// Links only, from the settings: kept as the server drew them.
const HeroReachLinks = staticIsland(() => import('~/components/home/HeroReachLinks').then((module) => module.HeroReachLinks));
const SchoolStructuredData = staticIsland(() => import('~/components/home/SchoolStructuredData').then((module) => module.SchoolStructuredData));

/** How many notices the home page lists; the rest are on /school-notices. */
const homeNoticeCount = 5;
const newsNoticesKey = 'home:news-notices';
const testimonialsKey = 'home:testimonials';
/** The home carousel shows the newest testimonials; the rest are on /testimonial. */
const homeTestimonialCount = 8;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.database;
  const locale = localeOfRequest(request);
  const [noticesInAnyLanguage, job, testimonialsInAnyLanguage, settings] = await Promise.all([
    listNotices(db, { limit: homeNoticeCount }),
    latestOpenJob(db),
    listTestimonials(db, { limit: homeTestimonialCount }),
    getSiteSettings(db),
  ]);
  const notices = staffTextFor(locale, noticesInAnyLanguage);
  const testimonials = staffTextFor(locale, testimonialsInAnyLanguage);
  return {
    // The news section is a static island: a document's data carries only the ticker's notice.
    notices: islandData(context, newsNoticesKey, notices),
    // The ticker shows one notice's title and details, in the page's language.
    tickerNotice: notices[0]
      ? staffTextShownFor(locale, {
          id: notices[0].id,
          title: notices[0].title,
          titleHi: notices[0].titleHi ?? null,
          details: notices[0].details,
          detailsHi: notices[0].detailsHi ?? null,
        })
      : null,
    // Only what the panel shows: never the whole post.
    job: job
      ? staffTextShownFor(locale, {
          id: job.id,
          title: job.title,
          titleHi: job.titleHi,
          preview: jobPreview(job.details),
          previewHi: job.detailsHi ? jobPreview(job.detailsHi) : null,
        })
      : null,
    // Each quote is a static island: a document's data carries only how many there are.
    testimonials: islandData(context, testimonialsKey, testimonials),
    testimonialIds: testimonials.map((testimonial) => testimonial.id),
    // The hero's poster and clip from the settings (null and empty: the built-in ones).
    heroPoster: await getHeroPoster(db, settings),
    heroVideoUrl: settings.heroVideoUrl,
    // The board's numbers for the JSON-LD, named in the page's language (decision 0056).
    // The enquiry form's key (it posts to /enquiry): stored once however often it is sent.
    submissionKey: newSubmissionKey(),
    // The enquiry form's words are the forms' section; the static sections' go only with a navigation.
    words: {
      ...wordsFor(locale, 'home', 'forms'),
      // The notices' words are the news section's, a static island's.
      ...islandWords(context, locale, 'homeIslands', 'missionVision', 'admissionRequirements', 'notices', 'affiliation'),
    },
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData?.words.home.meta.title ?? '',
    description: loaderData?.words.home.meta.description ?? '',
    path: '/',
  });

/**
 * Without JavaScript: the carousel's dots (which need script) are hidden and its testimonials stand
 * one under the other, so all of them can be read. (The job panel's close links work through CSS
 * :target; on phones the floating Contact Now stays out of the way, the hero has its own.)
 */
const noScriptCss = '.js-only{display:none!important}.testimonial-track{flex-direction:column;gap:2.5rem;overflow:visible}';

export default function Home({ loaderData }: Route.ComponentProps) {
  const { tickerNotice, job, testimonialIds, heroPoster, heroVideoUrl, submissionKey } = loaderData;
  const notices = useIslandData(newsNoticesKey, loaderData.notices) ?? [];
  const testimonials = useIslandData(testimonialsKey, loaderData.testimonials);
  // The home page always renders inside the site layout, whose loader gives the settings.
  const settings = useRouteLoaderData<SiteFrameData>(siteLayoutId)!.settings;
  const hasTicker = tickerNotice !== null;
  return (
    <>
      <noscript>
        <style>{noScriptCss}</style>
      </noscript>
      <Hero schoolName={settings.schoolName} schoolNameHi={settings.schoolNameHi} poster={heroPoster ?? undefined} videoUrl={heroVideoUrl}>
        <HeroReachLinks settings={settings} />
        <JobPanel job={job} aboveTicker={hasTicker} heroId={heroId} />
      </Hero>
      <ContactSideButton aboveTicker={hasTicker} heroId={heroId} />

      <AboutSection foundedYear={settings.foundedYear} affiliation={settings} />
      <AcademicsSection />
      <FacilitiesSection />
      <CampusLifeSection />

      <NewsSection notices={notices} />

      <AdmissionsSection settings={settings} submissionKey={submissionKey} />
      <JoinSection />
      <SchoolStructuredData />
      <HomeTestimonialCarousel ids={testimonialIds} testimonials={testimonials} />

      <NoticeTicker notice={tickerNotice ?? undefined} />
    </>
  );
}
