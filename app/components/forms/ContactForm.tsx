import { useRef } from 'react';
import { useFetcher } from 'react-router';
import { useLocalePath } from '~/i18n/links';
import { StatusMessage } from '~/components/dashboard/StatusMessage';
import { useWords } from '~/i18n/words';
import type { PublicFormResult } from '~/web/public-forms.server';

import { inquiryTypes } from '~/modules/contact-messages/inquiry-types';
import { SelectField, SubmitButton, TextAreaField, TextField } from './fields';
import { formState, PublicFormHidden, SentState, useFocusOnFailure, useFormRounds } from './PublicFormParts';
import { contactMessageConstraints } from '~/components/forms/constraints/contactMessage.generated';

/** The browser's checks for each field, from the schema the action validates with. */
const c = contactMessageConstraints;

/**
 * The contact page's message form (SPEC.md §5, issue 5). It posts to /contact: a plain POST without
 * JavaScript (its answer opens at the form, #message, not at the top of the page), a fetcher with it. `inquiryType` is what a link asked for (/contact?type=admissions).
 */
export function ContactForm({ submissionKey, inquiryType, pageResult }: { submissionKey: string; inquiryType: string; pageResult?: PublicFormResult }) {
  const { round, next } = useFormRounds();
  return <ContactFormRound key={round} submissionKey={submissionKey} inquiryType={inquiryType} pageResult={round === 0 ? pageResult : undefined} onAnother={next} />;
}

function ContactFormRound({
  submissionKey,
  inquiryType,
  pageResult,
  onAnother,
}: {
  submissionKey: string;
  inquiryType: string;
  pageResult?: PublicFormResult;
  onAnother: () => void;
}) {
  const t = useWords('contactForm');
  const { sending } = useWords('forms');
  const fetcher = useFetcher<PublicFormResult>();
  const inLanguage = useLocalePath();
  const form = useRef<HTMLFormElement>(null);
  const result = fetcher.data ?? pageResult;
  useFocusOnFailure(form, result);
  if (result?.ok) return <SentState thanks={t.thanks} another={t.another} anotherHref="/contact#message" onAnother={onAnother} />;
  const { failure, values, errors } = formState(result);
  return (
    <fetcher.Form ref={form} method="post" action={inLanguage('/contact#message')} className="relative space-y-4" data-testid="contact-form">
      {failure ? <StatusMessage kind="error" message={failure.error.message} /> : null}
      <PublicFormHidden submissionKey={submissionKey} />
      <TextField name="name" {...c.name} label={t.name} defaultValue={values.name ?? ''} error={errors.name} autoComplete="name" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="email" {...c.email} type="email" label={t.email} hint={t.replyHint} defaultValue={values.email ?? ''} error={errors.email} autoComplete="email" />
        <TextField name="phone" {...c.phone} type="tel" label={t.phone} defaultValue={values.phone ?? ''} error={errors.phone} autoComplete="tel" inputMode="tel" />
      </div>
      <SelectField
        name="inquiryType"
        {...c.inquiryType}
        label={t.inquiryType}
        defaultValue={values.inquiryType ?? inquiryType}
        error={errors.inquiryType}
        options={inquiryTypes.map((type) => ({ value: type, label: t.inquiryTypes[type] }))}
      />
      <TextAreaField name="message" {...c.message} label={t.message} defaultValue={values.message ?? ''} error={errors.message} rows={5} />
      <SubmitButton busy={fetcher.state !== 'idle'} busyLabel={sending}>{t.submit}</SubmitButton>
    </fetcher.Form>
  );
}
