import { MailIcon, PhoneIcon } from '~/components/ui/icons';
import type { LeaderProfile } from '~/content/leadership';
import { useIslandWords } from '~/i18n/words';
import { fill } from '~/lib/fill';
import { telHref } from '~/web/contact-links';
import { EmailText } from './EmailText';
import { ResponsiveImage } from '~/components/ui/ResponsiveImage';
import type { ImageSource } from '~/modules/images/images.server';

const portraitClass = 'h-24 w-24 shrink-0 rounded-2xl object-cover shadow-sm sm:h-32 sm:w-32';

/**
 * One leader: portrait, name, position, their words, e-mail and phone, with SPEC.md §2.5's
 * fallbacks: 'Email N/A' without an address, no phone link without a number, and
 * 'Biography will be updated soon.' without words. `photo` is the leader's faculty photo when they are
 * on the faculty list (decision 0065); otherwise the portrait in `app/content/leadership.ts`.
 */
export function LeadershipProfile({ profile, photo = null }: { profile: LeaderProfile; photo?: ImageSource | null }) {
  const t = useIslandWords('leadership').profile;
  const email = profile.email?.trim();
  const phone = profile.phone?.trim();
  const words = profile.words?.trim();
  const titleId = `${profile.id}-name`;
  return (
    <article
      id={profile.id}
      aria-labelledby={titleId}
      className="flex h-full flex-col card p-6 sm:p-8"
      data-testid="leader-profile"
    >
      <div className="flex items-center gap-4 sm:gap-6">
        {photo ? (
          <ResponsiveImage image={photo} alt={fill(t.portraitAlt, { name: profile.name })} sizes="8rem" className={portraitClass} />
        ) : (
          <img
            src={profile.image.src}
            width={profile.image.width}
            height={profile.image.height}
            alt={fill(t.portraitAlt, { name: profile.name })}
            loading="lazy"
            decoding="async"
            className={portraitClass}
          />
        )}
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wider text-rose-700 uppercase">{profile.position}</p>
          <h3 id={titleId} className="mt-1 font-serif text-2xl font-bold text-brand-900">
            {profile.name}
          </h3>
        </div>
      </div>
      <div className="flex flex-1 flex-col">
        <div className="flex-1">
          {words ? (
            <blockquote className="mt-4 border-l-4 border-amber-400 pl-4 text-slate-700 italic">
              <p>“{words}”</p>
            </blockquote>
          ) : (
            <p className="mt-4 text-slate-600" data-testid="no-biography">
              {t.noBiography}
            </p>
          )}
        </div>
        <ul className="mt-5 space-y-2 border-t border-slate-100 pt-4 text-slate-800">
          <li className="flex items-center gap-2">
            <MailIcon className="shrink-0 text-brand-700" />
            {email ? (
              <a href={`mailto:${email}`} className="min-w-0 font-semibold text-brand-800 underline-offset-4 hover:underline">
                <span className="sr-only">{t.email} </span>
                <EmailText address={email} />
              </a>
            ) : (
              <span className="text-slate-600" data-testid="email-na">
                {t.emailNA}
              </span>
            )}
          </li>
          {phone ? (
            <li className="flex items-center gap-2">
              <PhoneIcon className="shrink-0 text-brand-700" />
              <a href={telHref(phone)} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
                <span className="sr-only">{t.phone} </span>
                {phone}
              </a>
            </li>
          ) : null}
        </ul>
      </div>
    </article>
  );
}
