import type { ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';
import { ContactForm } from '~/components/forms/ContactForm';
import { hasContactDetails, HoursList, mailtoHref, ReachActions } from '~/components/contact/ReachActions';
import { MailIcon, MapPinIcon, PhoneIcon, WhatsappIcon } from '~/components/ui/icons';
import { BusIcon, CheckIcon } from '~/components/ui/info-icons';
import { SectionTitle } from '~/components/ui/SectionTitle';
import { localeOfRequest } from '~/i18n/locales';
import { useWords } from '~/i18n/words';
import { wordsFor } from '~/i18n/words.server';
import { mapHref, telHref, whatsappHref } from '~/web/contact-links';
import { pageMeta, siteLayoutId, type SiteFrameData, type SiteHandle } from '~/web/page-meta';
import { fallbackSiteSettings } from '~/modules/settings/settings-fallback';
import { handlePublicForm } from '~/web/public-forms.server';
import { newSubmissionKey } from '~/lib/submission-key.server';
import { receiveContactMessage } from '~/modules/contact-messages/contact-messages.server';
import { inquiryTypeFromQuery } from '~/modules/contact-messages/inquiry-types';
import { notifyTarget } from '~/modules/notifications/outbox.server';
import type { Route } from './+types/contact';
import { StaffText } from '~/i18n/staff-text';

export function loader({ request }: Route.LoaderArgs) {
  // A link may say what the message is about: /contact?type=admissions#message (Schedule a Visit).
  return {
    submissionKey: newSubmissionKey(),
    inquiryType: inquiryTypeFromQuery(new URL(request.url).searchParams.get('type')),
    words: wordsFor(localeOfRequest(request), 'contact', 'reach', 'forms', 'contactForm'),
  };
}

type ContactData = Awaited<ReturnType<typeof loader>>;

export const handle: SiteHandle<ContactData> = {
  heading: (page) => ({ title: page.words.contact.title, lead: page.words.contact.lead }),
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches, {
    title: loaderData?.words.contact.title ?? '',
    description: loaderData?.words.contact.description ?? '',
    path: '/contact',
  });

function DetailRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-8 pl-11 sm:min-h-10 sm:pl-14">
      <dt className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        <span className="absolute top-0 left-0 flex h-8 w-8 items-center justify-center rounded-full bg-brand-50 text-base text-brand-800 sm:h-10 sm:w-10 sm:text-lg">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 min-w-0 text-slate-900">{children}</dd>
    </div>
  );
}

/** A drawn street grid with a pin: decoration for the map link (no tiles, no third-party script). */
function MapSketch() {
  return (
    <svg viewBox="0 0 400 200" width={400} height={200} aria-hidden="true" className="block h-auto w-full">
      <rect width={400} height={200} fill="#e7f0e4" />
      <path d="M0 130 C 120 110 220 150 400 120" stroke="#93c5fd" strokeWidth={18} fill="none" />
      <path d="M0 60 H 400 M 0 170 H 400 M 90 0 V 200 M 250 0 V 200 M 330 0 L 300 200" stroke="#ffffff" strokeWidth={10} />
      <path d="M0 60 H 400 M 90 0 V 200" stroke="#fcd34d" strokeWidth={3} />
      {[
        [20, 10, 50, 35],
        [110, 10, 120, 35],
        [270, 10, 45, 35],
        [110, 75, 60, 30],
        [180, 75, 55, 30],
        [20, 75, 55, 25],
        [270, 75, 40, 25],
      ].map(([x, y, w, h]) => (
        <rect key={`${x}-${y}`} x={x} y={y} width={w} height={h} rx={4} fill="#d6d3d1" />
      ))}
      <path d="M200 110 c -14 -18 -22 -28 -22 -40 a 22 22 0 0 1 44 0 c 0 12 -8 22 -22 40 z" fill="#be123c" />
      <circle cx={200} cy={70} r={8} fill="#ffffff" />
    </svg>
  );
}

