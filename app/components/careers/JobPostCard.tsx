import { Link } from '~/i18n/links';
import { CalendarIcon, MailIcon, PhoneIcon } from '~/components/ui/icons';
import type { Catalogue } from '~/i18n/catalogue';
import { fill } from '~/lib/fill';
import { telHref } from '~/web/contact-links';
import { formatPostedDate } from '~/lib/dates';
import type { JobView } from '~/modules/jobs/jobs.server';
import { useLocale, useWords } from '~/i18n/words';
import { StaffText, useStaffWords } from '~/i18n/staff-text';
import { ShareOnWhatsApp } from '~/components/ui/ShareOnWhatsApp';
import { SectionTitle } from '~/components/ui/SectionTitle';

/** `mailto:` with the subject "Application: <title>" (the catalogue's `careers.subject`), so the office can sort applications. */
export function applicationMailto(email: string, jobTitle: string, subject: Catalogue['careers']['subject']): string {
  return `mailto:${email}?subject=${encodeURIComponent(fill(subject, { title: jobTitle }))}`;
}

/**
 * One open position: title, when it was posted, the full details (line breaks kept) and how to
 * apply: online with the resume form below the posts, or by e-mail or a call to the office (settings).
 */
export function JobPostCard({ job, email, phone }: { job: JobView; email: string; phone: string | undefined }) {
  const locale = useLocale();
  const words = useWords('careers');
  const frame = useWords('frame');
  const title = useStaffWords()(job.title, job.titleHi).text;
  const forJob = fill(words.forJob, { title });
  const titleId = `job-${job.id}-title`;
  return (
    <article
      id={`job-${job.id}`}
      aria-labelledby={titleId}
      className="card p-5 sm:p-8"
      data-testid="job"
    >
      <SectionTitle id={titleId} small><StaffText en={job.title} hi={job.titleHi} /></SectionTitle>
      <p className="mt-2 flex items-center gap-2 text-sm text-slate-600">
        <CalendarIcon aria-hidden="true" />
        <span>
          {words.posted} <time dateTime={job.createdAt}>{formatPostedDate(job.createdAt, locale)}</time>
        </span>
      </p>
      <p className="mt-4 text-lg leading-relaxed whitespace-pre-line text-slate-700" data-testid="job-details">
        <StaffText en={job.details} hi={job.detailsHi} />
      </p>

      <section aria-labelledby={`${titleId}-apply`} className="mt-6 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100 sm:p-5">
        <h3 id={`${titleId}-apply`} className="font-bold text-slate-900">
          {words.howToApply}
        </h3>
        {email ? (
          <p className="mt-1.5 text-slate-700">
            {words.applyByEmail} <q className="font-semibold text-slate-900">{fill(words.subject, { title })}</q>
            {frame.sentenceEnd}
          </p>
        ) : (
          <p className="mt-1.5 text-slate-700">{words.applyInPerson}</p>
        )}
        {phone && email ? <p className="mt-1 text-slate-700">{words.applyByPhone}</p> : null}
        <div className="mt-4 flex flex-wrap gap-3">
          <Link
            to={`/careers?job=${job.id}#apply`}
            className="inline-flex items-center gap-2 btn btn-primary"
            data-testid="apply-online"
          >
            {words.applyOnline}
            <span className="sr-only"> {forJob}</span>
          </Link>
          {email ? (
            <a
              href={applicationMailto(email, title, words.subject)}
              className="inline-flex items-center gap-2 btn btn-secondary"
              data-testid="apply-email"
            >
              <MailIcon aria-hidden="true" />
              {words.emailAction}
              <span className="sr-only"> {forJob}</span>
            </a>
          ) : null}
          {phone ? (
            <a
              href={telHref(phone)}
              className="inline-flex items-center gap-2 btn btn-secondary"
            >
              <PhoneIcon aria-hidden="true" />
              <span className="whitespace-nowrap">
                {words.callAction} {phone}
              </span>
            </a>
          ) : null}
          {!email && !phone ? (
            <Link
              to="/contact"
              className="inline-flex items-center gap-2 btn btn-primary"
            >
              {words.contactAction}
            </Link>
          ) : null}
        </div>
      </section>
      <div className="mt-5">
        <ShareOnWhatsApp title={title} path={`/careers?job=${job.id}#job-${job.id}`} />
      </div>
    </article>
  );
}
