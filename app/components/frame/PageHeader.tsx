import { Link } from '~/i18n/links';
import { ChevronRightIcon } from '~/components/ui/icons';
import { useWords } from '~/i18n/words';
import { StaffText, type Bilingual } from '~/i18n/staff-text';

export interface PageHeading {
  /** The page's words, or what staff wrote (a notice's title), shown in the page's language. */
  title: string | Bilingual;
  lead?: string | Bilingual;
  /** Pages between Home and this one, if any. */
  trail?: { label: string; to: string }[];
}

/** The second shared header (every page but home): where you are, and the page's one h1. */
const shown = (text: string | Bilingual) => (typeof text === 'string' ? text : <StaffText {...text} />);

export function PageHeader({ title, lead, trail = [] }: PageHeading) {
  const words = useWords('frame');
  return (
    <div className="bg-gradient-to-br from-brand-900 via-brand-800 to-rose-800 text-white" data-testid="page-header">
      <div className="page-width pt-8 pb-10 sm:pt-10 sm:pb-12">
        <nav aria-label={words.breadcrumb}>
          <ol className="flex flex-wrap items-center gap-1 text-sm text-white/80">
            <li>
              <Link to="/" className="hover:underline">
                {words.home}
              </Link>
            </li>
            {trail.map((step) => (
              <li key={step.to} className="flex items-center gap-1">
                <ChevronRightIcon aria-hidden="true" />
                <Link to={step.to} className="hover:underline">
                  {step.label}
                </Link>
              </li>
            ))}
            <li className="flex items-center gap-1" aria-current="page">
              <ChevronRightIcon aria-hidden="true" />
              <span className="text-white">{shown(title)}</span>
            </li>
          </ol>
        </nav>
        <h1 className="mt-3 font-serif text-3xl font-bold sm:text-4xl">{shown(title)}</h1>
        {lead ? <p className="mt-2 max-w-2xl text-base text-white/90 sm:text-lg">{shown(lead)}</p> : null}
      </div>
    </div>
  );
}
