import { Link } from "~/i18n/links";
import {
  ChevronDownIcon,
  PhoneIcon,
  WhatsappIcon,
} from "~/components/ui/icons";
import { telHref, whatsappHref } from "~/web/contact-links";
import { mainMenu, type NavLink } from "~/content/navigation";
import { useIslandWords, useWords } from "~/i18n/words";

/*
 * The links of the menu of SPEC.md §2.2, for the site header (SiteHeader.tsx). Sub-menus open by CSS
 * (hover and keyboard focus on large screens; the header's <details> on small ones), so the header
 * keeps this HTML as the server drew it (app/components/ui/StaticIsland.tsx).
 */

/** A menu item's pages: a drop-down on large screens, two columns under the item on small ones. */
function SubMenu({
  links,
  className,
  linkClassName,
}: {
  links: NavLink[];
  className: string;
  linkClassName: string;
}) {
  const names = useIslandWords("menuLinks");
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={linkClassName}>
            {names[link.id]}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Large screens: the menu bar, each sub-menu opening under its item. */
export function DesktopMenu() {
  const words = useWords("frame");
  const names = useIslandWords("menuLinks");
  return (
    <nav aria-label={words.mainMenu} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {mainMenu.map((item, index) => (
          <li key={item.id} className="group relative">
            <Link
              to={item.to}
              className="inline-flex items-center gap-1 rounded-md px-2 py-2 text-[0.95rem] font-medium whitespace-nowrap hover:bg-white/15 xl:px-3"
            >
              {names[item.id]}
              {item.children ? (
                <ChevronDownIcon className="text-xs opacity-80" />
              ) : null}
            </Link>
            {item.children ? (
              <SubMenu
                links={item.children}
                className={`invisible absolute top-full ${
                  // The last menus open leftwards, so that they never push the page wider than the window.
                  index >= mainMenu.length - 3 ? "right-0" : "left-0"
                } z-50 min-w-56 translate-y-1 rounded-lg bg-white py-2 text-slate-800 opacity-0 shadow-xl ring-1 ring-black/5 transition group-focus-within:visible group-focus-within:translate-y-0 group-focus-within:opacity-100 group-hover:visible group-hover:translate-y-0 group-hover:opacity-100`}
                linkClassName="block px-4 py-2 hover:bg-brand-50 hover:text-brand-800 focus:bg-brand-50"
              />
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Small screens: the list inside the header's menu. Every top-level item shows at once (at 390 × 844
 * with room to spare); a section's pages open in place under it, by a <details> that needs no script.
 */
export function MobileMenuLinks({
  phone,
  whatsapp,
}: {
  phone?: string;
  whatsapp: string;
}) {
  const words = useWords("frame");
  const names = useIslandWords("menuLinks");
  return (
    <>
      <nav aria-label={words.mobileMenu}>
        <ul
          className="divide-y divide-slate-100 px-4 py-1"
          data-testid="mobile-menu-items"
        >
          {mainMenu.map((item) => (
            <li key={item.id}>
              {item.children ? (
                <details className="group/section">
                  <summary className="flex min-h-12 cursor-pointer items-center justify-between font-semibold text-brand-900">
                    {names[item.id]}
                    <ChevronDownIcon
                      aria-hidden="true"
                      className="text-sm transition-transform group-open/section:rotate-180"
                    />
                  </summary>
                  <SubMenu
                    links={item.children}
                    className="mb-2 grid grid-cols-2 gap-x-3 pl-3"
                    linkClassName="block py-2 text-[0.95rem] text-slate-700"
                  />
                </details>
              ) : (
                <Link
                  to={item.to}
                  className="flex min-h-12 items-center font-semibold text-brand-900"
                >
                  {names[item.id]}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {/* The menu ends with the ways in: enquire, call and WhatsApp (the school's numbers from the settings). */}
      <div
        className="grid gap-2 border-t border-slate-100 px-4 pt-4"
        data-testid="menu-actions"
      >
        <Link to="/enquiry" className="btn btn-primary">
          {names.enquire}
        </Link>
        <div className="flex gap-2">
          {phone ? (
            <a href={telHref(phone)} className="btn btn-secondary flex-1">
              <PhoneIcon aria-hidden="true" />
              {words.call}
            </a>
          ) : null}
          {whatsapp ? (
            <a
              href={whatsappHref(whatsapp)}
              className="btn btn-secondary flex-1"
              rel="noopener noreferrer"
              target="_blank"
            >
              <WhatsappIcon aria-hidden="true" />
              {words.networks.whatsapp}
            </a>
          ) : null}
        </div>
      </div>
    </>
  );
}
