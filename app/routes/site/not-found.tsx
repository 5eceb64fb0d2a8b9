import { data, Link } from 'react-router';
import { localeOfRequest } from '~/i18n/locales';
import { wordsFor } from '~/i18n/words.server';
import { useWords } from '~/i18n/words';
import type { SiteHandle } from '~/web/page-meta';
import type { Route } from './+types/not-found';

export function loader({ request }: Route.LoaderArgs) {
  return data({ words: wordsFor(localeOfRequest(request), 'notFound') }, { status: 404 });
}

type NotFoundData = Awaited<ReturnType<typeof loader>>['data'];

export const handle: SiteHandle<NotFoundData> = { heading: (page) => ({ title: page.words.notFound.title }) };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.words.notFound.title },
  { name: 'robots', content: 'noindex' },
];

export default function NotFound() {
  const words = useWords('notFound');
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
      <p className="font-serif text-7xl font-bold text-brand-600" aria-hidden="true">
        404
      </p>
      <h2 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">{words.heading}</h2>
      <p className="mt-3 text-slate-600">{words.lead}</p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {words.goHome}
      </Link>
    </div>
  );
}
