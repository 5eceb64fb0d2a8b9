import { useRef } from 'react';
import { useFetcher } from 'react-router';
import { useLocalePath } from '~/i18n/links';
import { StatusMessage } from '~/components/dashboard/StatusMessage';
import { useWords } from '~/i18n/words';
import type { PublicFormResult } from '~/web/public-forms.server';
import { schoolClasses } from '~/modules/classes/school-classes';
import { ConsentField, SelectField, SubmitButton, TextAreaField, TextField } from './fields';
import { formState, PrivacyPolicyLink, PublicFormHidden, SentState, useFocusOnFailure, useFormRounds } from './PublicFormParts';
import { enquiryConstraints } from '~/components/forms/constraints/enquiry.generated';

/** The browser's checks for each field, from the schema the action validates with. */
const c = enquiryConstraints;

/**
 * The admission enquiry form (issue 5), on the home page and on /enquiry. It posts to /enquiry:
 * without JavaScript a plain POST that /enquiry answers with the result, opened at the form; with
 * it, a fetcher, so the home page stays where it is. `pageResult` is /enquiry's answer to a plain POST.
 */
export function EnquiryForm({ submissionKey, pageResult }: { submissionKey: string; pageResult?: PublicFormResult }) {
  const { round, next } = useFormRounds();
  return <EnquiryFormRound key={round} submissionKey={submissionKey} pageResult={round === 0 ? pageResult : undefined} onAnother={next} />;
}

function EnquiryFormRound({ submissionKey, pageResult, onAnother }: { submissionKey: string; pageResult?: PublicFormResult; onAnother: () => void }) {
  const { enquiry: t, sending } = useWords('forms');
  const fetcher = useFetcher<PublicFormResult>();
  const inLanguage = useLocalePath();
  const form = useRef<HTMLFormElement>(null);
  const result = fetcher.data ?? pageResult;
  useFocusOnFailure(form, result);
  if (result?.ok) return <SentState thanks={t.thanks} another={t.another} anotherHref="/enquiry#enquiry-form" onAnother={onAnother} />;
  const { failure, values, errors } = formState(result);
  return (
    <fetcher.Form ref={form} method="post" action={inLanguage('/enquiry#enquiry-form')} className="relative space-y-4" data-testid="enquiry-form">
      {failure ? <StatusMessage kind="error" message={failure.error.message} /> : null}
      <PublicFormHidden submissionKey={submissionKey} />
      <TextField name="parentName" {...c.parentName} label={t.parentName} defaultValue={values.parentName ?? ''} error={errors.parentName} autoComplete="name" />
      <TextField name="childName" {...c.childName} label={t.childName} defaultValue={values.childName ?? ''} error={errors.childName} autoComplete="off" />
      <TextField name="phone" {...c.phone} type="tel" label={t.phone} hint={t.phoneHint} defaultValue={values.phone ?? ''} error={errors.phone} autoComplete="tel" inputMode="tel" />
      <TextField name="email" {...c.email} type="email" label={t.email} defaultValue={values.email ?? ''} error={errors.email} autoComplete="email" />
      <SelectField
        name="classSought"
        {...c.classSought}
        label={t.classSought}
        defaultValue={values.classSought ?? ''}
        error={errors.classSought}
        options={[{ value: '', label: t.classUnsure }, ...schoolClasses.map((name) => ({ value: name, label: t.classes[name] }))]}
      />
      <TextAreaField name="message" {...c.message} label={t.message} hint={t.messageHint} defaultValue={values.message ?? ''} error={errors.message} rows={4} />
      <ConsentField text={t.consent} policy={<PrivacyPolicyLink />} {...c.consent} checked={values.consent === 'on'} error={errors.consent} />
      <SubmitButton busy={fetcher.state !== 'idle'} busyLabel={sending}>{t.submit}</SubmitButton>
    </fetcher.Form>
  );
}
