import { data, Link } from 'react-router';
import { text } from '~/i18n/en';
import type { SiteHandle } from '~/web/page-meta';
import type { Route } from './+types/not-found';

export function loader() {
  return data(null, { status: 404 });
}

export const handle: SiteHandle = { heading: () => ({ title: text.notFound.title }) };

export const meta: Route.MetaFunction = () => [{ title: text.notFound.title }, { name: 'robots', content: 'noindex' }];

export default function NotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
      <p className="font-serif text-7xl font-bold text-brand-600" aria-hidden="true">
        404
      </p>
      <h2 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">{text.notFound.heading}</h2>
      <p className="mt-3 text-slate-600">{text.notFound.lead}</p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {text.notFound.goHome}
      </Link>
    </div>
  );
}
