import { YearGroupGrid } from '~/components/academics/YearGroupGrid';
import { InfoCardList } from '~/components/ui/InfoCardList';
import { ActionLinks } from '~/components/ui/ActionLinks';
import { SectionTitle } from '~/components/ui/SectionTitle';
import { secondaryHighlights, secondaryLead, secondaryYears } from '~/content/academics';
import { pageMeta, type SiteHandle } from '~/web/page-meta';
import type { Route } from './+types/secondary-education';

const title = 'Secondary Education';

export const handle: SiteHandle = {
  heading: () => ({ title, lead: secondaryLead, trail: [{ label: 'Curriculum', to: '/school-curriculum' }] }),
};

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title, description: secondaryLead, path: '/secondary-education' });

export default function SecondaryEducation() {
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        <section aria-labelledby="classes-title">
          <SectionTitle id="classes-title">
            Classes
          </SectionTitle>
          <div className="mt-6">
            <YearGroupGrid groups={secondaryYears} />
          </div>
        </section>
        <section aria-labelledby="highlights-title" className="mt-12">
          <SectionTitle id="highlights-title">
            How students learn
          </SectionTitle>
          <InfoCardList items={secondaryHighlights} columns="md:grid-cols-3" />
        </section>
        <div className="mt-10">
          <ActionLinks
            actions={[
              { label: 'See the Curriculum', to: '/school-curriculum' },
              { label: 'Contact Us', to: '/contact' },
            ]}
          />
        </div>
      </div>
    </div>
  );
}
