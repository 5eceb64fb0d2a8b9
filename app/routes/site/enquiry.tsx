import { useRouteLoaderData } from 'react-router';
import { Link } from '~/i18n/links';
import { EnquiryForm } from '~/components/forms/EnquiryForm';
import { AdmissionSteps } from '~/components/admissions/AdmissionSteps';
import { HoursList, ReachActions } from '~/components/contact/ReachActions';
import { ChevronRightIcon, MapPinIcon } from '~/components/ui/icons';
import { CheckIcon } from '~/components/ui/info-icons';
import { SectionTitle } from '~/components/ui/SectionTitle';
import { localeOfRequest } from '~/i18n/locales';
import { useWords } from '~/i18n/words';
import { wordsFor } from '~/i18n/words.server';
import { telHref } from '~/web/contact-links';
import { pageMeta, siteLayoutId, type SiteFrameData, type SiteHandle } from '~/web/page-meta';
import { fallbackSiteSettings } from '~/modules/settings/settings-fallback';
import { handlePublicForm } from '~/web/public-forms.server';
import { newSubmissionKey } from '~/lib/submission-key.server';
import { receiveEnquiry } from '~/modules/enquiries/enquiries.server';
import { notifyTarget } from '~/modules/notifications/outbox.server';
import type { Route } from './+types/enquiry';
import { StaffText } from '~/i18n/staff-text';

export function loader({ request }: Route.LoaderArgs) {
  return { submissionKey: newSubmissionKey(), words: wordsFor(localeOfRequest(request), 'enquiry', 'admissionSteps', 'reach', 'forms') };
}

type EnquiryData = Awaited<ReturnType<typeof loader>>;

export const handle: SiteHandle<EnquiryData> = {
  heading: ({ words }) => ({ title: words.enquiry.title, lead: words.enquiry.lead, trail: [{ label: words.enquiry.admissions, to: '/admissions' }] }),
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches, {
    title: loaderData?.words.enquiry.title ?? '',
    description: loaderData?.words.enquiry.description ?? '',
    path: '/enquiry',
  });

/** The admission enquiry form's POST (from this page and the home page): checked, stored once, e-mailed. */
export async function action({ request, context }: Route.ActionArgs) {
  return handlePublicForm(request, context, { kind: 'enquiry' }, async ({ fields }) => {
    const stored = await receiveEnquiry(context.database.db, fields, notifyTarget(context.config));
    context.notifier.kick();
    return stored;
  });
}

export default function Enquiry({ loaderData, actionData }: Route.ComponentProps) {
  const settings = useRouteLoaderData<SiteFrameData>(siteLayoutId)?.settings ?? fallbackSiteSettings;
  const t = useWords('enquiry');
  const reach = useWords('reach');
  const admissionSteps = useWords('admissionSteps').steps;
  const phones = settings.phones.filter(Boolean);
  return (
    <div className="bg-slate-50">
      <div className="page-width py-10 sm:py-14">
        <div className="grid gap-6 lg:grid-cols-[1fr_26rem] lg:gap-8">
          <section
            id="enquiry-form"
            aria-labelledby="enquire-title"
            className="card p-5 sm:p-8"
          >
            <SectionTitle id="enquire-title">{t.enquireTitle}</SectionTitle>
            <p className="mt-2 mb-6 text-slate-700">{t.formLead}</p>
            <EnquiryForm submissionKey={loaderData.submissionKey} pageResult={actionData} />
          </section>
          <aside aria-labelledby="reach-title" className="h-fit rounded-2xl bg-brand-800 p-6 text-white shadow-sm">
            <h2 id="reach-title" className="font-serif text-2xl font-bold text-amber-300">
              {t.reachTitle}
            </h2>
            <div className="mt-4">
              <ReachActions settings={settings} onDark whatsappMessage={reach.whatsappEnquiry} emailSubject={reach.emailEnquirySubject} />
              {phones.length > 1 ? (
                <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-white/95" aria-label={t.allNumbers}>
                  {phones.map((phone) => (
                    <li key={phone}>
                      <a href={telHref(phone)} className="inline-block py-1 font-semibold whitespace-nowrap underline underline-offset-4">
                        {phone}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
            <div className="mt-6 rounded-xl bg-white/10 p-5 ring-1 ring-white/15">
              <h3 className="font-bold text-white">{t.tellUsTitle}</h3>
              <ul className="mt-3 space-y-2" data-testid="enquiry-checklist">
                {t.checklist.map((item) => (
                  <li key={item} className="flex gap-2 text-white/95">
                    <CheckIcon className="mt-1 shrink-0 text-amber-300" />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          </aside>
        </div>

        <section aria-labelledby="steps-title" className="mt-12">
          <SectionTitle id="steps-title">{t.stepsTitle}</SectionTitle>
          <div className="mt-6">
            <AdmissionSteps steps={admissionSteps} />
          </div>
          <Link
            to="/admissions#requirements"
            className="mt-6 inline-flex items-center gap-2 btn btn-secondary"
          >
            {t.readMore}
            <ChevronRightIcon />
          </Link>
        </section>

        <section aria-labelledby="visit-title" className="mt-12 grid gap-6 card p-6 sm:p-8 md:grid-cols-2">
          <div>
            <SectionTitle id="visit-title" small>{t.visitTitle}</SectionTitle>
            <p className="mt-2 text-slate-700">{t.visitText}</p>
            {settings.address || settings.addressHi ? (
              <p className="mt-4 flex gap-2 text-slate-900">
                <MapPinIcon className="mt-1 shrink-0 text-rose-700" />
                <span><StaffText en={settings.address} hi={settings.addressHi} /></span>
              </p>
            ) : null}
            <Link to="/admissions#tours" className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-800 underline underline-offset-4">
              {t.toursLink}
            </Link>
          </div>
          <div className="self-start rounded-xl bg-amber-50 p-5 ring-1 ring-amber-200 empty:hidden">
            <HoursList settings={settings} title={reach.visitHours} />
          </div>
        </section>
      </div>
    </div>
  );
}
