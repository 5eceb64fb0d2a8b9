import { data } from 'react-router';
import { staticIsland } from '~/components/ui/StaticIsland';
import { useIslandData } from '~/components/ui/island-data';
import type { Words } from '~/i18n/catalogue';
import { localeOfRequest } from '~/i18n/locales';
import { catalogueFor, wordsFor } from '~/i18n/words.server';
import { todayInSchool } from '~/lib/dates';
import { pageMeta, type SiteHandle } from '~/web/page-meta';
import type { SentHeading } from '~/web/sent-heading';
import { disclosureAnswer, type DisclosureAnswer } from '~/web/disclosure-page.server';
import { islandData, islandWords, sentHeading } from '~/web/page-words.server';
import { staffTextFor } from '~/web/staff-text.server';
import type { Route } from './+types/mandatory-public-disclosure';
import NotFound from './not-found';

const answerKey = 'disclosure:answer';

/**
 * /mandatory-public-disclosure (DESIGN.md §9, issue 16, decision 0058): CBSE Appendix IX, sections A
 * to E in its order and headings, from the settings, the disclosure's documents and figures and the
 * faculty list. A school that names no board has no such page (404), and no link leads to it.
 *
 * The sections are a static island (decision 0019): a document carries them as HTML only, and its
 * data only the page's heading; a navigation in the app sends the answer and the island's words.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const answer = await disclosureAnswer(context.database.db, todayInSchool());
  if (answer.general.board === 'none') return data({ found: false as const, words: wordsFor(locale, 'notFound') }, { status: 404 });
  return {
    found: true as const,
    heading: sentHeading(catalogueFor(locale).disclosure),
    answer: islandData(context, answerKey, staffTextFor(locale, answer)),
    words: islandWords(context, locale, 'disclosure', 'affiliation', 'people'),
  };
}

type DisclosurePageData =
  | { found: false; words: Words<'notFound'> }
  | { found: true; heading: SentHeading; answer: DisclosureAnswer | undefined };

export const handle: SiteHandle<DisclosurePageData> = {
  heading: (page) => (page.found ? { title: page.heading.title, lead: page.heading.lead } : { title: page.words.notFound.title }),
};

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData?.found) return [{ title: loaderData?.words.notFound?.title ?? matches[0].loaderData.words.error.title }, { name: 'robots', content: 'noindex' }];
  return pageMeta(matches, { title: loaderData.heading.title, description: loaderData.heading.description, path: '/mandatory-public-disclosure' });
};

const DisclosureBody = staticIsland(() => import('~/components/disclosure/DisclosureBody').then((module) => module.DisclosureBody));

export default function MandatoryPublicDisclosure({ loaderData }: Route.ComponentProps) {
  // No board, no page: the 404 has only the not-found words.
  return loaderData.found ? <Disclosure sent={loaderData.answer} /> : <NotFound />;
}

function Disclosure({ sent }: { sent: DisclosureAnswer | undefined }) {
  const page = useIslandData(answerKey, sent);
  return <DisclosureBody page={page} />;
}
