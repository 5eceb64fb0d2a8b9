import { ResponsiveImage } from '~/components/ui/ResponsiveImage';
import { useWords } from '~/i18n/words';
import { initialsOf } from '~/lib/initials';
import { initialsColours } from '~/lib/name-colour';
import type { TestimonialView } from '~/modules/testimonials/testimonials.server';
import { StaffText } from '~/i18n/staff-text';

function StarRow() {
  const rating = useWords('testimonials').rating;
  return (
    <p className="flex gap-0.5 text-amber-500" data-testid="rating">
      <span className="sr-only">{rating}</span>
      {[0, 1, 2, 3, 4].map((i) => (
        <svg key={i} viewBox="0 0 20 20" width="20" height="20" fill="currentColor" aria-hidden="true" focusable="false">
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.9L10 1.5z" />
        </svg>
      ))}
    </p>
  );
}

/** One parent's words: stars, the quote, and who said it (photo, or their initials). */
export function TestimonialCard({ testimonial }: { testimonial: TestimonialView }) {
  const { name, relation, details, photo } = testimonial;
  return (
    <figure className="flex h-full flex-col card p-6 sm:p-7">
      <div className="flex items-start justify-between gap-4">
        <StarRow />
        <span className="font-serif text-6xl leading-[0.6] text-rose-200 select-none" aria-hidden="true">
          &ldquo;
        </span>
      </div>
      <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-slate-700">
        <p>
          <StaffText en={details} />
        </p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4 border-t border-slate-100 pt-5">
        {photo ? (
          <ResponsiveImage
            image={photo}
            alt=""
            sizes="56px"
            className="h-14 w-14 shrink-0 rounded-full object-cover ring-2 ring-brand-100"
          />
        ) : (
          <span
            style={initialsColours(name)}
            className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full font-serif text-lg font-bold"
            aria-hidden="true"
            data-testid="initials"
          >
            {initialsOf(name)}
          </span>
        )}
        <span className="min-w-0">
          <span className="block font-bold text-slate-900"><StaffText en={name} /></span>
          {relation ? <span className="block text-sm text-slate-600"><StaffText en={relation} /></span> : null}
        </span>
      </figcaption>
    </figure>
  );
}
