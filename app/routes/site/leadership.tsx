import { useRouteLoaderData } from 'react-router';
import { LeadershipProfile } from '~/components/people/LeadershipProfile';
import { OfficeContact } from '~/components/people/OfficeContact';
import { InfoCardList } from '~/components/ui/InfoCardList';
import { SectionTitle } from '~/components/ui/SectionTitle';
import { leaderIds, leaderProfiles } from '~/content/leadership';
import { facultyPhotosOf } from '~/modules/faculty/faculty.server';
import type { ImageSource } from '~/modules/images/images.server';
import { localeOfRequest } from '~/i18n/locales';
import { useWords } from '~/i18n/words';
import { wordsFor } from '~/i18n/words.server';
import { pageMeta, siteLayoutId, type SiteFrameData, type SiteHandle } from '~/web/page-meta';
import type { Route } from './+types/leadership';

export async function loader({ request, context }: Route.LoaderArgs) {
  // A leader who is also on the faculty list shows that photo here too, found by the English name (decision 0065).
  const english = wordsFor('en', 'leadership').leadership.leaders;
  const found = await facultyPhotosOf(
    context.database.db,
    leaderIds.map((id) => english[id].name),
  );
  const photos = Object.fromEntries(leaderIds.map((id, index) => [id, found[index]])) as Partial<Record<string, ImageSource | null>>;
  return {
    words: wordsFor(localeOfRequest(request), 'leadership', 'people'),
    photos,
  };
}

type LeadershipData = Awaited<ReturnType<typeof loader>>;

export const handle: SiteHandle<LeadershipData> = {
  heading: (page) => ({
    title: page.words.leadership.title,
    lead: page.words.leadership.lead,
  }),
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches, {
    title: loaderData?.words.leadership.title ?? '',
    description: loaderData?.words.leadership.description ?? '',
    path: '/leadership',
  });

export default function Leadership({ loaderData }: Route.ComponentProps) {
  const t = useWords('leadership');
  const settings = useRouteLoaderData<SiteFrameData>(siteLayoutId)?.settings;
  return (
    <div className="bg-slate-50">
      <div className="page-width py-10 sm:py-14">
        <section aria-labelledby="leaders-title">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <SectionTitle id="leaders-title">{t.profilesHeading}</SectionTitle>
            <a href="#contact-leadership" className="btn btn-primary">
              {t.contactLeadership}
            </a>
          </div>
          <ul className="mt-6 grid gap-6 md:grid-cols-2">
            {leaderProfiles(t.leaders).map((profile, index) => (
              <li key={profile.id}>
                <LeadershipProfile profile={profile} photo={loaderData.photos[profile.id] ?? null} priority={index === 0} />
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="philosophy-title" id="philosophy" className="mt-14">
          <SectionTitle id="philosophy-title">{t.philosophy.title}</SectionTitle>
          <p className="mt-3 max-w-3xl text-lg text-slate-700">{t.philosophy.text}</p>
          <InfoCardList items={t.philosophy.principles} />
        </section>

        <section id="contact-leadership" aria-labelledby="contact-leadership-title" className="mt-14 rounded-2xl bg-amber-50 p-6 ring-1 ring-amber-200 sm:p-8">
          <h2 id="contact-leadership-title" className="font-serif text-2xl font-bold text-brand-900">
            {t.contact.title}
          </h2>
          <p className="mt-2 max-w-3xl text-slate-700">{t.contact.text}</p>
          <div className="mt-5">{settings ? <OfficeContact settings={settings} wide /> : null}</div>
        </section>
      </div>
    </div>
  );
}
