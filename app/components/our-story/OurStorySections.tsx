import { Link } from '~/i18n/links';
import { SchoolAffiliation } from '~/components/frame/SchoolAffiliation';
import { FacilityPicture } from '~/components/facilities/FacilityPicture';
import { AwardIcon } from '~/components/ui/info-icons';
import { SectionTitle } from '~/components/ui/SectionTitle';
import { facilityIds, facilityPictures } from '~/content/facilities';
import { timelineYears } from '~/content/our-story';
import { useIslandWords, useLocaleTag } from '~/i18n/words';
import { yearsSince } from '~/lib/dates';
import { plural } from '~/lib/fill';
import type { SchoolAffiliation as Affiliation } from '~/modules/settings/school-board';

/*
 * Our Story's sections with no behaviour of their own, static islands on its page (decision 0019): the
 * browser keeps the server's HTML and loads this code only when the page is reached by a navigation in
 * the app. The counters between them count up in the browser and stay a part of the page.
 */

const primaryButton = 'btn btn-primary';
const secondaryButton = 'btn btn-secondary';

/** The story's opening: its paragraphs, the school's board, the way to enquire, and the years since its founding. */
export function OurStoryIntro({ foundedYear, affiliation }: { foundedYear: number; affiliation: Affiliation }) {
  const t = useIslandWords('ourStory');
  const localeTag = useLocaleTag();
  // Counted from the founding year in the settings, as on the home page (decision 0066); the render cache keeps a page one school day.
  const years = yearsSince(foundedYear);
  return (
    <section aria-labelledby="story-title" className="bg-gradient-to-b from-amber-50 to-white">
      <div className="page-width grid items-center gap-10 py-10 sm:py-14 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-wider text-rose-700 uppercase">{t.intro.eyebrow}</p>
          <h2 id="story-title" className="mt-1 font-serif text-3xl font-bold text-brand-900 sm:text-4xl">
            {t.intro.title}
          </h2>
          {t.intro.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)} className="mt-4 text-lg leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
          <SchoolAffiliation affiliation={affiliation} className="mt-5 inline-block rounded-xl bg-white px-4 py-2 text-sm font-semibold text-brand-900 ring-1 ring-brand-100" />
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/enquiry" className={primaryButton}>
              {t.enquireNow}
            </Link>
            <a href="#timeline" className={secondaryButton}>
              {t.exploreTimeline}
            </a>
          </div>
        </div>
        <div className="relative">
          <div className="overflow-hidden rounded-3xl shadow-xl ring-4 ring-white">
            <FacilityPicture scene="commons-courtyard" alt={t.pictureAlt} />
          </div>
          <p className="absolute -bottom-5 left-4 rounded-2xl bg-rose-700 px-5 py-3 text-white shadow-lg sm:left-auto sm:-right-4" data-testid="years-badge">
            <span className="block font-serif text-3xl leading-none font-bold">{years > 0 ? years : foundedYear}</span>
            <span className="text-sm font-semibold">{years > 0 ? plural(t.yearsOfExcellence, years, localeTag) : t.foundedIn}</span>
          </p>
        </div>
      </div>
    </section>
  );
}

/** The campus, the timeline, the awards and the way on. */
export function OurStoryMore() {
  const t = useIslandWords('ourStory');
  const facilities = useIslandWords('facilities');
  return (
    <>
      <section aria-labelledby="campus-title" className="bg-white">
        <div className="page-width py-12 sm:py-16">
          <SectionTitle id="campus-title">{t.campusTitle}</SectionTitle>
          <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3" data-testid="campus-grid">
            {facilityIds.map((id) => (
              <li key={id}>
                <Link to={`/facility/${id}`} className="group block overflow-hidden rounded-2xl bg-slate-50 ring-1 ring-slate-200 hover:ring-brand-600">
                  <FacilityPicture scene={facilityPictures[id][0]} alt="" className="transition group-hover:scale-[1.02]" />
                  <span className="block px-3 py-2.5 text-sm font-semibold text-brand-900 sm:text-base">{facilities[id].title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="timeline" aria-labelledby="timeline-title" className="bg-slate-50">
        <div className="page-width [&>*]:max-w-3xl py-12 sm:py-16">
          <SectionTitle id="timeline-title">{t.timelineTitle}</SectionTitle>
          <ol className="relative mt-8 space-y-8 border-l-4 border-brand-100 pl-6 sm:pl-8" data-testid="timeline">
            {timelineYears.map((year) => (
              <li key={year} className="relative" data-testid="timeline-entry">
                <span className="absolute top-1 -left-[2.1rem] h-5 w-5 rounded-full border-4 border-white bg-rose-600 shadow sm:-left-[2.6rem]" aria-hidden="true" />
                <p className="font-serif text-2xl font-bold text-rose-700">{year}</p>
                <h3 className="mt-1 text-lg font-bold text-slate-900">{t.timeline[year].title}</h3>
                <p className="mt-1 text-slate-700">{t.timeline[year].text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section id="awards" aria-labelledby="awards-title" className="bg-white">
        <div className="page-width py-12 sm:py-16">
          <SectionTitle id="awards-title">{t.awardsTitle}</SectionTitle>
          <p className="mt-3 max-w-3xl text-lg text-slate-700">{t.awardsLead}</p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {t.awards.map((group) => (
              <li key={group.title} className="rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200">
                <AwardIcon className="text-3xl text-amber-700" />
                <h3 className="mt-3 font-bold text-slate-900">{group.title}</h3>
                <p className="mt-1 text-slate-700">{group.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="next-title" className="bg-brand-50">
        <div className="page-width py-12 text-center">
          <SectionTitle id="next-title">{t.nextTitle}</SectionTitle>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to="/contact" className={primaryButton}>
              {t.contactUs}
            </Link>
            <Link to="/admissions" className={secondaryButton}>
              {t.admissions}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
