import { Link } from '~/i18n/links';
import { ChevronRightIcon, ClockIcon, MailIcon, PhoneIcon, WhatsappIcon } from '~/components/ui/icons';
import { useIslandWords } from '~/i18n/words';
import { telHref, whatsappHref } from '~/web/contact-links';
import type { PublicSiteSettings } from '~/modules/settings/settings.server';
import { StaffText } from '~/i18n/staff-text';
import { CheckIcon } from '~/components/ui/info-icons';

/*
 * The static parts of the home page's Admission Requirements section (AdmissionsSection.tsx), kept as
 * the server drew them when the page is loaded (app/components/ui/StaticIsland.tsx).
 */

/** The documents to bring and the school hours. */
export function AdmissionDocuments({ hours }: { hours: PublicSiteSettings['hours'] }) {
  const t = useIslandWords('homeIslands').admissions;
  const admissionDocuments = useIslandWords('admissionRequirements').documents;
  return (
    <div className="lg:col-start-1 lg:row-start-1">
      <h3 className="font-serif text-2xl font-bold text-brand-900">{t.documents}</h3>
      <ol className="mt-4 grid gap-x-8 gap-y-2.5 sm:grid-cols-2" data-testid="admission-documents">
        {admissionDocuments.map((document, index) => (
          <li key={document} className="flex gap-3 text-slate-800">
            <span
              aria-hidden="true"
              className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-800"
            >
              {index + 1}
            </span>
            <span>{document}</span>
          </li>
        ))}
      </ol>
      {hours.length > 0 ? (
        <div className="mt-8 rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200" data-testid="school-hours">
          <h3 className="flex items-center gap-2 font-bold text-slate-900">
            <ClockIcon aria-hidden="true" className="text-brand-700" />
            {t.hours}
          </h3>
          <dl className="mt-3 grid gap-x-6 gap-y-1.5 text-slate-700 sm:grid-cols-[auto_1fr]">
            {hours.map((line, index) => (
              <div key={index} className="contents">
                <dt className="font-medium text-slate-900"><StaffText en={line.days} hi={line.daysHi} /></dt>
                <dd className="mb-1.5 sm:mb-0"><StaffText en={line.time} hi={line.timeHi} /></dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </div>
  );
}

/** The school's admission promises, as cards: the same card on the home page and /admissions. */
export function ClaimCards({ claims, className }: { claims: readonly { title: string; text: string }[]; className: string }) {
  return (
    <ul className={className} data-testid="admission-claims">
      {claims.map((claim) => (
        <li key={claim.title} className="rounded-2xl bg-rose-50 p-5 ring-1 ring-rose-100">
          <h3 className="flex items-center gap-2 font-bold text-rose-900">
            <CheckIcon aria-hidden="true" className="shrink-0" />
            {claim.title}
          </h3>
          <p className="mt-1.5 text-sm leading-relaxed text-slate-700">{claim.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** The school's admission promises, under the home page's enquiry form. */
export function AdmissionClaims() {
  return <ClaimCards claims={useIslandWords('admissionRequirements').claims} className="mt-8 grid gap-4 md:grid-cols-3 lg:grid-cols-1" />;
}

/** Under the enquiry form: the office's phones, WhatsApp and e-mail, and the way to the admissions page. */
export function OfficeReach({ settings }: { settings: Pick<PublicSiteSettings, 'phones' | 'whatsapp' | 'email'> }) {
  const t = useIslandWords('homeIslands').admissions;
  const phones = settings.phones.filter(Boolean);
  return (
    <>
      {phones.length > 0 || settings.whatsapp || settings.email ? (
        <div className="mt-6 border-t border-slate-200 pt-4">
          <p className="text-sm font-semibold text-slate-600">{t.orReach}</p>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-brand-800">
            {phones.map((phone) => (
              <li key={phone}>
                <a href={telHref(phone)} className="flex items-center gap-1.5 py-1.5 font-semibold hover:underline">
                  <PhoneIcon aria-hidden="true" className="shrink-0" />
                  <span>
                    <span className="sr-only">{t.call} </span>
                    {phone}
                  </span>
                </a>
              </li>
            ))}
            {settings.whatsapp ? (
              <li>
                <a
                  href={whatsappHref(settings.whatsapp)}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="flex items-center gap-1.5 py-1.5 font-semibold hover:underline"
                >
                  <WhatsappIcon aria-hidden="true" className="shrink-0" />
                  {t.whatsapp}
                </a>
              </li>
            ) : null}
            {settings.email ? (
              <li className="min-w-0">
                <a href={`mailto:${settings.email}`} className="flex items-center gap-1.5 py-1.5 font-semibold break-all hover:underline">
                  <MailIcon aria-hidden="true" className="shrink-0" />
                  <span>
                    <span className="sr-only">{t.email} </span>
                    {settings.email}
                  </span>
                </a>
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
      <Link to="/admissions" className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline">
        {t.more}
        <ChevronRightIcon aria-hidden="true" />
      </Link>
    </>
  );
}
