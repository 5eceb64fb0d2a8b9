import { Link } from 'react-router';
import { ActionLinks } from '~/components/ui/ActionLinks';
import { curriculumAreas, curriculumLead } from '~/content/academics';
import { contactFormHref } from '~/web/contact-links';
import { pageMeta, type SiteHandle } from '~/web/page-meta';
import type { Route } from './+types/school-curriculum';

const title = 'Curriculum';

export const handle: SiteHandle = { heading: () => ({ title, lead: curriculumLead }) };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title, description: curriculumLead, path: '/school-curriculum' });

export default function SchoolCurriculum() {
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {curriculumAreas.map((area) => (
            <li key={area.title} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200" data-testid="curriculum-area">
              <h2 className="font-serif text-xl font-bold text-brand-900">{area.title}</h2>
              <p className="mt-2 text-slate-700">{area.summary}</p>
              <ul className="mt-4 flex flex-wrap gap-2" aria-label={`${area.title} subjects`}>
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
            Stages
          </h2>
          <Link to="/primary-education" className="group rounded-2xl bg-brand-800 p-6 text-white shadow-sm hover:bg-brand-900">
            <span className="block font-serif text-2xl font-bold">Primary Education</span>
            <span className="mt-1 block text-white/90">Reception to Year 5: the day, the years and how children learn.</span>
          </Link>
          <Link to="/secondary-education" className="group rounded-2xl bg-rose-800 p-6 text-white shadow-sm hover:bg-rose-900">
            <span className="block font-serif text-2xl font-bold">Secondary Education</span>
            <span className="mt-1 block text-white/90">Classes 6 to 8: subject teachers, laboratories and study habits.</span>
          </Link>
        </section>

        <div className="mt-10">
          <ActionLinks
            actions={[
              { label: 'Learn More', to: '/admissions' },
              { label: 'Schedule a Curriculum Tour', to: contactFormHref('academic') },
              { label: 'Download Curriculum Guide', to: '/prospectus' },
            ]}
          />
        </div>
      </div>
    </div>
  );
}
