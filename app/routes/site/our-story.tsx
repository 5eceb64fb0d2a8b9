import { useRouteLoaderData } from 'react-router';
import { CounterGrid } from '~/components/our-story/CounterGrid';
import { staticIsland } from '~/components/ui/StaticIsland';
import { counters, countUpDurationMs } from '~/content/our-story';
import { localeOfRequest } from '~/i18n/locales';
import { catalogueFor } from '~/i18n/words.server';
import { islandWords, sentHeading } from '~/web/page-words.server';
import { siteLayoutId, type SiteFrameData } from '~/web/page-meta';
import { sentHeadingHandle, sentHeadingMeta } from '~/web/sent-heading';
import { fallbackSiteSettings } from '~/modules/settings/settings-fallback';
import type { Route } from './+types/our-story';

/**
 * The page's heading and the counters' words go with every answer; the story's other sections are
 * static islands, whose words a document carries as HTML only (decision 0019).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const t = catalogueFor(locale).ourStory;
  return {
    heading: sentHeading(t),
    counters: { title: t.countersTitle, labels: t.counters },
    words: islandWords(context, locale, 'ourStory', 'facilities', 'affiliation'),
  };
}

export const handle = sentHeadingHandle;

export const meta: Route.MetaFunction = sentHeadingMeta('/our-story');

const OurStoryIntro = staticIsland(() => import('~/components/our-story/OurStorySections').then((module) => module.OurStoryIntro));
const OurStoryMore = staticIsland(() => import('~/components/our-story/OurStorySections').then((module) => module.OurStoryMore));

export default function OurStory({ loaderData }: Route.ComponentProps) {
  const settings = useRouteLoaderData<SiteFrameData>(siteLayoutId)?.settings ?? fallbackSiteSettings;
  const words = loaderData.counters;
  return (
    <>
      <OurStoryIntro foundedYear={settings.foundedYear} affiliation={settings} />

      <section aria-labelledby="counters-title" className="bg-brand-900 text-white">
        <div className="page-width py-12">
          <h2 id="counters-title" className="text-center font-serif text-2xl font-bold sm:text-3xl">
            {words.title}
          </h2>
          <div className="mt-8">
            <CounterGrid counters={counters.map((counter) => ({ ...counter, label: words.labels[counter.id] }))} durationMs={countUpDurationMs} />
          </div>
        </div>
      </section>

      <OurStoryMore />
    </>
  );
}
