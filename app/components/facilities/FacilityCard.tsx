import { Link } from '~/i18n/links';
import { ChevronRightIcon } from '~/components/ui/icons';
import { facilityPictures, type FacilityId } from '~/content/facilities';
import { useWords } from '~/i18n/words';
import { FacilityPicture } from './FacilityPicture';

/** A facility as a card: picture, title, one line, and a link to its page (the whole card is clickable). */
export function FacilityCard({ id, headingLevel = 2, priority = false }: { id: FacilityId; headingLevel?: 2 | 3; priority?: boolean }) {
  const facility = useWords('facilities')[id];
  const explore = useWords('facilityPage').explore;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className="group relative flex w-full flex-col overflow-hidden card transition hover:-translate-y-0.5 hover:shadow-md focus-within:ring-2 focus-within:ring-brand-600"
      data-testid="facility-card"
    >
      <FacilityPicture scene={facilityPictures[id][0]} alt={facility.pictures[0]} priority={priority} />
      <div className="flex flex-1 flex-col p-5">
        <Heading className="font-serif text-xl font-bold text-brand-900">
          <Link to={`/facility/${id}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {facility.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-slate-700">{facility.summary}</p>
        <p className="mt-4 inline-flex items-center gap-1 font-semibold text-rose-700" aria-hidden="true">
          {explore}
          <ChevronRightIcon className="transition group-hover:translate-x-0.5" />
        </p>
      </div>
    </article>
  );
}
