import { staticIsland } from '~/components/ui/StaticIsland';
import { localeOfRequest } from '~/i18n/locales';
import { catalogueFor } from '~/i18n/words.server';
import { islandWords, sentHeading } from '~/web/page-words.server';
import type { SiteHandle } from '~/web/page-meta';
import { sentHeadingMeta } from '~/web/sent-heading';
import type { Route } from './+types/secondary-education';

/**
 * The page's heading and the way back to the curriculum go with every answer; its body is a static
 * island, whose words a document carries as HTML only (decision 0019). The lead is the page's
 * description too.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const t = catalogueFor(locale).secondaryEducation;
  return { heading: sentHeading({ ...t, description: t.lead }), curriculum: t.curriculum, words: islandWords(context, locale, 'secondaryEducation') };
}

type SecondaryEducationData = Awaited<ReturnType<typeof loader>>;

export const handle: SiteHandle<SecondaryEducationData> = {
  heading: ({ heading, curriculum }) => ({ title: heading.title, lead: heading.lead, trail: [{ label: curriculum, to: '/school-curriculum' }] }),
};

export const meta: Route.MetaFunction = sentHeadingMeta('/secondary-education');

const SecondaryEducationBody = staticIsland(() => import('~/components/academics/SecondaryEducationBody').then((module) => module.SecondaryEducationBody));

export default function SecondaryEducation() {
  return <SecondaryEducationBody />;
}
