import { data, useRouteLoaderData } from 'react-router';
import { OfficeContact } from '~/components/people/OfficeContact';
import { PersonPhoto } from '~/components/people/PersonPhoto';
import { BackLink } from '~/components/ui/BackLink';
import { NotFoundMessage } from '~/components/ui/NotFoundMessage';
import { localeOfRequest } from '~/i18n/locales';
import { useWords } from '~/i18n/words';
import { wordsFor } from '~/i18n/words.server';
import { fill } from '~/lib/fill';
import { parseId } from '~/lib/validation';
import { pageLocale, pageMeta, siteLayoutId, type SiteFrameData, type SiteHandle } from '~/web/page-meta';
import { getFacultyMember, type FacultyView } from '~/modules/faculty/faculty.server';
import type { Route } from './+types/faculty-profile';
import { StaffText, staffTextIn } from '~/i18n/staff-text';
import { staffTextFor } from '~/web/staff-text.server';
import { SectionTitle } from '~/components/ui/SectionTitle';

/** An id that names no one (or is not a number) is a 404 inside the site frame, not an error page. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const words = wordsFor(locale, 'faculty', 'people');
  const id = parseId(params.id);
  const member: FacultyView | undefined = id === undefined ? undefined : await getFacultyMember(context.database.db, id);
  if (!member) return data({ member: null, words }, { status: 404 });
  return data({ member: staffTextFor(locale, member), words });
}

type FacultyProfileData = Awaited<ReturnType<typeof loader>>['data'];

export const handle: SiteHandle<FacultyProfileData> = {
  heading: ({ member, words }) => {
    const t = words.faculty;
    const trail = [{ label: t.pageTitle, to: '/school-faculty' }];
    return member ? { title: { en: member.name }, lead: { en: member.role, hi: member.roleHi }, trail } : { title: t.notFoundTitle, trail };
  },
};

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const { member, words } = loaderData;
  const t = words.faculty;
  if (!member) return [{ title: t.notFoundTitle }, { name: 'robots', content: 'noindex' }];
  const locale = pageLocale(matches);
  const role = staffTextIn(locale, member.role, member.roleHi).text;
  const details = staffTextIn(locale, member.details, member.detailsHi).text;
  const description = details
    ? fill(t.profileDescriptionWithDetails, { role, details })
    : fill(t.profileDescription, { name: member.name, role });
  return pageMeta(matches, {
    title: fill(t.profileTitle, { name: member.name, role }),
    description: description.length > 160 ? `${description.slice(0, 157)}…` : description,
    path: `/faculty/${member.id}`,
  });
};

/**
 * The post (in the page's language) and the qualification (in English, as staff wrote it: decision
 * 0059), each when staff gave it; nothing when neither.
 */
function Credentials({ member }: { member: FacultyView }) {
  const t = useWords('faculty');
  const posts = useWords('people').facultyPost;
  if (!member.post && !member.qualification) return null;
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2" data-testid="faculty-credentials">
      {member.post ? (
        <div>
          <dt className="text-sm font-semibold text-slate-600">{t.postLabel}</dt>
          <dd className="font-semibold break-words text-slate-900">{posts[member.post]}</dd>
        </div>
      ) : null}
      {member.qualification ? (
        <div>
          <dt className="text-sm font-semibold text-slate-600">{t.qualificationLabel}</dt>
          <dd className="font-semibold break-words text-slate-900">
            <StaffText en={member.qualification} />
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

export default function FacultyProfile({ loaderData }: Route.ComponentProps) {
  const settings = useRouteLoaderData<SiteFrameData>(siteLayoutId)?.settings;
  const t = useWords('faculty');
  const { office } = useWords('people');
  const { member } = loaderData;

  if (!member) {
    return (
      <NotFoundMessage heading={t.notFoundTitle} lead={t.notFoundLead} backTo="/school-faculty" back={t.backToFaculty} testId="faculty-not-found" />
    );
  }

  return (
    <div className="bg-slate-50">
      <div className="page-width [&>*]:max-w-5xl py-8 sm:py-12">
        <BackLink to="/school-faculty">{t.backToFaculty}</BackLink>
        <div className="mt-6 grid gap-8 md:grid-cols-[18rem_1fr] md:items-start">
          <PersonPhoto
            name={member.name}
            image={member.image}
            priority
            sizes="15rem"
            className="aspect-square w-48 max-w-full rounded-2xl shadow-md md:w-60"
          />
          <div className="min-w-0 space-y-6">
            <section aria-labelledby="about-title" className="card p-6 sm:p-8">
              <SectionTitle id="about-title" small>{t.aboutHeading} <StaffText en={member.name} /></SectionTitle>
              <p className="mt-1 font-semibold text-rose-700"><StaffText en={member.role} hi={member.roleHi} /></p>
              <Credentials member={member} />
              <p className="mt-4 text-lg leading-relaxed whitespace-pre-line text-slate-700">{member.details || t.noDetails}</p>
            </section>
            <section aria-labelledby="office-title" className="rounded-2xl bg-amber-50 p-6 ring-1 ring-amber-200 sm:p-8">
              <SectionTitle id="office-title" small>{t.contactHeading}</SectionTitle>
              <p className="mt-2 text-slate-700">{t.contactLead}</p>
              <div className="mt-5">{settings ? <OfficeContact settings={settings} words={office} /> : null}</div>
            </section>
          </div>
        </div>
        <div className="mt-10">
          <BackLink to="/school-faculty">{t.backToFaculty}</BackLink>
        </div>
      </div>
    </div>
  );
}
