import type { ReactNode } from 'react';
import { FacebookIcon, InstagramIcon, WhatsappIcon, XIcon, YoutubeIcon } from '~/components/ui/icons';
import { useWords } from '~/i18n/words';
import { whatsappHref } from '~/web/contact-links';
import type { PublicSiteSettings } from '~/modules/settings/settings.server';
import { useFooterInView } from './hooks';

/**
 * SPEC.md §2.4 item 3: the social links of the settings; empty ones are left out, and nothing at all
 * is drawn when none is set. A row under the hero's buttons on phones and tablets; on wide screens a
 * rail fixed to the left edge, in the margin beside the content, which steps aside over the footer
 * (the footer has the same links).
 */
export function SideSocialLinks({ settings }: { settings: PublicSiteSettings }) {
  const label = useWords('home').social.label;
  const t = useWords('frame').networks;
  const footerInView = useFooterInView();
  const { facebook, instagram, youtube, x } = settings.social;
  const links: { href: string; label: string; icon: ReactNode }[] = [];
  if (facebook) links.push({ href: facebook, label: t.facebook, icon: <FacebookIcon aria-hidden="true" /> });
  if (instagram) links.push({ href: instagram, label: t.instagram, icon: <InstagramIcon aria-hidden="true" /> });
  if (youtube) links.push({ href: youtube, label: t.youtube, icon: <YoutubeIcon aria-hidden="true" /> });
  if (x) links.push({ href: x, label: t.x, icon: <XIcon aria-hidden="true" /> });
  if (settings.whatsapp) links.push({ href: whatsappHref(settings.whatsapp), label: t.whatsapp, icon: <WhatsappIcon aria-hidden="true" /> });
  if (links.length === 0) return null;
  return (
    <nav
      aria-label={label}
      data-testid="side-social"
      data-footer-in-view={footerInView ? 'true' : 'false'}
      className="mt-6 transition-[opacity,visibility] duration-300 xl:fixed xl:top-1/2 xl:left-0 xl:z-30 xl:mt-0 xl:-translate-y-1/2 xl:data-[footer-in-view=true]:invisible xl:data-[footer-in-view=true]:opacity-0"
    >
      <ul className="flex gap-2 xl:flex-col xl:gap-0 xl:overflow-hidden xl:rounded-r-xl xl:bg-brand-900/90 xl:shadow-lg xl:backdrop-blur">
        {links.map((link) => (
          <li key={link.label}>
            <a
              href={link.href}
              rel="noopener noreferrer"
              target="_blank"
              aria-label={link.label}
              className="flex h-11 w-11 items-center justify-center rounded-full bg-white/15 text-lg text-white ring-1 ring-white/30 hover:bg-white/25 xl:rounded-none xl:bg-transparent xl:ring-0 xl:hover:bg-rose-600"
            >
              {link.icon}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
