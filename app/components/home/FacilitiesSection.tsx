import type { ReactNode } from 'react';
import { Link } from '~/i18n/links';
import { ChevronRightIcon } from '~/components/ui/icons';
import { facilitiesSection, type FacilityIcon } from '~/content/home';
import { useIslandWords } from '~/i18n/words';
import { SectionHeading } from './SectionHeading';

const iconPaths: Record<FacilityIcon, ReactNode> = {
  library: (
    <>
      <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20" />
      <path d="M6.5 2H20v20H6.5A2.5 2.5 0 0 1 4 19.5v-15A2.5 2.5 0 0 1 6.5 2z" />
      <path d="M9 7h7M9 11h5" />
    </>
  ),
  science: (
    <>
      <path d="M9 2h6M10 2v6.5L4.5 18.2A2.5 2.5 0 0 0 6.7 22h10.6a2.5 2.5 0 0 0 2.2-3.8L14 8.5V2" />
      <path d="M7 15h10" />
    </>
  ),
  sports: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20M2 12h20" />
    </>
  ),
  arts: (
    <>
      <path d="M12 22a10 10 0 1 1 10-10c0 2.8-2.2 4-4 4h-2a2 2 0 0 0-1.5 3.3c.8.9.2 2.7-2.5 2.7z" />
      <circle cx="7.5" cy="10.5" r="1.2" />
      <circle cx="12" cy="7" r="1.2" />
      <circle cx="16.5" cy="10.5" r="1.2" />
    </>
  ),
  music: (
    <>
      <path d="M9 18V5l12-2v13" />
      <circle cx="6" cy="18" r="3" />
      <circle cx="18" cy="16" r="3" />
    </>
  ),
  commons: (
    <>
      <circle cx="9" cy="7" r="4" />
      <path d="M2 21v-2a5 5 0 0 1 5-5h4a5 5 0 0 1 5 5v2" />
      <path d="M16 3.1a4 4 0 0 1 0 7.8M22 21v-2a5 5 0 0 0-3.5-4.8" />
    </>
  ),
};

function FacilityGlyph({ icon }: { icon: FacilityIcon }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="h-7 w-7"
    >
      {iconPaths[icon]}
    </svg>
  );
}

/** SPEC.md §2.4 item 6 (`#facilities`): six cards, each to its facility page, and the tour button. */
export function FacilitiesSection() {
  const words = useIslandWords('homeIslands');
  const { eyebrow, title, text: lead, cards: cardWords, tour } = words.facilities;
  const { cards } = facilitiesSection;
  return (
    <section id="facilities" aria-labelledby="facilities-title" className="bg-white py-16 sm:py-20">
      <div className="page-width">
        <SectionHeading id="facilities-title" eyebrow={eyebrow} title={title} lead={lead} />
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <li
              key={card.to}
              data-testid="facility-card"
              className="group relative flex gap-4 card p-5 transition focus-within:ring-2 focus-within:ring-accent-500 hover:shadow-md"
            >
              <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-rose-50 text-rose-700">
                <FacilityGlyph icon={card.id} />
              </span>
              <div className="flex flex-col">
                <h3 className="font-bold text-slate-900">
                  {/* The whole card is the link's target area; its name is the title alone. */}
                  <Link to={card.to} className="outline-none after:absolute after:inset-0 after:rounded-2xl group-hover:text-brand-800">
                    {cardWords[card.id].title}
                  </Link>
                </h3>
                <p className="mt-1 text-sm leading-relaxed text-slate-600">{cardWords[card.id].text}</p>
                <span aria-hidden="true" className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:underline">
                  {words.explore}
                  <ChevronRightIcon />
                </span>
              </div>
            </li>
          ))}
        </ul>
        <Link
          to={facilitiesSection.tour}
          className="mt-10 inline-flex items-center gap-2 btn btn-primary"
        >
          {tour}
          <ChevronRightIcon aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
