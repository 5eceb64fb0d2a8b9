import { MailIcon, MapPinIcon, PhoneIcon } from '~/components/ui/icons';
import { useWords } from '~/i18n/words';
import { telHref } from '~/web/contact-links';
import type { PublicSiteSettings } from '~/modules/settings/settings.server';
import { StaffText } from '~/i18n/staff-text';

/** The top bar's ways to reach the school (TopBar.tsx): phones, e-mail and address from the settings. */
export function TopBarContacts({ settings }: { settings: Pick<PublicSiteSettings, 'phones' | 'email' | 'address' | 'addressHi'> }) {
  const words = useWords('frame');
  const phones = settings.phones.filter(Boolean);
  return (
    <ul className="flex min-w-0 flex-wrap items-center gap-x-5 gap-y-1">
      {phones.map((phone, index) => (
        <li key={phone} className={index > 0 ? 'hidden md:block' : undefined}>
          <a href={telHref(phone)} className="inline-flex items-center gap-1.5 py-1 hover:underline">
            <PhoneIcon className="shrink-0" />
            <span className="sr-only">{words.call} </span>
            {phone}
          </a>
        </li>
      ))}
      {settings.email ? (
        <li className="hidden sm:block">
          <a href={`mailto:${settings.email}`} className="inline-flex items-center gap-1.5 py-1 hover:underline">
            <MailIcon className="shrink-0" />
            <span className="sr-only">{words.email} </span>
            {settings.email}
          </a>
        </li>
      ) : null}
      {settings.address || settings.addressHi ? (
        <li className="hidden 2xl:flex items-center gap-1.5">
          <MapPinIcon className="shrink-0" />
          <span className="sr-only">{words.address}: </span>
          <StaffText en={settings.address} hi={settings.addressHi} />
        </li>
      ) : null}
    </ul>
  );
}
