import { ActionLinks } from '~/components/ui/ActionLinks';
import { InfoCardList } from '~/components/ui/InfoCardList';
import { SectionTitle } from '~/components/ui/SectionTitle';
import { YearGroupsSection } from '~/components/academics/YearGroupsSection';
import { useIslandWords } from '~/i18n/words';

/**
 * Secondary education: its classes and what they add. A static island (decision 0019): a document
 * carries it as HTML only.
 */
export function SecondaryEducationBody() {
  const t = useIslandWords('secondaryEducation');
  return (
    <div className="bg-slate-50">
      <div className="page-width py-10 sm:py-14">
        <YearGroupsSection id="classes-title" title={t.classesTitle} groups={t.years} />
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
