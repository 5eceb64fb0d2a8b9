import { staticIsland } from '~/components/ui/StaticIsland';
import { localeOfRequest } from '~/i18n/locales';
import { catalogueFor } from '~/i18n/words.server';
import { islandWords, sentHeading } from '~/web/page-words.server';
import { sentHeadingHandle, sentHeadingMeta } from '~/web/sent-heading';
import type { Route } from './+types/mission-vision';

/**
 * The page's heading goes with every answer; its body is a static island, whose words a document
 * carries as HTML only (decision 0019).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const t = catalogueFor(locale).missionVision;
  // The description: the mission's first words, cut short.
  return { heading: sentHeading({ ...t, description: `${t.mission.text.slice(0, 150)}…` }), words: islandWords(context, locale, 'missionVision') };
}

export const handle = sentHeadingHandle;

export const meta: Route.MetaFunction = sentHeadingMeta('/mission&vision');

const MissionVisionBody = staticIsland(() => import('~/components/mission-vision/MissionVisionBody').then((module) => module.MissionVisionBody));

export default function MissionVision() {
  return <MissionVisionBody />;
}
