import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ChevronDownIcon, CloseIcon, MenuIcon } from '~/components/ui/icons';
import { mainMenu } from '~/content/navigation';
import { text } from '~/i18n/en';
import { SchoolEmblem } from './Logo';

/** Past this many pixels of scrolling the header takes its "scrolled" colours (SPEC.md §9). */
export const scrollThresholdPx = 20;

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

/**
 * The sticky site header: emblem, name and tagline, and the menu of SPEC.md §2.2.
 * Transparent over the home page's hero, translucent violet elsewhere; solid once scrolled.
 * Large screens open sub-menus on hover or keyboard focus (CSS only); small screens use a
 * disclosure that works without JavaScript and closes when a link is chosen.
 */
export function SiteHeader({ schoolName, tagline, onHome }: { schoolName: string; tagline: string; onHome: boolean }) {
  const scrolled = useScrolledPast(scrollThresholdPx);
  const mobileMenu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  // A new page closes the mobile menu (choosing a link, or Back).
  useEffect(() => {
    if (mobileMenu.current) mobileMenu.current.open = false;
  }, [location.key]);

  const tone = scrolled
    ? onHome
      ? 'bg-white/95 text-brand-900 shadow-md backdrop-blur'
      : 'bg-brand-900/95 text-white shadow-md backdrop-blur'
    : onHome
      ? 'bg-transparent text-white'
      : 'bg-brand-800/90 text-white backdrop-blur';

  return (
    <header
      className={`sticky top-0 z-40 transition-colors duration-300 ${tone}`}
      data-scrolled={scrolled ? 'true' : 'false'}
      data-testid="site-header"
    >
      <div className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-4 px-4">
        <Link to="/" className="flex min-w-0 items-center gap-3" aria-label={`${schoolName}, ${text.frame.home}`}>
          <SchoolEmblem className="h-11 w-11 shrink-0" />
          <span className="min-w-0">
            <span className="block truncate font-serif text-lg leading-tight font-bold sm:text-xl">{schoolName}</span>
            {tagline ? <span className="block truncate text-xs opacity-90 sm:text-sm">{tagline}</span> : null}
          </span>
        </Link>

        <nav aria-label={text.frame.mainMenu} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainMenu.map((item, index) => (
              <li key={item.label} className="group relative">
                <Link
                  to={item.to}
                  className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-[0.95rem] font-medium hover:bg-white/15"
                >
                  {item.label}
                  {item.children ? <ChevronDownIcon className="text-xs opacity-80" /> : null}
                </Link>
                {item.children ? (
                  <ul
                    className={`invisible absolute top-full ${
                      // The last menus open leftwards, so that they never push the page wider than the window.
                      index >= mainMenu.length - 3 ? 'right-0' : 'left-0'
                    } z-50 min-w-56 translate-y-1 rounded-lg bg-white py-2 text-slate-800 opacity-0 shadow-xl ring-1 ring-black/5 transition group-focus-within:visible group-focus-within:translate-y-0 group-focus-within:opacity-100 group-hover:visible group-hover:translate-y-0 group-hover:opacity-100`}
                  >
                    {item.children.map((child) => (
                      <li key={child.to}>
                        <Link to={child.to} className="block px-4 py-2 hover:bg-brand-50 hover:text-brand-800 focus:bg-brand-50">
                          {child.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>

        <details ref={mobileMenu} className="group/menu lg:hidden">
          <summary
            className="flex h-11 w-11 cursor-pointer items-center justify-center rounded-lg text-2xl hover:bg-white/15"
            aria-label={text.frame.menu}
            data-testid="menu-toggle"
          >
            <MenuIcon className="group-open/menu:hidden" />
            <CloseIcon className="hidden group-open/menu:block" />
          </summary>
          <nav
            aria-label={`${text.frame.mainMenu} (${text.frame.menu})`}
            className="absolute inset-x-0 top-full max-h-96 overflow-y-auto border-t border-black/5 bg-white text-slate-800 shadow-xl"
            data-testid="mobile-menu"
          >
            <ul className="divide-y divide-slate-100 px-4 py-2">
              {mainMenu.map((item) => (
                <li key={item.label} className="py-1">
                  <Link to={item.to} className="block py-2 font-semibold text-brand-900">
                    {item.label}
                  </Link>
                  {item.children ? (
                    <ul className="mb-2 grid grid-cols-2 gap-x-3 pl-3">
                      {item.children.map((child) => (
                        <li key={child.to}>
                          <Link to={child.to} className="block py-2 text-[0.95rem] text-slate-700">
                            {child.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </nav>
        </details>
      </div>
    </header>
  );
}
