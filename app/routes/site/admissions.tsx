import { useRouteLoaderData } from 'react-router';
import { Link } from '~/i18n/links';
import { AdmissionSteps } from '~/components/admissions/AdmissionSteps';
import { ClaimCards } from '~/components/home/AdmissionsStatic';
import { HoursList, ReachActions } from '~/components/contact/ReachActions';
import { ChevronDownIcon, ChevronRightIcon } from '~/components/ui/icons';
import { CheckIcon, DocumentIcon } from '~/components/ui/info-icons';
import { SectionTitle } from '~/components/ui/SectionTitle';
import { staticIsland } from '~/components/ui/StaticIsland';
import { useIslandData } from '~/components/ui/island-data';
import { localeOfRequest } from '~/i18n/locales';
import { todayInSchool } from '~/lib/dates';
import { admissionAgesOn } from '~/modules/classes/entry-ages';
import { useWords } from '~/i18n/words';
import { wordsFor } from '~/i18n/words.server';
import { islandData, islandWords } from '~/web/page-words.server';
import { pageMeta, siteLayoutId, type SiteFrameData, type SiteHandle } from '~/web/page-meta';
import { fallbackSiteSettings } from '~/modules/settings/settings-fallback';
import type { Route } from './+types/admissions';

const entryAgesKey = 'admissions:entry-ages';

export function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  return {
    words: {
      ...wordsFor(locale, 'admissions', 'admissionSteps', 'admissionRequirements', 'fees', 'reach'),
      ...islandWords(context, locale, 'entryAges'),
    },
    // The render cache keeps a page for one school day (decision 0045), so the table turns to the next
    // session on its day. Only the table's island reads it: a document's data leaves it out.
    ages: islandData(context, entryAgesKey, admissionAgesOn(todayInSchool())),
  };
}

// The table of ages has no behaviour: the browser keeps the server's HTML (decision 0019).
const EntryAgesSection = staticIsland(() => import('~/components/admissions/EntryAgesTable').then((module) => module.EntryAgesSection));

type AdmissionsData = Awaited<ReturnType<typeof loader>>;

export const handle: SiteHandle<AdmissionsData> = {
  heading: (page) => ({ title: page.words.admissions.title, lead: page.words.admissions.lead }),
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches, {
    title: loaderData?.words.admissions.title ?? '',
    description: loaderData?.words.admissions.description ?? '',
    path: '/admissions',
  });

/** The page's parts, in the "on this page" bar: their anchors, and their names' keys in `admissions.nav`. */
const sections = ['requirements', 'ages', 'fees', 'rte', 'tours', 'faqs'] as const;

