import { useEffect, useRef } from 'react';
import { data, useNavigation, useRouteLoaderData } from 'react-router';
import { SubmitButton, TextField } from '~/components/forms/fields';
import { certificateLookupConstraints as c } from '~/components/forms/constraints/certificateLookup.generated';
import { DownloadIcon } from '~/components/notices/CircularLink';
import { Form } from '~/i18n/links';
import { localeOfRequest } from '~/i18n/locales';
import { staffTextIn } from '~/i18n/staff-text';
import { useLocale, useWords } from '~/i18n/words';
import { wordsFor } from '~/i18n/words.server';
import { formatNoticeDate } from '~/lib/dates';
import { fill } from '~/lib/fill';
import { fallbackSiteSettings } from '~/modules/settings/settings-fallback';
import type { CertificateView } from '~/modules/transfer-certificates/certificates.server';
import { lookUpCertificate } from '~/web/certificate-lookups.server';
import { pageMeta, siteLayoutId, type SiteFrameData, type SiteHandle } from '~/web/page-meta';
import type { Route } from './+types/tc-verification';
import { demoCertificates } from '~/db/seed/demo-records';
import { getSiteSettings } from '~/modules/settings/settings.server';

/**
 * /tc-verification (DESIGN.md §9, issue 16): anyone may check a transfer certificate the school issued
 * by its number and the student's date of birth; the match shows the record and its scan, any miss
 * one plain answer. The page itself is the same for everyone (kept by the render cache); the lookup
 * is a POST, answered for the one who asked.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  // While the demo content is in place, the page offers a demo certificate to try.
  const { showsDemoContent } = await getSiteSettings(context.database.db);
  const [example] = demoCertificates;
  return {
    words: wordsFor(localeOfRequest(request), 'certificateCheck'),
    demoExample: showsDemoContent ? { number: example.number, birthDate: example.birthDate } : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { status, result } = await lookUpCertificate(request, context);
  return data(result, { status, headers: status === 429 ? { 'Retry-After': String(10 * 60) } : undefined });
}

type CertificateCheckData = Awaited<ReturnType<typeof loader>>;

export const handle: SiteHandle<CertificateCheckData> = {
  heading: ({ words }) => ({ title: words.certificateCheck.title, lead: words.certificateCheck.lead }),
};

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData?.words.certificateCheck.title ?? '',
    description: loaderData?.words.certificateCheck.description ?? '',
    path: '/tc-verification',
  });

function FoundCertificate({ certificate }: { certificate: CertificateView }) {
  const t = useWords('certificateCheck');
  const locale = useLocale();
  const settings = useRouteLoaderData<SiteFrameData>(siteLayoutId)?.settings ?? fallbackSiteSettings;
  const rows: [string, string][] = [
    [t.numberLabel, certificate.number],
    [t.studentName, certificate.studentName],
    [t.className, certificate.className],
    [t.issueDate, formatNoticeDate(certificate.issueDate, locale)],
  ];
  return (
    <section className="rounded-2xl border border-emerald-200 border-l-4 border-l-emerald-600 bg-white p-6 shadow-sm" aria-labelledby="certificate-found" data-testid="certificate-found">
      <h2 id="certificate-found" className="text-xl font-bold text-emerald-900">
        {t.foundTitle}
      </h2>
      <p className="mt-1 text-slate-700">{fill(t.foundLead, { school: staffTextIn(locale, settings.schoolName, settings.schoolNameHi).text })}</p>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm font-semibold text-slate-600">{label}</dt>
            <dd className="text-lg font-semibold break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <a
        href={certificate.scan.url}
        type="application/pdf"
        className="mt-5 inline-flex min-h-11 items-center gap-2 btn btn-primary"
      >
        <DownloadIcon aria-hidden="true" />
        {t.viewScan}
      </a>
    </section>
  );
}

export default function CertificateCheck({ loaderData, actionData }: Route.ComponentProps) {
  const t = useWords('certificateCheck');
  const locale = useLocale();
  const { demoExample } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const result = actionData;
  // The answer is above the form: take the reader (and a screen reader) to it when it comes.
  const answer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result) answer.current?.focus();
  }, [result]);
  const values = result && result.outcome !== 'found' ? result.values : {};
  const errors = result?.outcome === 'refused' ? result.fields : {};
  return (
    <div className="bg-slate-50">
      <div className="page-width [&>*]:max-w-5xl grid gap-8 py-10 sm:py-14 lg:grid-cols-[1fr_1.1fr]">
        <div className="space-y-4 text-slate-700">
          <p className="text-lg leading-relaxed">{t.intro}</p>
          <p className="rounded-xl bg-white p-4 text-sm ring-1 ring-slate-200">{t.privacy}</p>
          {demoExample ? (
            <p className="rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200" data-testid="certificate-demo-hint">
              {fill(t.demoHint, { number: demoExample.number, date: formatNoticeDate(demoExample.birthDate, locale) })}
            </p>
          ) : null}
        </div>
        <div className="space-y-6">
          {result ? (
            <div ref={answer} tabIndex={-1} className="scroll-mt-24 outline-none">
              {result.outcome === 'found' ? (
                <FoundCertificate certificate={result.certificate} />
              ) : (
                <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950" data-testid="certificate-no-match">
                  <p className="font-semibold">{result.message}</p>
                  {result.outcome === 'no-match' ? <p className="mt-1 text-sm">{t.noMatchHint}</p> : null}
                </div>
              )}
            </div>
          ) : null}
          <Form method="post" className="space-y-5 card p-5 sm:p-8" aria-labelledby="certificate-form-title">
            <h2 id="certificate-form-title" className="text-xl font-bold text-slate-900">
              {result?.outcome === 'found' ? t.checkAnother : t.formTitle}
            </h2>
            <TextField
              name="number"
              {...c.number}
              label={t.number}
              hint={t.numberHint}
              defaultValue={values.number}
              error={errors.number}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
            />
            <TextField name="birthDate" {...c.birthDate} type="date" label={t.birthDate} defaultValue={values.birthDate} error={errors.birthDate} />
            <SubmitButton busy={busy} busyLabel={t.submitting}>
              {t.submit}
            </SubmitButton>
          </Form>
        </div>
      </div>
    </div>
  );
}
