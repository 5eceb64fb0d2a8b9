import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AboutSection } from '~/components/home/AboutSection';
import { OurStoryIntro } from '~/components/our-story/OurStorySections';
import type { Locale } from '~/i18n/locales';
import { WordsProvider } from '~/i18n/words';
import { catalogueFor } from '~/i18n/words.server';
import { yearsSince } from '~/lib/dates';
import { fallbackSiteSettings } from '~/modules/settings/settings-fallback';
import { siteLayoutId, type SiteFrameData } from '~/web/page-meta';

/** Decision 0066: every number of years the site states is the years since the settings' founding year, today. */
function words(locale: Locale) {
  const catalogue = catalogueFor(locale);
  return {
    ourStory: catalogue.ourStory,
    facilities: catalogue.facilities,
    affiliation: catalogue.affiliation,
    homeIslands: catalogue.homeIslands,
    missionVision: catalogue.missionVision,
  };
}

function render(foundedYear: number, locale: Locale = 'en') {
  const settings = { ...fallbackSiteSettings, foundedYear };
  const frame: SiteFrameData = { settings, signedIn: false, publicUrl: 'http://localhost' };
  const Stub = createRoutesStub([
    {
      id: siteLayoutId,
      path: '/',
      loader: () => frame,
      children: [
        // Our Story's opening, where its badge is (a static island of /our-story, drawn here in place).
        { path: 'our-story', Component: () => <OurStoryIntro foundedYear={foundedYear} affiliation={settings} />, loader: () => null },
        { path: 'home', Component: () => <AboutSection foundedYear={foundedYear} affiliation={settings} />, loader: () => null },
      ],
    },
  ]);
  const page = (path: string) =>
    renderToStaticMarkup(
      <WordsProvider locale={locale} words={words(locale)}>
        <Stub initialEntries={[path]} hydrationData={{ loaderData: { [siteLayoutId]: frame, '0-0': null, '0-1': null } }} />
      </WordsProvider>,
    );
  const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
  return { ourStory: text(page('/our-story')), home: text(page('/home')) };
}

describe('years of excellence, counted from the founding year (decision 0066)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('says the same number on the home page and on Our Story, and it moves with the clock', () => {
    for (const [today, years] of [
      ['2026-11-25T06:00:00Z', 6],
      ['2031-03-01T06:00:00Z', 11],
    ] as const) {
      vi.setSystemTime(new Date(today));
      expect(yearsSince(2020)).toBe(years);
      const { home, ourStory } = render(2020);
      expect(home).toContain(`${years} years of excellence`);
      expect(ourStory).toContain(`${years} years of excellence`);
    }
  });

  it('follows the settings’ founding year, in Hindi too', () => {
    vi.setSystemTime(new Date('2026-11-25T06:00:00Z'));
    const { home, ourStory } = render(2012);
    expect(home).toContain('14 years of excellence');
    expect(ourStory).toContain('14 years of excellence');
    const hindi = render(2012, 'hi');
    expect(hindi.ourStory).toContain('14 वर्ष उत्कृष्टता के');
  });

  it('names the founding year instead of “0 years” in the first year', () => {
    vi.setSystemTime(new Date('2026-11-25T06:00:00Z'));
    const { home, ourStory } = render(2026);
    expect(home).toContain('Founded in 2026');
    expect(ourStory).toContain('2026 the year we opened');
    expect(ourStory).not.toContain('0 years');
  });
});
