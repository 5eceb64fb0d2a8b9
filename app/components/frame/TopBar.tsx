import { Link } from 'react-router';
import { MailIcon, MapPinIcon, PhoneIcon } from '~/components/ui/icons';
import { text } from '~/i18n/en';
import type { PublicSiteSettings } from '~/modules/settings/settings.server';
import { telHref } from '~/lib/contact-links';

/** The thin bar above the header: how to reach the school, and the staff doors. Rose on home, grey elsewhere. */
export function TopBar({
  settings,
  signedIn,
  onHome,
}: {
  settings: PublicSiteSettings;
  signedIn: boolean;
  onHome: boolean;
}) {
  const phones = settings.phones.filter(Boolean);
  return (
    <div className={`${onHome ? 'bg-rose-700' : 'bg-slate-700'} text-sm text-white`} data-testid="top-bar">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-2">
        <ul className="flex min-w-0 flex-wrap items-center gap-x-5 gap-y-1">
          {phones.map((phone, index) => (
            <li key={phone} className={index > 0 ? 'hidden md:block' : undefined}>
              <a href={telHref(phone)} className="inline-flex items-center gap-1.5 py-1 hover:underline">
                <PhoneIcon className="shrink-0" />
                <span className="sr-only">{text.frame.call} </span>
                {phone}
              </a>
            </li>
          ))}
          {settings.email ? (
            <li className="hidden sm:block">
              <a href={`mailto:${settings.email}`} className="inline-flex items-center gap-1.5 py-1 hover:underline">
                <MailIcon className="shrink-0" />
                <span className="sr-only">{text.frame.email} </span>
                {settings.email}
              </a>
            </li>
          ) : null}
          {settings.address ? (
            <li className="hidden xl:flex items-center gap-1.5">
              <MapPinIcon className="shrink-0" />
              <span className="sr-only">{text.frame.address}: </span>
              {settings.address}
            </li>
          ) : null}
        </ul>
        <div className="flex items-center gap-2">
          <Link
            to="/login"
            className="rounded-full border border-white/70 px-3 py-1 font-medium hover:bg-white hover:text-slate-900"
          >
            {text.frame.login}
          </Link>
          {signedIn ? (
            <Link to="/dashboard" className="rounded-full bg-white px-3 py-1 font-semibold text-slate-900 hover:bg-amber-100">
              {text.frame.dashboard}
            </Link>
          ) : null}
        </div>
      </div>
    </div>
  );
}
