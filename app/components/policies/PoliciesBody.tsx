import { Link } from '~/i18n/links';
import { useIslandWords } from '~/i18n/words';
import { policyIds } from '~/content/policies';
import type { PublicSiteSettings } from '~/modules/settings/settings.server';
import { telHref } from '~/web/contact-links';
import { SectionTitle } from '~/components/ui/SectionTitle';

/**
 * What the privacy policy adds to its paragraphs (DPDP Rules 2025, decision 0057): how long each
 * kind of submission is kept, and how to ask for deletion, with the office's e-mail and phones from
 * the settings.
 */
function KeepingAndDeleting({ settings }: { settings: PublicSiteSettings }) {
  const { retention, deletion } = useIslandWords('policies');
  const phones = settings.phones.filter(Boolean);
  const reach = settings.email !== '' || phones.length > 0;
  return (
    <div className="mt-6 space-y-3 leading-relaxed text-slate-700">
      <h3 className="text-lg font-bold text-slate-900">{retention.title}</h3>
      <ul className="list-disc space-y-2 pl-5" data-testid="retention">
        {retention.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h3 className="pt-3 text-lg font-bold text-slate-900">{deletion.title}</h3>
      <p>{reach ? deletion.text : deletion.noContact}</p>
      {reach ? (
        <ul className="space-y-1" data-testid="deletion-contacts">
          {settings.email ? (
            <li>
              {deletion.email}:{' '}
              <a href={`mailto:${settings.email}`} className="font-semibold break-all text-brand-800 underline underline-offset-2">
                {settings.email}
              </a>
            </li>
          ) : null}
          {phones.map((phone) => (
            <li key={phone}>
              {deletion.phone}:{' '}
              <a href={telHref(phone)} className="font-semibold text-brand-800 underline underline-offset-2">
                {phone}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <p>{deletion.promise}</p>
    </div>
  );
}

/**
 * Privacy, terms and cookies on one page, each with its own anchor (linked from the footer). A static
 * island (decision 0019): a document carries it as HTML only.
 */
export function PoliciesBody({ settings }: { settings: PublicSiteSettings }) {
  // The links name the page: an island's HTML is drawn apart from any address and reused
  // (decision 0072), where `#privacy` alone would lead to the home page's.
  const t = useIslandWords('policies');
  return (
    <div className="bg-slate-50">
      <div className="page-width [&>*]:max-w-3xl py-10 sm:py-14">
        <nav aria-label={t.onThisPage} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {policyIds.map((id) => (
              <li key={id}>
                <Link to={`/policies#${id}`} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
                  {t.sections[id].title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {policyIds.map((id) => (
          <section
            key={id}
            id={id}
            aria-labelledby={`${id}-title`}
            className="mt-8 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
          >
            <SectionTitle id={`${id}-title`} small>
              {t.sections[id].title}
            </SectionTitle>
            <div className="mt-3 space-y-3 leading-relaxed text-slate-700">
              {t.sections[id].paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            {id === 'privacy' ? <KeepingAndDeleting settings={settings} /> : null}
          </section>
        ))}
      </div>
    </div>
  );
}
