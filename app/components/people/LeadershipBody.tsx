import { LeadershipProfile } from '~/components/people/LeadershipProfile';
import { OfficeContact } from '~/components/people/OfficeContact';
import { InfoCardList } from '~/components/ui/InfoCardList';
import { SectionTitle } from '~/components/ui/SectionTitle';
import { leaderProfiles } from '~/content/leadership';
import { useIslandWords } from '~/i18n/words';
import type { ImageSource } from '~/modules/images/images.server';
import type { PublicSiteSettings } from '~/modules/settings/settings.server';

/** A leader's photo from the faculty list by the leader's id (decision 0065), or none. */
export type LeaderPhotos = Partial<Record<string, ImageSource | null>>;

/**
 * The leaders' profiles, the leadership's philosophy and how to reach them. A static island (decision
 * 0019): a document carries it as HTML only. `photos`: a leader's faculty photo by their id, or none.
 * No portrait is loaded first: the page's largest paint is a leader's words, not a portrait (measured
 * at 390 and 1280 px), and an eager one would be preloaded only where the island is drawn in place.
 */
export function LeadershipBody({ photos, settings }: { photos: LeaderPhotos; settings: PublicSiteSettings | undefined }) {
  const t = useIslandWords('leadership');
  const people = useIslandWords('people');
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
            {leaderProfiles(t.leaders).map((profile) => (
              <li key={profile.id}>
                <LeadershipProfile profile={profile} photo={photos[profile.id] ?? null} />
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
          <SectionTitle id="contact-leadership-title" small>{t.contact.title}</SectionTitle>
          <p className="mt-2 max-w-3xl text-slate-700">{t.contact.text}</p>
          <div className="mt-5">{settings ? <OfficeContact settings={settings} words={people.office} wide /> : null}</div>
        </section>
      </div>
    </div>
  );
}
