import type { MetaDescriptor } from 'react-router';
import type { PageHeading } from '~/components/frame/PageHeader';
import type { PublicSiteSettings } from '~/modules/settings/settings.server';

/** What the site layout's loader gives every page; read through `matches` in meta functions. */
export interface SiteFrameData {
  settings: PublicSiteSettings;
  signedIn: boolean;
  publicUrl: string;
}

export const siteLayoutId = 'routes/site/layout';

/**
 * A page's route `handle`: its heading for the second header. Data is the page's own loader data.
 */
export interface SiteHandle<Data = unknown> {
  heading?: (data: Data) => PageHeading | undefined;
}

interface MatchLike {
  id: string;
  data?: unknown;
  loaderData?: unknown;
}

function frameData(matches: readonly (MatchLike | undefined)[]): SiteFrameData | undefined {
  const layout = matches.find((m) => m?.id === siteLayoutId);
  return (layout?.loaderData ?? layout?.data) as SiteFrameData | undefined;
}

/** Title, description, canonical URL and Open Graph tags of one page. */
export function pageMeta(
  matches: readonly (MatchLike | undefined)[],
  page: { title: string; description: string; path: string },
): MetaDescriptor[] {
  const frame = frameData(matches);
  const schoolName = frame?.settings.schoolName ?? '';
  const title = schoolName && page.title !== schoolName ? `${page.title} | ${schoolName}` : page.title;
  const url = frame ? `${frame.publicUrl}${page.path}` : page.path;
  return [
    { title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: schoolName },
  ];
}
