import { data, Link, useRouteLoaderData } from 'react-router';
import { ReachActions } from '~/components/contact/ReachActions';
import { fill } from '~/lib/fill';
import { FacilityPicture } from '~/components/facilities/FacilityPicture';
import { ChevronRightIcon, ClockIcon, MapPinIcon } from '~/components/ui/icons';
import { CheckIcon, UsersIcon } from '~/components/ui/info-icons';
import { SectionTitle } from '~/components/ui/SectionTitle';
import { facilities, findFacility, type Facility } from '~/content/facilities';
import { fixedPagesText } from '~/i18n/en/fixedPages';
import { pageMeta, siteLayoutId, type SiteFrameData, type SiteHandle } from '~/web/page-meta';
import { fallbackSiteSettings } from '~/modules/settings/settings-fallback';
import type { Route } from './+types/facility';

const t = fixedPagesText.facility;

interface FacilityData {
  facilityId: string | null;
}

/** The content is in the bundle already; the loader only decides between the page and a 404. */
export function loader({ params }: Route.LoaderArgs) {
  const facility = findFacility(params.id);
  if (!facility) return data<FacilityData>({ facilityId: null }, { status: 404 });
  return data<FacilityData>({ facilityId: facility.id });
}

const facilityOf = (loaderData: unknown): Facility | undefined =>
  findFacility((loaderData as FacilityData | undefined)?.facilityId ?? '');

export const handle: SiteHandle = {
  heading: (loaderData) => {
    const facility = facilityOf(loaderData);
    return facility
      ? { title: facility.title, lead: facility.summary, trail: [{ label: t.indexTitle, to: '/facility' }] }
      : { title: t.notFoundTitle, lead: t.notFoundLead };
  },
};

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const facility = facilityOf(loaderData);
  if (!facility) return [{ title: t.notFoundTitle }, { name: 'robots', content: 'noindex' }];
  return pageMeta(matches, {
    title: facility.title,
    description: `${facility.summary} ${facility.location}; ${facility.hours}.`,
    path: `/facility/${params.id}`,
  });
};

function FacilityNotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 text-center sm:py-16" data-testid="facility-not-found">
      <SectionTitle>{t.notFoundHeading}</SectionTitle>
      <ul className="mt-6 grid gap-3 text-left sm:grid-cols-2">
        {facilities.map((facility) => (
          <li key={facility.id}>
            <Link
              to={`/facility/${facility.id}`}
              className="flex h-full items-center justify-between gap-2 rounded-xl bg-white p-4 font-semibold text-brand-900 shadow-sm ring-1 ring-slate-200 hover:bg-brand-50"
            >
              {facility.title}
              <ChevronRightIcon className="shrink-0 text-rose-700" />
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/" className="mt-8 inline-block rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
        {t.goHome}
      </Link>
    </div>
  );
}

export default function FacilityPage({ loaderData }: Route.ComponentProps) {
  const settings = useRouteLoaderData<SiteFrameData>(siteLayoutId)?.settings ?? fallbackSiteSettings;
  const facility = facilityOf(loaderData);
  if (!facility) return <FacilityNotFound />;

  const facts = [
    { label: t.hours, value: facility.hours, icon: <ClockIcon /> },
    { label: t.capacity, value: facility.capacity, icon: <UsersIcon /> },
    { label: t.location, value: facility.location, icon: <MapPinIcon /> },
  ];
  const others = facilities.filter((other) => other.id !== facility.id);

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        <ul className="grid gap-4 sm:grid-cols-2" aria-label={`${facility.title}: pictures`}>
          {facility.images.map((image, index) => (
            <li key={image.scene} className="overflow-hidden rounded-2xl shadow-sm ring-1 ring-slate-200">
              <FacilityPicture scene={image.scene} alt={image.alt} priority={index === 0} />
            </li>
          ))}
        </ul>

        {/* Facts first on a phone; beside the text, above the contact box, on a wide screen. */}
        <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_22rem] lg:grid-rows-[auto_1fr] lg:gap-x-10">
          <section aria-labelledby="facts-title" className="self-start lg:col-start-2 lg:row-start-1 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
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
              {facility.description.map((paragraph) => (
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
                {facility.features.map((feature) => (
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
            <div className="mt-4 flex flex-wrap gap-3">
              <Link to="/contact" className="rounded-full bg-amber-400 px-5 py-3 font-semibold text-slate-900 hover:bg-amber-300">
                {t.contactUs}
              </Link>
              <Link
                to="/admissions#tours"
                className="rounded-full border-2 border-white/80 px-5 py-3 font-semibold text-white hover:bg-white hover:text-brand-900"
              >
                {t.bookTour}
              </Link>
            </div>
            <ReachActions
              settings={settings}
              onDark
              className="mt-4 border-t border-white/20 pt-4"
              whenEmpty="nothing"
              whatsappMessage={fill(fixedPagesText.reach.whatsappFacility, { facility: facility.title })}
              emailSubject={fill(fixedPagesText.reach.emailFacilitySubject, { facility: facility.title })}
            />
          </section>
        </div>

        <nav aria-labelledby="other-facilities" className="mt-14">
          <h2 id="other-facilities" className="font-serif text-2xl font-bold text-brand-900">
            {t.otherFacilities}
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
            {others.map((other) => (
              <li key={other.id}>
                <Link
                  to={`/facility/${other.id}`}
                  className="flex h-full items-center justify-between gap-2 rounded-xl bg-white p-4 font-semibold text-brand-900 shadow-sm ring-1 ring-slate-200 hover:bg-brand-50"
                >
                  {other.title}
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
