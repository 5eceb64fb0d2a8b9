import type { ReactNode } from 'react';
import { Link } from '~/i18n/links';
import { AdmissionSteps } from '~/components/admissions/AdmissionSteps';
import { mailtoHref } from '~/components/contact/ReachActions';
import { facilityIds } from '~/content/facilities';
import { useIslandWords, useWords } from '~/i18n/words';
import { fill } from '~/lib/fill';
import { YearCostsTable } from '~/components/fees/YearCostsTable';
import { EntryAgesTable } from '~/components/admissions/EntryAgesTable';
import type { AdmissionAges } from '~/modules/classes/entry-ages';
import type { YearCostRow } from '~/modules/fees/fee-totals';
import { telHref } from '~/web/contact-links';
import type { PublicSiteSettings } from '~/modules/settings/settings.server';
import { StaffText } from '~/i18n/staff-text';

function Chapter({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="mt-12 break-inside-avoid-page first:mt-0 print:mt-8">
      <h2 id={`${id}-title`} className="border-b-2 border-rose-200 pb-2 font-serif text-2xl font-bold text-brand-900 sm:text-3xl">
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}

const linkClass = 'font-semibold text-brand-800 underline underline-offset-4 print:no-underline';

/**
 * The prospectus itself (/prospectus): a digest of the school's fixed content and its contact details.
 * Static: the page keeps it as the server drew it (app/components/ui/StaticIsland.tsx). Its words are
 * the other pages' sections, sent by the prospectus page's loader.
 */
/** The current fee session's totals per class (decision 0088), null before any session is published. */
export interface ProspectusYearCosts {
  session: string;
  rows: YearCostRow[];
}

export function ProspectusBody({
  settings,
  yearCosts,
  ages,
}: {
  settings: PublicSiteSettings;
  yearCosts: ProspectusYearCosts | null;
  ages: AdmissionAges;
}) {
  const t = useWords('prospectus');
  const primary = useIslandWords('primaryEducation');
  const secondary = useIslandWords('secondaryEducation');
  const curriculumAreas = useIslandWords('curriculum').areas;
  const facilities = useIslandWords('facilities');
  const admissionDocuments = useIslandWords('admissionRequirements').documents;
  const feeNotes = useIslandWords('fees').notes;
  const admissionSteps = useIslandWords('admissionSteps').steps;
  const entryAges = useIslandWords('entryAges');
  const phones = settings.phones.filter(Boolean);
  const glance = [{ label: t.founded, value: String(settings.foundedYear) }, ...t.facts];
  return (
    <div className="mt-8 card p-5 sm:mt-10 sm:p-10 print:mt-0 print:p-0 print:shadow-none print:ring-0">
      <p className="font-serif text-3xl font-bold text-brand-900"><StaffText en={settings.schoolName} hi={settings.schoolNameHi} /></p>
      {settings.tagline || settings.taglineHi ? <p className="mt-1 text-lg text-rose-700"><StaffText en={settings.tagline} hi={settings.taglineHi} /></p> : null}

      <div className="mt-10">
        <Chapter id="glance" title={t.glance}>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            {glance.map((fact) => (
              <div key={fact.label} className="rounded-xl bg-brand-50 p-4 print:border print:border-slate-300 print:bg-white">
                <dt className="text-sm font-semibold text-slate-600">{fact.label}</dt>
                <dd className="mt-1 font-serif text-lg font-bold text-brand-900 sm:text-xl">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </Chapter>

        <Chapter id="programmes" title={t.programmes}>
          <div className="grid gap-6 md:grid-cols-2">
            <div>
              <h3 className="text-lg font-bold text-slate-900">
                <Link to="/primary-education" className={linkClass}>
                  {t.primary}
                </Link>
              </h3>
              <p className="mt-1 text-slate-700">{primary.lead}</p>
              <p className="mt-2 text-sm text-slate-600">{primary.yearGroups.map((group) => `${group.name}: ${group.ages}`).join(' · ')}</p>
            </div>
            <div>
              <h3 className="text-lg font-bold text-slate-900">
                <Link to="/secondary-education" className={linkClass}>
                  {t.secondary}
                </Link>
              </h3>
              <p className="mt-1 text-slate-700">{secondary.lead}</p>
              <p className="mt-2 text-sm text-slate-600">{secondary.years.map((year) => `${year.name}: ${year.ages}`).join(' · ')}</p>
            </div>
          </div>
          <h3 className="mt-6 text-lg font-bold text-slate-900">
            <Link to="/school-curriculum" className={linkClass}>
              {t.curriculum}
            </Link>
          </h3>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {curriculumAreas.map((area) => (
              <li key={area.title} className="text-slate-700">
                <span className="font-semibold text-slate-900">{area.title}:</span> {area.subjects.join(', ')}
              </li>
            ))}
          </ul>
        </Chapter>

        <Chapter id="facilities" title={t.facilities}>
          <ul className="grid gap-4 sm:grid-cols-2">
            {facilityIds.map((id) => (
              <li key={id}>
                <h3 className="font-bold text-slate-900">
                  <Link to={`/facility/${id}`} className={linkClass}>
                    {facilities[id].title}
                  </Link>
                </h3>
                <p className="mt-1 text-slate-700">{facilities[id].summary}</p>
              </li>
            ))}
          </ul>
        </Chapter>

        <Chapter id="join" title={t.admissions}>
          <AdmissionSteps steps={admissionSteps} variant="list" />
          <h3 className="mt-6 text-lg font-bold text-slate-900">{t.documents}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
            {admissionDocuments.map((document) => (
              <li key={document}>{document}</li>
            ))}
          </ul>
          <h3 className="mt-6 text-lg font-bold text-slate-900">{entryAges.title}</h3>
          <EntryAgesTable ages={ages} labels={entryAges} className="mt-2" />
        </Chapter>

        <Chapter id="fees" title={t.fees}>
          <ul className="space-y-4">
            {feeNotes.map((note) => (
              <li key={note.title}>
                <h3 className="font-bold text-slate-900">{note.title}</h3>
                <p className="mt-1 text-slate-700">{note.text}</p>
              </li>
            ))}
          </ul>
          {yearCosts && yearCosts.rows.length > 0 ? <YearCosts costs={yearCosts} /> : null}
        </Chapter>

        <Chapter id="contact" title={t.contact}>
          <dl className="grid gap-4 sm:grid-cols-2" data-testid="prospectus-contact">
            {settings.address || settings.addressHi ? (
              <div>
                <dt className="text-sm font-semibold text-slate-600">{t.address}</dt>
                <dd className="text-slate-900"><StaffText en={settings.address} hi={settings.addressHi} /></dd>
              </div>
            ) : null}
            {phones.length > 0 ? (
              <div>
                <dt className="text-sm font-semibold text-slate-600">{t.phones}</dt>
                <dd className="text-slate-900">
                  {phones.map((phone) => (
                    <a key={phone} href={telHref(phone)} className={`${linkClass} mr-4 inline-block py-1`}>
                      {phone}
                    </a>
                  ))}
                </dd>
              </div>
            ) : null}
            {settings.email ? (
              <div>
                <dt className="text-sm font-semibold text-slate-600">{t.email}</dt>
                <dd>
                  <a href={mailtoHref(settings.email)} className={`${linkClass} break-all`}>
                    {settings.email}
                  </a>
                </dd>
              </div>
            ) : null}
            {settings.hours.length > 0 ? (
              <div>
                <dt className="text-sm font-semibold text-slate-600">{t.hours}</dt>
                <dd className="text-slate-900">
                  {settings.hours.map((line, index) => (
                    <span key={index} className="block">
                      <StaffText en={line.days} hi={line.daysHi} />: <StaffText en={line.time} hi={line.timeHi} />
                    </span>
                  ))}
                </dd>
              </div>
            ) : null}
          </dl>
          <p className="mt-6 print:hidden">
            <Link to="/enquiry" className="rounded-full bg-rose-700 px-6 py-3 font-semibold text-white hover:bg-rose-800">
              {t.enquire}
            </Link>
          </p>
        </Chapter>
      </div>
    </div>
  );
}

/** What a year costs each class in the current session: a printed prospectus is read away from the site. */
function YearCosts({ costs }: { costs: ProspectusYearCosts }) {
  const t = useWords('prospectus');
  return (
    <div className="mt-6 break-inside-avoid" data-testid="prospectus-year-costs">
      <h3 className="font-bold text-slate-900">{fill(t.yearCostsTitle, { session: costs.session })}</h3>
      <p className="mt-1 text-slate-700">{t.yearCostsLead}</p>
      <YearCostsTable rows={costs.rows} labels={t} className="mt-3 max-w-2xl" />
      <p className="mt-3 print:hidden">
        <Link to="/fees" className={linkClass}>
          {t.fullFees}
        </Link>
      </p>
    </div>
  );
}
