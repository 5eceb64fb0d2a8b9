import { Link } from '~/i18n/links';
import { ChevronRightIcon } from '~/components/ui/icons';
import { academicsSection } from '~/content/home';
import { useIslandWords } from '~/i18n/words';
import { SectionHeading } from './SectionHeading';

/** `#academics`, the menu's Academics item: the stages, the curriculum, the teachers and the toppers. */
export function AcademicsSection() {
  const words = useIslandWords('homeIslands');
  const { eyebrow, title, text: lead, cards: cardWords } = words.academics;
  const { cards } = academicsSection;
  return (
    <section id="academics" aria-labelledby="academics-title" className="bg-slate-50 py-16 sm:py-20">
      <div className="page-width">
        <div className="grid gap-10 lg:grid-cols-[1fr_2fr] lg:items-start">
        <SectionHeading id="academics-title" eyebrow={eyebrow} title={title} lead={lead} />
        <ul className="grid gap-4 sm:grid-cols-2">
          {cards.map((card, index) => {
            const main = index === 0;
            return (
              <li
                key={card.to}
                className={`group relative flex flex-col rounded-2xl p-5 shadow-sm sm:p-6 ring-1 transition focus-within:ring-2 focus-within:ring-accent-500 hover:shadow-md ${
                  main ? 'bg-brand-800 text-white ring-brand-800 sm:col-span-2' : 'bg-white ring-slate-200'
                }`}
              >
                <h3 className={`font-serif text-xl font-bold ${main ? 'text-amber-300' : 'text-brand-900'}`}>
                  {/* The whole card is the link's target area; its name is the title alone. */}
                  <Link to={card.to} className="outline-none after:absolute after:inset-0 after:rounded-2xl">
                    {cardWords[card.id].title}
                  </Link>
                </h3>
                <p className={`mt-2 flex-1 leading-relaxed ${main ? 'text-white/90' : 'text-slate-700'}`}>{cardWords[card.id].text}</p>
                <span
                  aria-hidden="true"
                  className={`mt-4 inline-flex items-center gap-1 text-sm font-semibold group-hover:underline ${
                    main ? 'text-amber-200' : 'text-brand-700'
                  }`}
                >
                  {words.learnMore}
                  <ChevronRightIcon />
                </span>
              </li>
            );
          })}
        </ul>
        </div>
      </div>
    </section>
  );
}
