import { data, useRouteLoaderData } from 'react-router';
import { Link } from '~/i18n/links';
import { ReachActions } from '~/components/contact/ReachActions';
import { fill } from '~/lib/fill';
import { FacilityPicture } from '~/components/facilities/FacilityPicture';
import { ChevronRightIcon, ClockIcon, MapPinIcon } from '~/components/ui/icons';
import { CheckIcon, UsersIcon } from '~/components/ui/info-icons';
import { SectionTitle } from '~/components/ui/SectionTitle';
import { facilityIds, facilityPictures, isFacilityId } from '~/content/facilities';
import { localeOfRequest } from '~/i18n/locales';
import { useWords } from '~/i18n/words';
import { catalogueFor, wordsFor } from '~/i18n/words.server';
import { pageMeta, siteLayoutId, type SiteFrameData, type SiteHandle } from '~/web/page-meta';
import { fallbackSiteSettings } from '~/modules/settings/settings-fallback';
import type { Route } from './+types/facility';

/**
 * The page or a 404, with the words of every facility's card and link, and the long text of this
 * facility only (the others' would be most of the page's weight).
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const words = wordsFor(locale, 'facilityPage', 'facilities', 'reach');
  if (!isFacilityId(params.id)) return data({ facilityId: null, details: null, words }, { status: 404 });
  return data({ facilityId: params.id, details: catalogueFor(locale).facilityDetails[params.id], words });
}

type FacilityData = Awaited<ReturnType<typeof loader>>['data'];

export const handle: SiteHandle<FacilityData> = {
  heading: ({ facilityId, words }) => {
    const t = words.facilityPage;
    if (!facilityId) return { title: t.notFoundTitle, lead: t.notFoundLead };
    const facility = words.facilities[facilityId];
    return { title: facility.title, lead: facility.summary, trail: [{ label: t.indexTitle, to: '/facility' }] };
  },
};

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  if (!loaderData) return [];
  const { facilityId, details, words } = loaderData;
  if (!facilityId) return [{ title: words.facilityPage.notFoundTitle }, { name: 'robots', content: 'noindex' }];
  const facility = words.facilities[facilityId];
  return pageMeta(matches, {
    title: facility.title,
    description: fill(words.facilityPage.description, { summary: facility.summary, location: details.location, hours: details.hours }),
    path: `/facility/${params.id}`,
  });
};

function FacilityNotFound() {
  const t = useWords('facilityPage');
  const facilities = useWords('facilities');
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 text-center sm:py-16" data-testid="facility-not-found">
      <SectionTitle>{t.notFoundHeading}</SectionTitle>
      <ul className="mt-6 grid gap-3 text-left sm:grid-cols-2">
        {facilityIds.map((id) => (
          <li key={id}>
            <Link
              to={`/facility/${id}`}
              className="flex h-full items-center justify-between gap-2 rounded-xl bg-white p-4 font-semibold text-brand-900 shadow-sm ring-1 ring-slate-200 hover:bg-brand-50"
            >
              {facilities[id].title}
              <ChevronRightIcon className="shrink-0 text-rose-700" />
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/" className="mt-8 btn btn-primary">
        {t.goHome}
      </Link>
    </div>
  );
}

export default function FacilityPage({ loaderData }: Route.ComponentProps) {
  const settings = useRouteLoaderData<SiteFrameData>(siteLayoutId)?.settings ?? fallbackSiteSettings;
  const t = useWords('facilityPage');
  const facilities = useWords('facilities');
  const reach = useWords('reach');
  const { facilityId, details } = loaderData;
  if (!facilityId) return <FacilityNotFound />;

  const facility = facilities[facilityId];
  const facts = [
    { label: t.hours, value: details.hours, icon: <ClockIcon /> },
    { label: t.capacity, value: details.capacity, icon: <UsersIcon /> },
    { label: t.location, value: details.location, icon: <MapPinIcon /> },
  ];
  const others = facilityIds.filter((id) => id !== facilityId);

  return (
    <div className="bg-slate-50">
      <div className="page-width py-10 sm:py-14">
        <ul className="grid gap-4 sm:grid-cols-2" aria-label={fill(t.picturesLabel, { facility: facility.title })}>
          {facilityPictures[facilityId].map((scene, index) => (
            <li key={scene} className="overflow-hidden rounded-2xl shadow-sm ring-1 ring-slate-200">
              <FacilityPicture scene={scene} alt={facility.pictures[index]} priority={index === 0} />
            </li>
          ))}
        </ul>

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
              <h2 id="features-title" className="font-serif text-2xl font-bold text-brand-900">
                {t.features}
              </h2>
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

          <section
            aria-labelledby="more-info-title"
            className="self-start rounded-2xl bg-brand-800 p-6 lg:col-start-2 lg:row-start-2 text-white shadow-sm"
            data-testid="facility-contact"
          >
            <h2 id="more-info-title" className="font-serif text-xl font-bold text-amber-300">
              {t.moreInfoTitle}
            </h2>
            <p className="mt-2 text-white/95">{t.moreInfoText}</p>
            <div className="surface-dark mt-4 flex flex-wrap gap-3">
              <Link to="/contact" className="btn btn-primary">
                {t.contactUs}
              </Link>
              <Link
                to="/admissions#tours"
                className="btn btn-secondary"
              >
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
          <h2 id="other-facilities" className="font-serif text-2xl font-bold text-brand-900">
            {t.otherFacilities}
          </h2>
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
      </div>
    </div>
  );
}
