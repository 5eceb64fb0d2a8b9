import { Link } from '~/i18n/links';
import {
  ClockIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  WhatsappIcon,
} from '~/components/ui/icons';
import { footerProgrammeLinks, footerQuickLinks, policyLinks, type NavLink } from '~/content/navigation';
import { useIslandWords, useWords } from '~/i18n/words';
import { fill } from '~/lib/fill';
import { mapHref, telHref, whatsappHref } from '~/web/contact-links';
import type { PublicSiteSettings } from '~/modules/settings/settings.server';
import { SchoolEmblem } from './Logo';
import { socialNetworkLinks, type NetworkLink } from './social-networks';
import { SchoolAffiliation } from './SchoolAffiliation';
import { StaffText, useStaffWords } from '~/i18n/staff-text';

function LinkList({ title, links }: { title: string; links: NavLink[] }) {
  const names = useIslandWords('menuLinks');
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wider text-amber-300 uppercase">{title}</h2>
      <ul className="mt-3 space-y-1">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="inline-block py-1 text-slate-300 hover:text-white hover:underline">
              {names[link.id]}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Social links from the settings; empty ones are not shown (SPEC.md had empty links). */
function SocialLinks({ settings }: { settings: PublicSiteSettings }) {
  const names = useWords('frame').networks;
  const followUs = useIslandWords('footer').followUs;
  const links: NetworkLink[] = socialNetworkLinks(settings.social, names);
  if (settings.whatsapp) links.push({ href: whatsappHref(settings.whatsapp), label: names.whatsapp, icon: <WhatsappIcon /> });
  if (links.length === 0) return null;
  return (
    <div className="mt-5">
      <h2 className="text-sm font-semibold tracking-wider text-amber-300 uppercase">{followUs}</h2>
      <ul className="mt-3 flex gap-2">
        {links.map((link) => (
          <li key={link.label}>
            <a
              href={link.href}
              rel="noopener noreferrer"
              target="_blank"
              className="flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-lg hover:bg-white/20"
              aria-label={link.label}
            >
              {link.icon}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter({ settings }: { settings: PublicSiteSettings }) {
  const words = useIslandWords('footer');
  const said = useStaffWords();
  const year = new Date().getFullYear();
  const phones = settings.phones.filter(Boolean);
  return (
    <footer className="bg-slate-900 text-slate-300" data-testid="site-footer">
      <div className="page-width grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Link to="/" className="flex items-center gap-3 text-white">
            <SchoolEmblem className="h-11 w-11 shrink-0" />
            <span className="font-serif text-lg font-bold"><StaffText en={settings.schoolName} hi={settings.schoolNameHi} /></span>
          </Link>
          {settings.tagline || settings.taglineHi ? <p className="mt-3 text-sm"><StaffText en={settings.tagline} hi={settings.taglineHi} /></p> : null}
          <SchoolAffiliation affiliation={settings} className="mt-3 text-sm text-slate-400" />
          <SocialLinks settings={settings} />
        </div>
        <LinkList title={words.quickLinks} links={footerQuickLinks} />
        <LinkList title={words.programmes} links={footerProgrammeLinks} />
        <div>
          <h2 className="text-sm font-semibold tracking-wider text-amber-300 uppercase">{words.reachUs}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {settings.address || settings.addressHi ? (
              <li className="flex gap-2">
                <MapPinIcon className="mt-0.5 shrink-0" />
                {settings.mapLatitude !== null && settings.mapLongitude !== null ? (
                  <a
                    href={mapHref(settings.mapLatitude, settings.mapLongitude)}
                    className="hover:text-white hover:underline"
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    <StaffText en={settings.address} hi={settings.addressHi} />
                  </a>
                ) : (
                  <span><StaffText en={settings.address} hi={settings.addressHi} /></span>
                )}
              </li>
            ) : null}
            {phones.map((phone) => (
              <li key={phone} className="flex gap-2">
                <PhoneIcon className="mt-0.5 shrink-0" />
                <a href={telHref(phone)} className="hover:text-white hover:underline">
                  {phone}
                </a>
              </li>
            ))}
            {settings.email ? (
              <li className="flex gap-2">
                <MailIcon className="mt-0.5 shrink-0" />
                <a href={`mailto:${settings.email}`} className="break-all hover:text-white hover:underline">
                  {settings.email}
                </a>
              </li>
            ) : null}
            {settings.hours.length > 0 ? (
              <li className="flex gap-2">
                <ClockIcon className="mt-0.5 shrink-0" />
                <span>
                  <span className="sr-only">{words.hours}: </span>
                  {settings.hours.map((line, index) => (
                    <span key={index} className="block">
                      <StaffText en={line.days} hi={line.daysHi} />: <StaffText en={line.time} hi={line.timeHi} />
                    </span>
                  ))}
                </span>
              </li>
            ) : null}
            {/* Always there, so the column is never an empty heading on a site with no details saved yet. */}
            <li>
              <Link to="/contact" className="font-medium text-amber-200 hover:text-white hover:underline">
                {words.contactPage}
              </Link>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="page-width flex flex-col gap-3 py-5 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{fill(words.copyright, { year, school: said(settings.schoolName, settings.schoolNameHi).text })}</p>
          <nav aria-label={words.policies}>
            <ul className="flex flex-wrap gap-x-5 gap-y-1">
              <li>
                <Link to={policyLinks.privacy} className="hover:text-white hover:underline">
                  {words.privacy}
                </Link>
              </li>
              <li>
                <Link to={policyLinks.terms} className="hover:text-white hover:underline">
                  {words.terms}
                </Link>
              </li>
              <li>
                <Link to={policyLinks.cookies} className="hover:text-white hover:underline">
                  {words.cookies}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
        {settings.showsDemoContent ? (
          <p className="bg-amber-300 px-4 py-2 text-center text-sm font-medium text-slate-900" data-testid="demo-banner">
            {words.demoNotice}
          </p>
        ) : null}
      </div>
    </footer>
  );
}
