import { Link } from 'react-router';
import { policiesLead, policySections } from '~/content/policies';
import { pageMeta, type SiteHandle } from '~/web/page-meta';
import type { Route } from './+types/policies';

const title = 'Policies';

export const handle: SiteHandle = { heading: () => ({ title, lead: policiesLead }) };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title, description: policiesLead, path: '/policies' });

/** Privacy, terms and cookies on one page, each with its own anchor (linked from the footer). */
export default function Policies() {
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        <nav aria-label="On this page" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {policySections.map((section) => (
              <li key={section.id}>
                <Link to={`#${section.id}`} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
                  {section.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {policySections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="mt-8 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
          >
            <h2 id={`${section.id}-title`} className="font-serif text-2xl font-bold text-brand-900">
              {section.title}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-slate-700">
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
