import type { ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { Form, Link } from '~/i18n/links';
import { SubmitButton } from '~/components/forms/fields';
import type { Catalogue, Section } from '~/i18n/catalogue';
import { useWords } from '~/i18n/words';
import type { StaffFormFailure } from '~/web/staff-forms.server';
import { StatusMessage } from './StatusMessage';

interface StaffFormProps {
  /** What the action answered when something needed correcting. */
  failure: StaffFormFailure | undefined;
  submitLabel: string;
  pendingLabel: string;
  /** Forms with a file (a photo, a PDF) are sent as multipart. */
  withFile?: boolean;
  children: ReactNode;
  /** Extra buttons or links beside the submit button (e.g. Cancel). */
  secondary?: ReactNode;
}

/**
 * A dashboard form: the server's message on top, the fields, and a submit button that is disabled
 * while the form is being sent so a double tap cannot post twice.
 */
export function StaffForm({ failure, submitLabel, pendingLabel, withFile, children, secondary }: StaffFormProps) {
  const navigation = useNavigation();
  // Every navigation (the redirect after a success included) gives a fresh, empty form (SPEC.md §4).
  const location = useLocation();
  const submitting = navigation.state === 'submitting' && navigation.formMethod?.toLowerCase() === 'post';
  return (
    <Form
      key={location.key}
      method="post"
      encType={withFile ? 'multipart/form-data' : undefined}
      className="mt-6 max-w-2xl space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      {failure ? <StatusMessage kind="error" message={failure.error.message} /> : null}
      {children}
      <div className="flex flex-wrap items-center gap-3 pt-2">
        <SubmitButton busy={submitting} busyLabel={pendingLabel}>
          {submitLabel}
        </SubmitButton>
        {secondary}
      </div>
    </Form>
  );
}

/** The heading of a dashboard screen. */
export function StaffPageHeader({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="font-serif text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
        {lead ? <p className="mt-1 text-slate-600">{lead}</p> : null}
      </div>
      {children}
    </div>
  );
}

/**
 * A part of a dashboard screen under its own heading, which names the part for screen readers
 * (`aria-labelledby`); `className` places it on the screen.
 */
export function StaffSection({
  id,
  title,
  className,
  testId,
  children,
}: {
  id: string;
  title: string;
  className: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className} data-testid={testId}>
      <h2 id={id} className="font-serif text-xl font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The sections of the screens that add a kind of content: each names its add screen's title, lead and button. */
export type AddingKindSection = {
  [S in Section]: Catalogue[S] extends { addTitle: string; addLead: string; submit: string; submitting: string } ? S : never;
}[Section];

/** An add screen: the heading and the form, in the words of the kind's section. */
export function StaffAddScreen({
  section,
  failure,
  withFile,
  children,
}: {
  section: AddingKindSection;
  failure: StaffFormFailure | undefined;
  withFile?: boolean;
  children: ReactNode;
}) {
  const t = useWords(section);
  return (
    <>
      <StaffPageHeader title={t.addTitle} lead={t.addLead} />
      <StaffForm failure={failure} submitLabel={t.submit} pendingLabel={t.submitting} withFile={withFile}>
        {children}
      </StaffForm>
    </>
  );
}

/** An editor: the heading, the form with "Save changes", and Cancel back to the management list. */
export function StaffEditScreen({
  title,
  lead,
  backTo,
  failure,
  withFile,
  children,
}: {
  title: string;
  lead: string;
  backTo: string;
  failure: StaffFormFailure | undefined;
  withFile?: boolean;
  children: ReactNode;
}) {
  const t = useWords('staff').forms;
  return (
    <>
      <StaffPageHeader title={title} lead={lead} />
      <StaffForm
        failure={failure}
        submitLabel={t.saveChanges}
        pendingLabel={t.saving}
        withFile={withFile}
        secondary={
          <Link to={backTo} className="rounded-full px-6 py-3 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50">
            {t.cancel}
          </Link>
        }
      >
        {children}
      </StaffForm>
    </>
  );
}
