import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon, WhatsappIcon } from '~/components/ui/icons';
import { useWords } from '~/i18n/words';
import { mapHref, telHref, whatsappHref } from '~/web/contact-links';
import type { PublicSiteSettings } from '~/modules/settings/settings.server';
import { StaffText } from '~/i18n/staff-text';

export function mailtoHref(email: string, subject?: string): string {
  return `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
}

export function hasContactDetails(settings: PublicSiteSettings): boolean {
  return settings.phones.some(Boolean) || Boolean(settings.email) || Boolean(settings.whatsapp);
}

// The one button set (app/app.css): the first way in is the primary button, the others secondary.
const tones = { primary: 'btn btn-primary', secondary: 'btn btn-secondary' };

/**
 * The real ways to reach the school now, from the settings: call (first phone), WhatsApp, e-mail and,
 * optionally, directions. Missing details are left out; with none at all a short note says so.
 */
export function ReachActions({
  settings,
  whatsappMessage,
  emailSubject,
  directions = false,
  onDark = false,
  className = '',
  whenEmpty = 'note',
}: {
  settings: PublicSiteSettings;
  /** With no contact details at all: a short note, or nothing (where the page says it elsewhere). */
  whenEmpty?: 'note' | 'nothing';
  whatsappMessage?: string;
  emailSubject?: string;
  directions?: boolean;
  onDark?: boolean;
  className?: string;
}) {
  const t = useWords('reach');
  const phone = settings.phones.find(Boolean);
  const map =
    directions && settings.mapLatitude !== null && settings.mapLongitude !== null
      ? mapHref(settings.mapLatitude, settings.mapLongitude)
      : null;
  if (!phone && !settings.whatsapp && !settings.email && !map) {
    if (whenEmpty === 'nothing') return null;
    return <p className={`${onDark ? 'text-white/90' : 'text-slate-700'} ${className}`}>{t.noDetails}</p>;
  }
  return (
    <ul className={`flex flex-wrap gap-3 ${onDark ? 'surface-dark' : ''} ${className}`} data-testid="reach-actions">
      {phone ? (
        <li>
          <a href={telHref(phone)} className={tones.primary}>
            <PhoneIcon />
            <span>
              {t.call} <span className="whitespace-nowrap">{phone}</span>
            </span>
          </a>
        </li>
      ) : null}
      {settings.whatsapp ? (
        <li>
          <a
            href={whatsappHref(settings.whatsapp, whatsappMessage)}
            className={tones.secondary}
            rel="noopener noreferrer"
            target="_blank"
          >
            <WhatsappIcon />
            {t.whatsapp}
          </a>
        </li>
      ) : null}
      {settings.email ? (
        <li>
          <a href={mailtoHref(settings.email, emailSubject)} className={tones.secondary}>
            <MailIcon />
            {t.email}
          </a>
        </li>
      ) : null}
      {map ? (
        <li>
          <a href={map} className={tones.secondary} rel="noopener noreferrer" target="_blank">
            <MapPinIcon />
            {t.directions}
            <span className="sr-only"> ({t.directionsNote})</span>
          </a>
        </li>
      ) : null}
    </ul>
  );
}

/** The school's hours from the settings, one line per group of days; nothing when none are set. */
export function HoursList({ settings, title, onDark = false }: { settings: PublicSiteSettings; title?: string; onDark?: boolean }) {
  const t = useWords('reach');
  if (settings.hours.length === 0) return null;
  return (
    <div data-testid="school-hours">
      <h3 className={`flex items-center gap-2 font-bold ${onDark ? 'text-white' : 'text-slate-900'}`}>
        <ClockIcon className={onDark ? 'text-amber-300' : 'text-rose-700'} />
        {title ?? t.hours}
      </h3>
      <dl className="mt-3 space-y-2">
        {settings.hours.map((line, index) => (
          <div key={index}>
            <dt className={`text-sm ${onDark ? 'text-white/90' : 'text-slate-700'}`}><StaffText en={line.days} hi={line.daysHi} /></dt>
            <dd className={`font-semibold ${onDark ? 'text-white' : 'text-slate-900'}`}><StaffText en={line.time} hi={line.timeHi} /></dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
