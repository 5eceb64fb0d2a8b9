import { pageMeta, type MatchLike, type SiteHandle } from './page-meta';

// Its own module rather than page-meta's: every page loads page-meta, and the home page is at the
// JavaScript budget; only the pages with an island body load this.

/**
 * What a page whose body is a static island sends of its words with every answer (decision 0019): the
 * second header's title and lead, and the description of its meta tags. The rest of its words reach a
 * document as HTML only.
 */
export interface SentHeading {
  title: string;
  lead: string;
  description: string;
}

/** The `handle` of such a page: its second header shows the title and lead its loader sent. */
export const sentHeadingHandle: SiteHandle<{ heading: SentHeading }> = {
  heading: ({ heading }) => ({ title: heading.title, lead: heading.lead }),
};

/** The `meta` of such a page, at its English address `path`. */
export function sentHeadingMeta(path: string) {
  return ({ matches, loaderData }: { matches: readonly (MatchLike | undefined)[]; loaderData?: { heading: SentHeading } }) =>
    pageMeta(matches, { title: loaderData?.heading.title ?? '', description: loaderData?.heading.description ?? '', path });
}
