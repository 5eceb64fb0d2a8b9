import { YearGroupGrid } from '~/components/academics/YearGroupGrid';
import { InfoCardList } from '~/components/ui/InfoCardList';
import { ActionLinks } from '~/components/ui/ActionLinks';
import { SectionTitle } from '~/components/ui/SectionTitle';
import { localeOfRequest } from '~/i18n/locales';
import { useWords } from '~/i18n/words';
import { wordsFor } from '~/i18n/words.server';
import { pageMeta, type SiteHandle } from '~/web/page-meta';
import type { Route } from './+types/secondary-education';

export function loader({ request }: Route.LoaderArgs) {
  return { words: wordsFor(localeOfRequest(request), 'secondaryEducation') };
}

type SecondaryEducationData = Awaited<ReturnType<typeof loader>>;

export const handle: SiteHandle<SecondaryEducationData> = {
  heading: ({ words: { secondaryEducation: t } }) => ({ title: t.title, lead: t.lead, trail: [{ label: t.curriculum, to: '/school-curriculum' }] }),
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches, {
    title: loaderData?.words.secondaryEducation.title ?? '',
    description: loaderData?.words.secondaryEducation.lead ?? '',
    path: '/secondary-education',
  });

export default function SecondaryEducation() {
  const t = useWords('secondaryEducation');
  return (
    <div className="bg-slate-50">
      <div className="page-width py-10 sm:py-14">
        <section aria-labelledby="classes-title">
          <SectionTitle id="classes-title">{t.classesTitle}</SectionTitle>
          <div className="mt-6">
            <YearGroupGrid groups={t.years} />
          </div>
        </section>
        <section aria-labelledby="highlights-title" className="mt-12">
          <SectionTitle id="highlights-title">{t.highlightsTitle}</SectionTitle>
          <InfoCardList items={t.highlights} columns="md:grid-cols-3" />
        </section>
        <div className="mt-10">
          <ActionLinks
            actions={[
              { label: t.seeCurriculum, to: '/school-curriculum' },
              { label: t.contactUs, to: '/contact' },
            ]}
          />
        </div>
      </div>
    </div>
  );
}
