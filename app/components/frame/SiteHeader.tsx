import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Link } from "~/i18n/links";
import { CloseIcon, MenuIcon } from "~/components/ui/icons";
import { staticIsland } from "~/components/ui/StaticIsland";
import { useWords } from "~/i18n/words";
import { fill } from "~/lib/fill";
import { LanguageSwitch } from "./LanguageSwitch";
import { SchoolEmblem } from "./Logo";
import { StaffText, useStaffWords } from "~/i18n/staff-text";
import type { PublicSiteSettings } from "~/modules/settings/settings.server";

// The menus' links never change and open by CSS alone: the server's HTML stays, and their code loads
// only if the frame is first drawn in the browser (decision 0019).
const DesktopMenu = staticIsland(() =>
  import("./MenuLinks").then((module) => module.DesktopMenu),
);
const MobileMenuLinks = staticIsland(() =>
  import("./MenuLinks").then((module) => module.MobileMenuLinks),
);

/** Past this many pixels of scrolling the header takes its "scrolled" colours (SPEC.md §9). */
export const scrollThresholdPx = 20;

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

/**
 * The open phone menu behaves like a dialog: Escape or a tap outside it (on the dimmed page, which is
 * its backdrop) closes it and gives focus back to its toggle, and Tab goes round inside it rather than
 * into the page below. Its own key and click handler, so it costs every page little JavaScript.
 */
function onMenuEvent(event: React.KeyboardEvent<HTMLDetailsElement> | React.MouseEvent<HTMLDetailsElement>) {
  const menu = event.currentTarget;
  const { key, shiftKey } = event as React.KeyboardEvent;
  if (!menu.open) return;
  const toggle = menu.firstElementChild as HTMLElement;
  if (key === 'Tab') {
    // The toggle comes first and the language link last, whichever sections are open.
    const [first, last] = [toggle, [...menu.querySelectorAll('a')].pop()!];
    if (document.activeElement === (shiftKey ? first : last)) {
      event.preventDefault();
      (shiftKey ? last : first).focus();
    }
  } else if (key === 'Escape' || (event.target as Element).hasAttribute('data-menu-backdrop')) {
    menu.open = false;
    toggle.focus();
  }
}

export function SiteHeader({
  settings,
  onHome,
}: {
  settings: Pick<
    PublicSiteSettings,
    | "schoolName"
    | "schoolNameHi"
    | "tagline"
    | "taglineHi"
    | "phones"
    | "whatsapp"
  >;
  onHome: boolean;
}) {
  const words = useWords("frame");
  const said = useStaffWords();
  const { schoolName, schoolNameHi, tagline, taglineHi } = settings;
  const phone = settings.phones.find(Boolean);
  const scrolled = useScrolledPast(scrollThresholdPx);
  const mobileMenu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  // A new page closes the mobile menu (choosing a link, or Back). Not the page it was opened on: a
  // parent may open the menu before the scripts arrive (decision 0073), and hydration must leave it open.
  const menuPageKey = useRef(location.key);
  useEffect(() => {
    if (menuPageKey.current === location.key) return;
    menuPageKey.current = location.key;
    if (mobileMenu.current) mobileMenu.current.open = false;
  }, [location.key]);

  const tone = scrolled
    ? onHome
      ? "bg-white/95 text-brand-900 shadow-md backdrop-blur"
      : "bg-brand-900/95 text-white shadow-md backdrop-blur"
    : onHome
      ? "bg-transparent text-white"
      : "bg-brand-800/90 text-white backdrop-blur";

  return (
    <header
      className={`sticky top-0 z-40 transition-colors duration-300 ${tone}`}
      data-scrolled={scrolled ? "true" : "false"}
      data-testid="site-header"
    >
      <div className="page-width flex h-18 items-center justify-between gap-4">
        <Link
          to="/"
          className="flex min-w-0 items-center gap-3"
          aria-label={fill(words.homeLink, {
            school: said(schoolName, schoolNameHi).text,
          })}
        >
          <SchoolEmblem className="h-11 w-11 shrink-0" />
          <span className="min-w-0">
            {/* Never cut short (app.css): two lines where the row is narrow, one where it has room. */}
            <span className="school-name">
              <StaffText en={schoolName} hi={schoolNameHi} />
            </span>
            {tagline || taglineHi ? (
              <span className="block truncate text-xs opacity-90 sm:text-sm">
                <StaffText en={tagline} hi={taglineHi} />
              </span>
            ) : null}
          </span>
        </Link>

        <DesktopMenu />

        <LanguageSwitch className="ml-auto inline-flex min-h-11 shrink-0 items-center rounded-full border border-current/40 px-3 text-sm font-semibold hover:bg-white/15 lg:ml-0" />

        <details ref={mobileMenu} className="group/menu -ml-2 lg:hidden" data-menu="" onKeyDown={onMenuEvent} onClick={onMenuEvent}>
          <summary
            className="flex h-11 w-11 cursor-pointer items-center justify-center rounded-lg text-2xl hover:bg-white/15"
            aria-label={words.menu}
            data-testid="menu-toggle"
          >
            <MenuIcon className="group-open/menu:hidden" />
            <CloseIcon className="hidden group-open/menu:block" />
          </summary>
          {/* The dimmed page under the open menu; a tap on it closes the menu. */}
          <div
            className="fixed inset-0 -z-10 bg-slate-950/50"
            data-menu-backdrop=""
            aria-hidden="true"
          />
          <div
            className="absolute inset-x-0 top-full max-h-[calc(100dvh-100%)] overflow-y-auto overscroll-contain border-t border-black/5 bg-white pb-4 text-slate-800 shadow-xl"
            data-testid="mobile-menu"
          >
            <MobileMenuLinks phone={phone} whatsapp={settings.whatsapp} />
            {/* Live, beside the kept links: it follows the page as one moves through the site. */}
            <div className="px-4 pt-2">
              <LanguageSwitch
                className="btn btn-quiet"
                testId="menu-language-switch"
              />
            </div>
          </div>
        </details>
      </div>
    </header>
  );
}
