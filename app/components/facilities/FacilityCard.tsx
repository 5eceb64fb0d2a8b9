import { Link } from 'react-router';
import { ChevronRightIcon } from '~/components/ui/icons';
import type { Facility } from '~/content/facilities';
import { fixedPagesText } from '~/i18n/en/fixedPages';
import { FacilityPicture } from './FacilityPicture';

/** A facility as a card: picture, title, one line, and a link to its page (the whole card is clickable). */
export function FacilityCard({ facility, headingLevel = 2, priority = false }: { facility: Facility; headingLevel?: 2 | 3; priority?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const image = facility.images[0];
  return (
    <article
      className="group relative flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md focus-within:ring-2 focus-within:ring-brand-600"
      data-testid="facility-card"
    >
      <FacilityPicture scene={image.scene} alt={image.alt} priority={priority} />
      <div className="flex flex-1 flex-col p-5">
        <Heading className="font-serif text-xl font-bold text-brand-900">
          <Link to={`/facility/${facility.id}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {facility.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-slate-700">{facility.summary}</p>
        <p className="mt-4 inline-flex items-center gap-1 font-semibold text-rose-700" aria-hidden="true">
          {fixedPagesText.facility.explore}
          <ChevronRightIcon className="transition group-hover:translate-x-0.5" />
        </p>
      </div>
    </article>
  );
}
