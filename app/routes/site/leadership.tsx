import { useRouteLoaderData } from 'react-router';
import type { LeaderPhotos } from '~/components/people/LeadershipBody';
import { staticIsland } from '~/components/ui/StaticIsland';
import { useIslandData } from '~/components/ui/island-data';
import { leaderIds } from '~/content/leadership';
import { localeOfRequest } from '~/i18n/locales';
import { catalogueFor, wordsFor } from '~/i18n/words.server';
import { facultyPhotosOf } from '~/modules/faculty/faculty.server';
import { siteLayoutId, type SiteFrameData } from '~/web/page-meta';
import { islandData, islandWords, sentHeading } from '~/web/page-words.server';
import { sentHeadingHandle, sentHeadingMeta } from '~/web/sent-heading';
import type { Route } from './+types/leadership';

const photosKey = 'leadership:photos';

/**
 * The page's heading goes with every answer; its body is a static island, whose words and photos a
 * document carries as HTML only (decision 0019).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  // A leader who is also on the faculty list shows that photo here too, found by the English name (decision 0065).
  const english = wordsFor('en', 'leadership').leadership.leaders;
  const found = await facultyPhotosOf(
    context.database.db,
    leaderIds.map((id) => english[id].name),
  );
  const photos: LeaderPhotos = Object.fromEntries(leaderIds.map((id, index) => [id, found[index]]));
  const locale = localeOfRequest(request);
  return {
    heading: sentHeading(catalogueFor(locale).leadership),
    photos: islandData(context, photosKey, photos),
    words: islandWords(context, locale, 'leadership', 'people'),
  };
}

export const handle = sentHeadingHandle;

export const meta: Route.MetaFunction = sentHeadingMeta('/leadership');

const LeadershipBody = staticIsland(() => import('~/components/people/LeadershipBody').then((module) => module.LeadershipBody));

export default function Leadership({ loaderData }: Route.ComponentProps) {
  const settings = useRouteLoaderData<SiteFrameData>(siteLayoutId)?.settings;
  return <LeadershipBody photos={useIslandData(photosKey, loaderData.photos) ?? {}} settings={settings} />;
}
