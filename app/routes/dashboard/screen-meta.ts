import type { MetaDescriptor } from 'react-router';
import type { Words } from '~/i18n/catalogue';
import { wordsIn } from '~/i18n/words';

/** The dashboard layout's route id: its loader sends the `staff` section every screen shares. */
export const dashboardLayoutId = 'routes/dashboard/layout';

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/** The dashboard frame's words as the layout's loader sent them; undefined when it sent none. */
export function staffFrameWords(matches: readonly (MatchLike | undefined)[]): Words<'staff'>['staff'] | undefined {
  return wordsIn(matches.find((match) => match?.id === dashboardLayoutId)?.loaderData)?.staff;
}

/** A screen's document title, "Add Notice | Dashboard"; nothing while its words are missing (an error page). */
export function screenMeta(matches: readonly (MatchLike | undefined)[], screenTitle: string | undefined): MetaDescriptor[] {
  const dashboard = staffFrameWords(matches)?.dashboard.title;
  return screenTitle && dashboard ? [{ title: `${screenTitle} | ${dashboard}` }] : [];
}
