import { Link } from '~/i18n/links';
import { ReachActions } from '~/components/contact/ReachActions';
import { ChevronRightIcon, ClockIcon, MapPinIcon } from '~/components/ui/icons';
import { CheckIcon, UsersIcon } from '~/components/ui/info-icons';
import { SectionTitle } from '~/components/ui/SectionTitle';
import { facilityIds, type FacilityId } from '~/content/facilities';
import type { Catalogue } from '~/i18n/catalogue';
import { useIslandWords, useWords } from '~/i18n/words';
import { fill } from '~/lib/fill';
import type { PublicSiteSettings } from '~/modules/settings/settings.server';

/** One facility's long text (hours, capacity, place, paragraphs, features) in the page's language. */
export type FacilityDetails = Catalogue['facilityDetails'][FacilityId];

/**
 * A facility's facts, text, features, the way to ask about it, and the other facilities, under its
 * pictures. A static island on its page (decision 0019): the browser keeps the server's HTML and loads
 * this code only when the page is reached by a navigation in the app. The pictures stay outside it:
 * the first is the page's largest paint, and React preloads it from the page's head only when it draws
 * the image in place (a reused island's HTML is a string).
 */
export function FacilityBody({ facilityId, details, settings }: { facilityId: FacilityId; details: FacilityDetails | undefined; settings: PublicSiteSettings }) {
  const t = useIslandWords('facilityPage');
  const facilities = useIslandWords('facilities');
  const reach = useWords('reach');
  if (!details) return null;

  const facility = facilities[facilityId];
  const facts = [
    { label: t.hours, value: details.hours, icon: <ClockIcon /> },
    { label: t.capacity, value: details.capacity, icon: <UsersIcon /> },
    { label: t.location, value: details.location, icon: <MapPinIcon /> },
  ];
  const others = facilityIds.filter((id) => id !== facilityId);

  return (
    <>
      {/* Facts first on a phone; beside the text, above the contact box, on a wide screen. */}
      <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_22rem] lg:grid-rows-[auto_1fr] lg:gap-x-10">
        <section aria-labelledby="facts-title" className="self-start lg:col-start-2 lg:row-start-1 card p-6">
          <h2 id="facts-title" className="font-serif text-xl font-bold text-brand-900">
            {t.details}
          </h2>
          <dl className="mt-4 space-y-4" data-testid="facility-facts">
            {facts.map((fact) => (
              <div key={fact.label} className="relative pl-7">
                <dt className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
                  <span className="absolute top-1 left-0 text-rose-700">{fact.icon}</span>
                  {fact.label}
                </dt>
                <dd className="text-slate-900">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <section aria-labelledby="about-facility">
            <SectionTitle id="about-facility">{t.about}</SectionTitle>
            {details.description.map((paragraph) => (
              <p key={paragraph.slice(0, 24)} className="mt-3 text-lg leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
          </section>

          <section aria-labelledby="features-title" className="mt-10">
            <SectionTitle id="features-title" small>{t.features}</SectionTitle>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2" data-testid="facility-features">
              {details.features.map((feature) => (
                <li key={feature} className="flex gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                  <CheckIcon className="mt-1 shrink-0 text-green-700" />
                  <span className="text-slate-800">{feature}</span>
                </li>
              ))}
            </ul>
          </section>
        </div>

        <section aria-labelledby="more-info-title" className="self-start rounded-2xl bg-brand-800 p-6 lg:col-start-2 lg:row-start-2 text-white shadow-sm" data-testid="facility-contact">
          <h2 id="more-info-title" className="font-serif text-xl font-bold text-amber-300">
            {t.moreInfoTitle}
          </h2>
          <p className="mt-2 text-white/95">{t.moreInfoText}</p>
          <div className="surface-dark mt-4 flex flex-wrap gap-3">
            <Link to="/contact" className="btn btn-primary">
              {t.contactUs}
            </Link>
            <Link to="/admissions#tours" className="btn btn-secondary">
              {t.bookTour}
            </Link>
          </div>
          <ReachActions
            settings={settings}
            onDark
            className="mt-4 border-t border-white/20 pt-4"
            whenEmpty="nothing"
            whatsappMessage={fill(reach.whatsappFacility, { facility: facility.title })}
            emailSubject={fill(reach.emailFacilitySubject, { facility: facility.title })}
          />
        </section>
      </div>

      <nav aria-labelledby="other-facilities" className="mt-14">
        <SectionTitle id="other-facilities" small>{t.otherFacilities}</SectionTitle>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {others.map((other) => (
            <li key={other}>
              <Link
                to={`/facility/${other}`}
                className="flex h-full items-center justify-between gap-2 rounded-xl bg-white p-4 font-semibold text-brand-900 shadow-sm ring-1 ring-slate-200 hover:bg-brand-50"
              >
                {facilities[other].title}
                <ChevronRightIcon className="shrink-0 text-rose-700" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