export default function Admissions({ loaderData }: Route.ComponentProps) {
  const settings = useRouteLoaderData<SiteFrameData>(siteLayoutId)?.settings ?? fallbackSiteSettings;
  const t = useWords('admissions');
  const reach = useWords('reach');
  const { documents: admissionDocuments, claims: admissionClaims } = useWords('admissionRequirements');
  const admissionSteps = useWords('admissionSteps').steps;
  const feeNotes = useWords('fees').notes;
  const ages = useIslandData(entryAgesKey, loaderData.ages);
  return (
    <div className="bg-slate-50">
      <nav aria-label={t.onThisPage} className="border-b border-slate-200 bg-white">
        <ul className="page-width flex flex-wrap gap-2 py-3">
          {sections.map((section) => (
            <li key={section} className="shrink-0">
              <a
                href={`#${section}`}
                className="inline-block rounded-full bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-800 ring-1 ring-brand-100 hover:bg-brand-100"
              >
                {t.nav[section]}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="page-width py-10 sm:py-14">
        <section aria-labelledby="steps-title">
          <SectionTitle id="steps-title">{t.stepsTitle}</SectionTitle>
          <div className="mt-6">
            <AdmissionSteps steps={admissionSteps} />
          </div>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to="/enquiry" className="btn btn-primary">
              {t.enquire}
            </Link>
            <Link to="/prospectus" className="btn btn-secondary">
              {t.prospectus}
            </Link>
          </div>
        </section>

        <section id="requirements" aria-labelledby="requirements-title" className="mt-14">
          <SectionTitle id="requirements-title">{t.requirementsTitle}</SectionTitle>
          <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_20rem]">
            <div className="self-start card p-6">
              <h3 className="text-lg font-bold text-slate-900">{t.documentsTitle}</h3>
              <ul className="mt-4 space-y-3" data-testid="admission-documents">
                {admissionDocuments.map((document) => (
                  <li key={document} className="flex gap-3">
                    <DocumentIcon className="mt-1 shrink-0 text-rose-700" />
                    <span className="text-slate-800">{document}</span>
                  </li>
                ))}
              </ul>
            </div>
            <div className="space-y-4">
              <ClaimCards claims={admissionClaims} className="space-y-4" />
            </div>
          </div>
        </section>

        <EntryAgesSection ages={ages} />

        <section id="fees" aria-labelledby="fees-title" className="mt-14">
          <SectionTitle id="fees-title">{t.feesTitle}</SectionTitle>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {feeNotes.map((note) => (
              <li key={note.title} className="card p-5">
                <h3 className="font-bold text-slate-900">{note.title}</h3>
                <p className="mt-1 text-slate-700">{note.text}</p>
              </li>
            ))}
          </ul>
          <p className="mt-6">
            <Link to="/fees" className="inline-flex min-h-12 items-center gap-1 btn btn-secondary">
              {t.feeStructure}
              <ChevronRightIcon aria-hidden="true" />
            </Link>
          </p>
          <ReachActions
            settings={settings}
            className="mt-4"
            whatsappMessage={t.feeWhatsapp}
            emailSubject={t.feeEmailSubject}
          />
        </section>

        <section id="rte" aria-labelledby="rte-title" className="mt-14" data-testid="rte-seats">
          <SectionTitle id="rte-title">{t.rteTitle}</SectionTitle>
          <div className="mt-6 card p-6">
            {t.rteParagraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)} className="mt-3 leading-relaxed text-slate-800 first:mt-0">
                {paragraph}
              </p>
            ))}
            <p className="mt-3 leading-relaxed text-slate-700">{t.rteWho}</p>
            <a
              href={settings.rtePortalUrl}
              rel="noopener noreferrer"
              target="_blank"
              className="mt-5 btn btn-primary"
            >
              {t.rtePortal}
            </a>
            <p className="mt-2 text-sm text-slate-600">{t.rtePortalHint}</p>
          </div>
        </section>

        <section id="tours" aria-labelledby="tours-title" className="mt-14">
          <SectionTitle id="tours-title">{t.toursTitle}</SectionTitle>
          <div className="mt-6 grid gap-6 card p-6 lg:grid-cols-[1fr_18rem]">
            <div>
              <ul className="space-y-3">
                {t.tourNotes.map((note) => (
                  <li key={note} className="flex gap-3">
                    <CheckIcon className="mt-1 shrink-0 text-green-700" />
                    <span className="text-slate-800">{note}</span>
                  </li>
                ))}
              </ul>
              <ReachActions
                settings={settings}
                className="mt-6"
                whatsappMessage={reach.whatsappTour}
                emailSubject={reach.emailTourSubject}
                directions
              />
            </div>
            <div className="self-start rounded-xl bg-amber-50 p-5 ring-1 ring-amber-200 empty:hidden">
              <HoursList settings={settings} title={reach.visitHours} />
            </div>
          </div>
        </section>

        <section id="faqs" aria-labelledby="faqs-title" className="mt-14">
          <SectionTitle id="faqs-title">{t.faqsTitle}</SectionTitle>
          <div className="mt-6 divide-y divide-slate-200 overflow-hidden card" data-testid="faqs">
            {t.faqs.map((faq) => (
              <details key={faq.question} className="group">
                <summary className="flex cursor-pointer items-center justify-between gap-4 px-5 py-4 font-semibold text-slate-900 hover:bg-slate-50">
                  {faq.question}
                  <ChevronDownIcon className="shrink-0 text-rose-700 transition group-open:rotate-180" />
                </summary>
                <p className="px-5 pb-5 text-slate-700">{faq.answer}</p>
              </details>
            ))}
          </div>
        </section>
      </div>
    </div>
  );
}
