import { useEffect, useRef } from 'react';
import { useNavigation } from 'react-router';
import { Form, Link } from '~/i18n/links';
import { ConsentField, SelectField, SubmitButton, TextField } from '~/components/forms/fields';
import { StatusMessage } from '~/components/dashboard/StatusMessage';
import { PrivacyPolicyLink, PublicFormHidden, useFocusOnFailure } from '~/components/forms/PublicFormParts';
import { useWords } from '~/i18n/words';
import type { PublicFormResult } from '~/web/public-forms.server';
import { maxResumeBytes, resumeAccept } from '~/modules/applications/application-limits';
import { applicationConstraints } from '~/components/forms/constraints/application.generated';

/** The browser's checks for each field, from the schema the action validates with. */
const c = applicationConstraints;

/**
 * The resume form (issue 5): a plain multipart POST that works without JavaScript (its answer opens
 * at the form, #apply); with it, no page reload. The server checks everything again (type from the
 * bytes, 5 MB, each field); the success text shows only once the application is stored.
 */
export function ApplicationForm({
  jobs,
  selectedJob,
  submissionKey,
  result,
}: {
  jobs: { id: number; title: string }[];
  selectedJob: string;
  submissionKey: string;
  result: PublicFormResult | undefined;
}) {
  const words = useWords('careers').application;
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  useFocusOnFailure(form, result);
  const sending = navigation.state === 'submitting' && navigation.formAction?.startsWith('/careers') === true;
  if (result?.ok) return <ApplicationSent />;
  const failure = result && !result.ok ? result : undefined;
  const values = failure?.values ?? {};
  const errors = failure?.error.fields ?? {};
  return (
    <Form ref={form} method="post" action="/careers#apply" encType="multipart/form-data" className="relative space-y-5" data-testid="application-form">
      {failure ? <StatusMessage kind="error" message={failure.error.message} /> : null}
      <PublicFormHidden submissionKey={submissionKey} />
      <TextField name="name" {...c.name} label={words.name} defaultValue={values.name ?? ''} error={errors.name} autoComplete="name" />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="email" {...c.email} type="email" label={words.email} defaultValue={values.email ?? ''} error={errors.email} autoComplete="email" />
        <TextField name="phone" {...c.phone} type="tel" label={words.phone} defaultValue={values.phone ?? ''} error={errors.phone} autoComplete="tel" />
      </div>
      <SelectField
        name="job"
        {...c.job}
        label={words.job}
        defaultValue={values.job ?? selectedJob}
        error={errors.job}
        options={[...jobs.map((job) => ({ value: String(job.id), label: job.title })), { value: 'general', label: words.general }]}
      />
      <div>
        <label htmlFor="field-resume" className="block font-semibold text-slate-800">
          {words.resume}
          <span className="text-rose-700" aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        <input
          id="field-resume"
          name="resume"
          type="file"
          accept={resumeAccept}
          aria-invalid={errors.resume ? true : undefined}
          aria-describedby={`field-resume-hint${errors.resume ? ' field-resume-error' : ''}`}
          onChange={(event) => {
            // Said at once, before a phone spends its data on a file the server will refuse.
            const file = event.currentTarget.files?.[0];
            event.currentTarget.setCustomValidity(file && file.size > maxResumeBytes ? words.tooLarge : '');
            event.currentTarget.reportValidity();
          }}
          className="mt-2 block w-full rounded-lg border border-dashed border-slate-400 bg-slate-50 px-3 py-3 text-base text-slate-700 file:mr-3 file:rounded-full file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white"
        />
        <p id="field-resume-hint" className="mt-1 text-sm text-slate-600">
          {words.resumeHint}
        </p>
        {errors.resume ? (
          <p id="field-resume-error" className="mt-1 text-sm font-medium text-rose-700">
            {errors.resume}
          </p>
        ) : null}
      </div>
      <ConsentField text={words.consent} policy={<PrivacyPolicyLink />} {...c.consent} checked={values.consent === 'on'} error={errors.consent} />
      <SubmitButton busy={sending} busyLabel={words.submitting}>
        {words.submit}
      </SubmitButton>
    </Form>
  );
}

/**
 * The confirmation, focused when it appears: the form it replaces is much taller, and without the
 * focus a phone is left looking at the footer, the confirmation above the screen.
 */
function ApplicationSent() {
  const words = useWords('careers').application;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} tabIndex={-1} className="space-y-4 outline-none" data-testid="application-sent">
      <StatusMessage kind="success" message={words.sent} />
      <Link to="/careers#apply" className="inline-block font-semibold text-brand-800 underline">
        {words.another}
      </Link>
    </div>
  );
}
