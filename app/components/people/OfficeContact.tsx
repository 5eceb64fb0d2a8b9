import type { ReactNode } from 'react';
import { Link } from '~/i18n/links';
import { ChevronRightIcon, ClockIcon, MailIcon, MapPinIcon, PhoneIcon, WhatsappIcon } from '~/components/ui/icons';
import { telHref, whatsappHref } from '~/web/contact-links';
import type { Catalogue } from '~/i18n/catalogue';
import type { PublicSiteSettings } from '~/modules/settings/settings.server';
import { EmailText } from './EmailText';
import { StaffText } from '~/i18n/staff-text';

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 ring-1 ring-brand-100">
        {icon}
      </span>
      <div className="min-w-0 pt-1">
        <p className="text-sm font-semibold text-slate-600">{label}</p>
        {children}
      </div>
    </li>
  );
}

/**
 * The school office's own ways in, from the settings: calls, WhatsApp, e-mail, address and hours.
 * Empty settings are left out; the contact page is always offered. `words`: the people section's
 * office words, which a live page reads with `useWords` and a static island with `useIslandWords`.
 */
export function OfficeContact({ settings, words: t, wide = false }: { settings: PublicSiteSettings; words: Catalogue['people']['office']; wide?: boolean }) {
  const phones = settings.phones.filter(Boolean);
  const hasDetails = phones.length > 0 || Boolean(settings.whatsapp || settings.email || settings.address) || settings.hours.length > 0;
  const linkClass = 'font-semibold text-brand-800 underline-offset-4 hover:underline';
  return (
    <div>
      {hasDetails ? (
        <ul className={`mb-6 grid gap-4 text-slate-800 ${wide ? 'sm:grid-cols-2 lg:grid-cols-3' : ''}`} data-testid="office-contact">
          {phones.length > 0 ? (
            <Row icon={<PhoneIcon />} label={t.call}>
              <ul>
                {phones.map((phone) => (
                  <li key={phone}>
                    <a href={telHref(phone)} className={`inline-block py-0.5 ${linkClass}`}>
                      {phone}
                    </a>
                  </li>
                ))}
              </ul>
            </Row>
          ) : null}
          {settings.whatsapp ? (
            <Row icon={<WhatsappIcon />} label={t.whatsapp}>
              <a href={whatsappHref(settings.whatsapp)} className={linkClass} rel="noopener noreferrer" target="_blank">
                {t.whatsappAction}
              </a>
            </Row>
          ) : null}
          {settings.email ? (
            <Row icon={<MailIcon />} label={t.email}>
              <a href={`mailto:${settings.email}`} className={linkClass}>
                <EmailText address={settings.email} />
              </a>
            </Row>
          ) : null}
          {settings.address || settings.addressHi ? (
            <Row icon={<MapPinIcon />} label={t.address}>
              <p><StaffText en={settings.address} hi={settings.addressHi} /></p>
            </Row>
          ) : null}
          {settings.hours.length > 0 ? (
            <Row icon={<ClockIcon />} label={t.hours}>
              <dl className="text-slate-700">
                {settings.hours.map((line, index) => (
                  <div key={index} className="flex flex-wrap gap-x-2">
                    <dt className="font-medium text-slate-800"><StaffText en={line.days} hi={line.daysHi} />:</dt>
                    <dd className="whitespace-nowrap"><StaffText en={line.time} hi={line.timeHi} /></dd>
                  </div>
                ))}
              </dl>
            </Row>
          ) : null}
        </ul>
      ) : null}
      <Link
        to="/contact"
        className="inline-flex items-center gap-2 btn btn-secondary"
      >
        {t.contactPage}
        <ChevronRightIcon />
      </Link>
    </div>
  );
}
