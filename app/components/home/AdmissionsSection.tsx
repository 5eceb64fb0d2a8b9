import { EnquiryForm } from '~/components/forms/EnquiryForm';
import { staticIsland } from '~/components/ui/StaticIsland';
import { useWords } from '~/i18n/words';
import type { PublicSiteSettings } from '~/modules/settings/settings.server';
import { SectionHeading } from './SectionHeading';

/**
 * SPEC.md §2.4 item 9 (`#admissions`): the documents, the school's admission promises, the school
 * hours from the settings, and the admission enquiry form, with the office's phone, WhatsApp and e-mail beside it.
 */
// Static parts, kept as the server drew them (decision 0019); only the enquiry form among them is live.
const AdmissionDocuments = staticIsland(() => import('./AdmissionsStatic').then((module) => module.AdmissionDocuments));
const AdmissionClaims = staticIsland(() => import('./AdmissionsStatic').then((module) => module.AdmissionClaims));
const OfficeReach = staticIsland(() => import('./AdmissionsStatic').then((module) => module.OfficeReach));

export function AdmissionsSection({ settings, submissionKey }: { settings: PublicSiteSettings; submissionKey: string }) {
  const t = useWords('home').admissions;
  return (
    <section id="admissions" aria-labelledby="admissions-title" className="bg-white py-16 sm:py-20">
      <div className="page-width">
        <SectionHeading id="admissions-title" title={t.title} lead={t.lead} />
        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_24rem]">
          <aside
            id="enquiry"
            aria-labelledby="enquiry-title"
            className="h-fit rounded-2xl bg-white p-5 shadow-lg ring-1 ring-slate-200 sm:p-6 lg:col-start-2 lg:row-start-1"
            data-testid="enquiry-place"
          >
            <h3 id="enquiry-title" className="font-serif text-2xl font-bold text-brand-900">
              {t.enquiryTitle}
            </h3>
            <p className="mt-2 mb-5 text-slate-700">{t.enquiryText}</p>
            <EnquiryForm submissionKey={submissionKey} />
            <OfficeReach settings={settings} />
          </aside>
          {/* The promises under the documents, so the column beside the form has no empty half. */}
          <div className="lg:col-start-1 lg:row-start-1">
            <AdmissionDocuments hours={settings.hours} />
            <AdmissionClaims />
          </div>
        </div>
      </div>
    </section>
  );
}
