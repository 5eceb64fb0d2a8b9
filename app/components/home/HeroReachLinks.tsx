import { PhoneIcon, WhatsappIcon } from '~/components/ui/icons';
import { socialNetworkLinks } from '~/components/frame/social-networks';
import { useWords } from '~/i18n/words';
import { telHref, whatsappHref } from '~/web/contact-links';
import type { PublicSiteSettings } from '~/modules/settings/settings.server';

/**
 * Under the hero's buttons: call and WhatsApp the school (the first screen's other way in, after
 * Enquire), then SPEC.md §2.4 item 3's social links from the settings. Empty ones are left out.
 * A row in the hero on every screen: a rail fixed to the edge was one floating layer too many.
 */
export function HeroReachLinks({ settings }: { settings: PublicSiteSettings }) {
  const label = useWords('home').social.label;
  const frame = useWords('frame');
  const t = frame.networks;
  const phone = settings.phones.find(Boolean);
  const networks = socialNetworkLinks(settings.social, t);
  const pill = 'btn btn-secondary min-h-11 px-4 py-1.5 text-sm';
  if (!phone && !settings.whatsapp && networks.length === 0) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2" data-testid="hero-reach">
      {phone ? (
        <a href={telHref(phone)} className={pill}>
          <PhoneIcon aria-hidden="true" />
          {frame.call}
        </a>
      ) : null}
      {settings.whatsapp ? (
        <a href={whatsappHref(settings.whatsapp)} className={pill} rel="noopener noreferrer" target="_blank">
          <WhatsappIcon aria-hidden="true" />
          {t.whatsapp}
        </a>
      ) : null}
      {networks.length > 0 ? (
        <nav aria-label={label} data-testid="side-social">
          <ul className="flex gap-2">
            {networks.map((link) => (
              <li key={link.label}>
                <a
                  href={link.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  aria-label={link.label}
                  className="flex h-11 w-11 items-center justify-center rounded-full bg-white/15 text-lg text-white ring-1 ring-white/30 hover:bg-white/25"
                >
                  {link.icon}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
