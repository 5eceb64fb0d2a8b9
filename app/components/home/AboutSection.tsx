import { Link } from '~/i18n/links';
import { SchoolAffiliation } from '~/components/frame/SchoolAffiliation';
import type { SchoolAffiliation as SchoolAffiliationSettings } from '~/modules/settings/school-board';
import { ChevronRightIcon } from '~/components/ui/icons';
import { aboutSection } from '~/content/home';
import { useIslandWords, useLocaleTag } from '~/i18n/words';
import { yearsSince } from '~/lib/dates';
import { fill, plural } from '~/lib/fill';
import { revealClasses, revealDelay, useReveal } from './useReveal';

/**
 * SPEC.md §1: the About section (`#about`): headline, paragraph, four value cards revealed 150 ms
 * apart, the Our Mission box, and a photo with the years-of-excellence badge.
 */
export function AboutSection({
  foundedYear,
  affiliation,
}: {
  /** The settings' founding year: the badge counts the years since (decision 0066), as Our Story does. */
  foundedYear: number;
  /** The school's board and numbers from the settings: a line under the paragraph when a board is set. */
  affiliation: SchoolAffiliationSettings;
}) {
  const ref = useReveal<HTMLElement>();
  const yearsOfExcellence = yearsSince(foundedYear);
  const words = useIslandWords('homeIslands');
  const localeTag = useLocaleTag();
  const { eyebrow, title, text: lead, missionTitle, missionText, photoAlt, more } = words.about;
  const { photo } = aboutSection;
  const values = useIslandWords('missionVision').values;
  return (
    <section id="about" ref={ref} aria-labelledby="about-title" className="overflow-hidden bg-white py-16 sm:py-20">
      <div className="page-width grid gap-12 lg:grid-cols-2 lg:items-center">
        <div>
          <div data-reveal="" className={revealClasses}>
            <p className="text-sm font-semibold tracking-wider text-rose-700 uppercase">{eyebrow}</p>
            <h2 id="about-title" className="mt-1 font-serif text-3xl font-bold text-brand-900 sm:text-4xl">
              {title}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-700">{lead}</p>
            <SchoolAffiliation
              affiliation={affiliation}
              className="mt-4 inline-block rounded-xl bg-amber-50 px-4 py-2 text-sm font-semibold text-amber-900 ring-1 ring-amber-200"
            />
          </div>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2">
            {values.map((value, index) => (
              <li
                key={value.title}
                data-reveal=""
                data-testid="value-card"
                style={revealDelay(index)}
                className={`rounded-xl bg-brand-50 p-5 ring-1 ring-brand-100 ${revealClasses}`}
              >
                <h3 className="font-bold text-brand-900">{value.title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-slate-700">{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
        <div className="space-y-8">
          <figure data-reveal="" className={`relative ${revealClasses}`}>
            <img
              src={photo.src}
              width={photo.width}
              height={photo.height}
              alt={photoAlt}
              loading="lazy"
              decoding="async"
              className="h-auto w-full rounded-2xl object-cover shadow-lg"
            />
            <figcaption
              data-testid="years-badge"
              className="absolute -bottom-5 left-4 rounded-2xl bg-amber-400 px-5 py-3 font-serif text-lg font-bold text-slate-900 shadow-lg sm:left-6"
            >
              {yearsOfExcellence > 0
                ? plural(words.yearsBadge, yearsOfExcellence, localeTag)
                : fill(words.foundedBadge, { year: foundedYear })}
            </figcaption>
          </figure>
          <div data-reveal="" className={`rounded-2xl bg-brand-800 p-6 text-white shadow-sm sm:p-8 ${revealClasses}`}>
            <h3 className="font-serif text-2xl font-bold text-amber-300">{missionTitle}</h3>
            <p className="mt-2 text-lg leading-relaxed text-white/95">{missionText}</p>
            <Link to={aboutSection.more} className="mt-4 inline-flex items-center gap-1.5 font-semibold text-amber-200 hover:text-white hover:underline">
              {more}
              <ChevronRightIcon aria-hidden="true" />
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
