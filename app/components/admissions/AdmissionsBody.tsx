import { Link } from '~/i18n/links';
import { AdmissionSteps } from '~/components/admissions/AdmissionSteps';
import { EntryAgesSection } from '~/components/admissions/EntryAgesTable';
import { ClaimCards } from '~/components/home/AdmissionsStatic';
import { HoursList, ReachActions } from '~/components/contact/ReachActions';
import { ChevronDownIcon, ChevronRightIcon } from '~/components/ui/icons';
import { CheckIcon, DocumentIcon } from '~/components/ui/info-icons';
import { SectionTitle } from '~/components/ui/SectionTitle';
import { useIslandWords, useWords } from '~/i18n/words';
import type { AdmissionAges } from '~/modules/classes/entry-ages';
import type { PublicSiteSettings } from '~/modules/settings/settings.server';

/** The page's parts, in the "on this page" bar: their anchors, and their names' keys in `admissions.nav`. */
const sections = ['requirements', 'ages', 'fees', 'rte', 'tours', 'faqs'] as const;

/**
 * The admissions page under its heading: the steps, what to bring, the ages each class takes, how fees
 * work, the RTE Act's free seats, campus tours and the questions parents ask. A static island on its
 * page (decision 0019): its FAQ opens natively (`<details>`), so nothing in it needs its code, which
 * loads only when the page is reached by a navigation in the app.
 */
export function AdmissionsBody({ settings, ages }: { settings: PublicSiteSettings; ages: AdmissionAges | undefined }) {
  const t = useIslandWords('admissions');
  const reach = useWords('reach');
  const { documents: admissionDocuments, claims: admissionClaims } = useIslandWords('admissionRequirements');
  const admissionSteps = useIslandWords('admissionSteps').steps;
  const feeNotes = useIslandWords('fees').notes;
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
