import { staticIsland } from '~/components/ui/StaticIsland';
import { localeOfRequest } from '~/i18n/locales';
import { catalogueFor } from '~/i18n/words.server';
import { islandWords, sentHeading } from '~/web/page-words.server';
import { sentHeadingHandle, sentHeadingMeta } from '~/web/sent-heading';
import type { Route } from './+types/school-curriculum';

/**
 * The page's heading goes with every answer; its body is a static island, whose words a document
 * carries as HTML only (decision 0019). The lead is the page's description too.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const t = catalogueFor(locale).curriculum;
  return { heading: sentHeading({ ...t, description: t.lead }), words: islandWords(context, locale, 'curriculum') };
}

export const handle = sentHeadingHandle;

export const meta: Route.MetaFunction = sentHeadingMeta('/school-curriculum');

const CurriculumBody = staticIsland(() => import('~/components/curriculum/CurriculumBody').then((module) => module.CurriculumBody));

export default function SchoolCurriculum() {
  return <CurriculumBody />;
}