/** The message form's POST: checked, stored once, e-mailed to the office when that is set up. */
export async function action({ request, context }: Route.ActionArgs) {
  return handlePublicForm(request, context, { kind: 'contact' }, async ({ fields }) => {
    const stored = await receiveContactMessage(context.database.db, fields, notifyTarget(context.config));
    context.notifier.kick();
    return stored;
  });
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const settings = useRouteLoaderData<SiteFrameData>(siteLayoutId)?.settings ?? fallbackSiteSettings;
  const t = useWords('contact');
  const reach = useWords('reach');
  const form = useWords('contactForm');
  const phones = settings.phones.filter(Boolean);
  const map =
    settings.mapLatitude !== null && settings.mapLongitude !== null ? mapHref(settings.mapLatitude, settings.mapLongitude) : null;
  const anyDetails = hasContactDetails(settings) || Boolean(settings.address || settings.addressHi);

  return (
    <div className="bg-slate-50">
      <div className="page-width py-10 sm:py-14">
        {/* Phone: details, quick actions, map, transport. Wide screens: details and transport beside the actions. */}
        <div className="grid gap-6 lg:grid-cols-[1fr_24rem] lg:grid-rows-[auto_auto_1fr] lg:gap-x-8">
          <section
            aria-labelledby="reach-title"
            className="card p-5 sm:p-8 lg:col-start-1 lg:row-start-1"
          >
            <SectionTitle id="reach-title">{t.reachTitle}</SectionTitle>
            {anyDetails ? (
              <dl className="mt-6 space-y-5">
                {settings.address || settings.addressHi ? (
                  <DetailRow icon={<MapPinIcon />} label={t.address}>
                    <address className="not-italic"><StaffText en={settings.address} hi={settings.addressHi} /></address>
                  </DetailRow>
                ) : null}
                {phones.length > 0 ? (
                  <DetailRow icon={<PhoneIcon />} label={t.phones}>
                    <ul className="flex flex-col gap-1" data-testid="contact-phones">
                      {phones.map((phone) => (
                        <li key={phone}>
                          <a href={telHref(phone)} className="inline-block py-1 font-semibold text-brand-800 underline-offset-4 hover:underline">
                            {phone}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </DetailRow>
                ) : null}
                {settings.email ? (
                  <DetailRow icon={<MailIcon />} label={t.email}>
                    <a href={mailtoHref(settings.email)} className="inline-block py-1 font-semibold break-words text-brand-800 underline-offset-4 hover:underline">
                      {settings.email}
                    </a>
                  </DetailRow>
                ) : null}
                {settings.whatsapp ? (
                  <DetailRow icon={<WhatsappIcon />} label={reach.whatsapp}>
                    <a
                      href={whatsappHref(settings.whatsapp)}
                      className="inline-block py-1 font-semibold text-brand-800 underline-offset-4 hover:underline"
                      rel="noopener noreferrer"
                      target="_blank"
                    >
                      {reach.whatsappUs}
                    </a>
                  </DetailRow>
                ) : null}
              </dl>
            ) : (
              <p className="mt-4 text-slate-700">{reach.noDetails}</p>
            )}
            {settings.hours.length > 0 ? (
              <div className="mt-8 rounded-xl bg-amber-50 p-5 ring-1 ring-amber-200">
                <HoursList settings={settings} />
              </div>
            ) : null}
          </section>

          <section
            id="message"
            aria-labelledby="message-title"
            className="card p-5 sm:p-8 lg:col-start-1 lg:row-start-2"
          >
            <SectionTitle id="message-title">{form.title}</SectionTitle>
            <p className="mt-2 mb-6 text-slate-700">{form.lead}</p>
            <ContactForm submissionKey={loaderData.submissionKey} inquiryType={loaderData.inquiryType} pageResult={actionData} />
          </section>

          <div className="space-y-6 lg:col-start-2 lg:row-span-3 lg:row-start-1">
            <section aria-labelledby="quick-title" className="rounded-2xl bg-brand-800 p-6 text-white shadow-sm" data-testid="quick-actions">
              <h2 id="quick-title" className="font-serif text-2xl font-bold text-amber-300">
                {t.quickTitle}
              </h2>
              <p className="mt-2 text-white/95">{t.quickLead}</p>
              <ReachActions
                settings={settings}
                onDark
                directions
                className="mt-5 flex-col [&_a]:w-full"
                whenEmpty="nothing"
                whatsappMessage={reach.whatsappEnquiry}
              />
              <ul className="mt-6 space-y-1.5 border-t border-white/20 pt-4 text-sm text-white/95">
                {t.officeTopics.map((topic) => (
                  <li key={topic} className="flex gap-2">
                    <CheckIcon className="mt-0.5 shrink-0 text-amber-300" />
                    {topic}
                  </li>
                ))}
              </ul>
            </section>

            <section aria-labelledby="map-title" className="overflow-hidden card">
              <MapSketch />
              <div className="p-5">
                <h2 id="map-title" className="font-serif text-xl font-bold text-brand-900">
                  {t.mapTitle}
                </h2>
                {map ? (
                  <>
                    {settings.address || settings.addressHi ? <p className="mt-1 text-slate-700"><StaffText en={settings.address} hi={settings.addressHi} /></p> : null}
                    <a
                      href={map}
                      className="mt-4 inline-flex items-center gap-2 btn btn-primary"
                      rel="noopener noreferrer"
                      target="_blank"
                      data-testid="map-link"
                    >
                      <MapPinIcon />
                      {t.openMap}
                      <span className="sr-only"> ({reach.directionsNote})</span>
                    </a>
                  </>
                ) : (
                  <p className="mt-1 text-slate-700">{t.noMap}</p>
                )}
              </div>
            </section>
          </div>

          <section
            aria-labelledby="transport-title"
            className="self-start card p-5 sm:p-8 lg:col-start-1 lg:row-start-3"
          >
            <SectionTitle id="transport-title">{t.transportTitle}</SectionTitle>
            <ul className="mt-5 space-y-5" data-testid="transport">
              {t.transport.map((note) => (
                <li key={note.title} className="flex gap-3 sm:gap-4">
                  <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-rose-50 text-rose-700 sm:h-10 sm:w-10 sm:text-lg">
                    <BusIcon />
                  </span>
                  <div>
                    <h3 className="font-bold text-slate-900">{note.title}</h3>
                    <p className="mt-1 text-slate-700">{note.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </div>
  );
}
