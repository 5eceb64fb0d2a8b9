import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from '~/i18n/links';
import { CloseIcon, MenuIcon } from '~/components/ui/icons';
import { staticIsland } from '~/components/ui/StaticIsland';
import { useWords } from '~/i18n/words';
import { fill } from '~/lib/fill';
import { LanguageSwitch } from './LanguageSwitch';
import { SchoolEmblem } from './Logo';
import { StaffText, useStaffWords } from '~/i18n/staff-text';
import type { PublicSiteSettings } from '~/modules/settings/settings.server';

// The menus' links never change and open by CSS alone: the server's HTML stays, and their code loads
// only if the frame is first drawn in the browser (decision 0019).
const DesktopMenu = staticIsland(() => import('./MenuLinks').then((module) => module.DesktopMenu));
const MobileMenuLinks = staticIsland(() => import('./MenuLinks').then((module) => module.MobileMenuLinks));

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
export function SiteHeader({ settings, onHome }: { settings: Pick<PublicSiteSettings, 'schoolName' | 'schoolNameHi' | 'tagline' | 'taglineHi'>; onHome: boolean }) {
  const words = useWords('frame');
  const said = useStaffWords();
  const { schoolName, schoolNameHi, tagline, taglineHi } = settings;
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
        <Link to="/" className="flex min-w-0 items-center gap-3" aria-label={fill(words.homeLink, { school: said(schoolName, schoolNameHi).text })}>
          <SchoolEmblem className="h-11 w-11 shrink-0" />
          <span className="min-w-0">
            <span className="block truncate font-serif text-lg leading-tight font-bold sm:text-xl"><StaffText en={schoolName} hi={schoolNameHi} /></span>
            {tagline || taglineHi ? <span className="block truncate text-xs opacity-90 sm:text-sm"><StaffText en={tagline} hi={taglineHi} /></span> : null}
          </span>
        </Link>

        <DesktopMenu />

        <LanguageSwitch className="ml-auto inline-flex min-h-11 shrink-0 items-center rounded-full border border-current/40 px-3 text-sm font-semibold hover:bg-white/15 lg:ml-0" />

        <details ref={mobileMenu} className="group/menu -ml-2 lg:hidden">
          <summary
            className="flex h-11 w-11 cursor-pointer items-center justify-center rounded-lg text-2xl hover:bg-white/15"
            aria-label={words.menu}
            data-testid="menu-toggle"
          >
            <MenuIcon className="group-open/menu:hidden" />
            <CloseIcon className="hidden group-open/menu:block" />
          </summary>
          <div
            className="absolute inset-x-0 top-full max-h-96 overflow-y-auto border-t border-black/5 bg-white text-slate-800 shadow-xl"
            data-testid="mobile-menu"
          >
            <MobileMenuLinks />
            {/* Live, beside the kept links: it follows the page as one moves through the site. */}
            <div className="border-t border-slate-100 px-4 py-3">
              <LanguageSwitch
                className="inline-flex min-h-11 items-center rounded-full border border-brand-700 px-4 font-semibold text-brand-800"
                testId="menu-language-switch"
              />
            </div>
          </div>
        </details>
      </div>
    </header>
  );
}
