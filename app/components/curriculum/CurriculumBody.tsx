import { ActionLinks } from '~/components/ui/ActionLinks';
import { Link } from '~/i18n/links';
import { useIslandWords } from '~/i18n/words';
import { fill } from '~/lib/fill';
import { contactFormHref } from '~/web/contact-links';

/**
 * The curriculum's areas and its two stages. A static island (decision 0019): a document carries it as
 * HTML only.
 */
export function CurriculumBody() {
  const t = useIslandWords('curriculum');
  return (
    <div className="bg-slate-50">
      <div className="page-width py-10 sm:py-14">
        <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {t.areas.map((area) => (
            <li key={area.title} className="flex flex-col card p-6" data-testid="curriculum-area">
              <h2 className="font-serif text-xl font-bold text-brand-900">{area.title}</h2>
              <p className="mt-2 text-slate-700">{area.summary}</p>
              <ul className="mt-4 flex flex-wrap gap-2" aria-label={fill(t.subjectsLabel, { area: area.title })}>
                {area.subjects.map((subject) => (
                  <li key={subject} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-100">
                    {subject}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>

        <section aria-labelledby="stages-title" className="mt-12 grid gap-5 md:grid-cols-2">
          <h2 id="stages-title" className="sr-only">
            {t.stagesTitle}
          </h2>
          <Link to="/primary-education" className="group rounded-2xl bg-brand-800 p-6 text-white shadow-sm hover:bg-brand-900">
            <span className="block font-serif text-2xl font-bold">{t.primary.title}</span>
            <span className="mt-1 block text-white/90">{t.primary.text}</span>
          </Link>
          <Link to="/secondary-education" className="group rounded-2xl bg-rose-800 p-6 text-white shadow-sm hover:bg-rose-900">
            <span className="block font-serif text-2xl font-bold">{t.secondary.title}</span>
            <span className="mt-1 block text-white/90">{t.secondary.text}</span>
          </Link>
        </section>

        <div className="mt-10">
          <ActionLinks
            actions={[
              { label: t.learnMore, to: '/admissions' },
              { label: t.scheduleTour, to: contactFormHref('academic') },
              { label: t.downloadGuide, to: '/prospectus' },
            ]}
          />
        </div>
      </div>
    </div>
  );
}
