import { data } from 'react-router';
import { NotFoundMessage } from '~/components/ui/NotFoundMessage';
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
  return <NotFoundMessage heading={words.heading} lead={words.lead} backTo="/" back={words.goHome} />;
}
