import { Link } from '~/i18n/links';
import { TestimonialCarousel } from '~/components/testimonials/TestimonialCarousel';
import { ChevronRightIcon } from '~/components/ui/icons';
import { SectionTitle } from '~/components/ui/SectionTitle';
import { localeOfRequest } from '~/i18n/locales';
import { wordsFor } from '~/i18n/words.server';
import { useWords } from '~/i18n/words';
import { contactFormHref } from '~/web/contact-links';
import { pageMeta, type SiteHandle } from '~/web/page-meta';
import { listTestimonials } from '~/modules/testimonials/testimonials.server';
import type { Route } from './+types/testimonial';
import { staffTextFor } from '~/web/staff-text.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  return { testimonials: staffTextFor(locale, await listTestimonials(context.database.db)), words: wordsFor(locale, 'testimonials') };
}

type TestimonialsData = Awaited<ReturnType<typeof loader>>;

export const handle: SiteHandle<TestimonialsData> = {
  heading: ({ words }) => ({ title: words.testimonials.pageTitle, lead: words.testimonials.pageLead }),
};

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData?.words.testimonials.pageTitle ?? '',
    description: loaderData?.words.testimonials.pageLead ?? '',
    path: '/testimonial',
  });

export default function Testimonials({ loaderData }: Route.ComponentProps) {
  const words = useWords('testimonials');
  const { testimonials } = loaderData;
  return (
    <div className="bg-slate-50">
      <div className="page-width py-8 sm:py-12">
        <Link
          to="/"
          className="inline-flex items-center gap-1.5 rounded-full px-1 py-1 font-semibold text-brand-800 hover:text-brand-900 hover:underline"
          data-testid="back-home"
        >
          <ChevronRightIcon className="rotate-180" aria-hidden="true" />
          {words.backHome}
        </Link>

        <SectionTitle id="testimonials-title" className="mt-6">{words.carouselTitle}</SectionTitle>
        <div className="mt-6">
          <TestimonialCarousel testimonials={testimonials} labelledBy="testimonials-title" />
        </div>

        <section
          aria-labelledby="visit-title"
          className="mt-12 rounded-2xl bg-brand-800 p-6 text-white shadow-sm sm:flex sm:items-center sm:justify-between sm:gap-8 sm:p-8"
        >
          <div>
            <h2 id="visit-title" className="font-serif text-2xl font-bold text-amber-300">
              {words.visitTitle}
            </h2>
            <p className="mt-2 max-w-xl text-white/90">{words.visitLead}</p>
          </div>
          <div className="surface-dark mt-5 flex shrink-0 flex-wrap gap-3 sm:mt-0">
            <Link to={contactFormHref('admissions')} className="btn btn-primary">
              {words.visitAction}
            </Link>
            <Link to="/admissions" className="btn btn-secondary">
              {words.admissionsAction}
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}
