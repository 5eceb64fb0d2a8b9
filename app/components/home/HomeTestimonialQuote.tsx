import { ResponsiveImage } from '~/components/ui/ResponsiveImage';
import { StaffText } from '~/i18n/staff-text';
import type { TestimonialView } from '~/modules/testimonials/testimonials.server';

function Stars() {
  return (
    <span aria-hidden="true" className="flex gap-0.5 text-amber-400">
      {Array.from({ length: 5 }, (_, i) => (
        <svg key={i} viewBox="0 0 20 20" width="18" height="18" fill="currentColor" focusable="false">
          <path d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z" />
        </svg>
      ))}
    </span>
  );
}

/** One parent's words on the home page's carousel (a static island in HomeTestimonialCarousel). */
export function HomeTestimonialQuote({ testimonial }: { testimonial: TestimonialView | undefined }) {
  if (!testimonial) return null;
  return (
    <figure className="mx-auto flex max-w-3xl flex-col items-center px-2 text-center">
      <Stars />
      <blockquote className="mt-4 font-serif text-xl leading-relaxed text-slate-800 sm:text-2xl">
        <p>“<StaffText en={testimonial.details} hi={testimonial.detailsHi} />”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3 text-left">
        {testimonial.photo ? (
          <ResponsiveImage image={testimonial.photo} alt="" sizes="56px" className="h-14 w-14 rounded-full object-cover ring-2 ring-white" />
        ) : null}
        <span>
          <span className="block font-bold text-slate-900"><StaffText en={testimonial.name} /></span>
          {testimonial.relation ? <span className="block text-sm text-slate-600"><StaffText en={testimonial.relation} hi={testimonial.relationHi} /></span> : null}
        </span>
      </figcaption>
    </figure>
  );
}

