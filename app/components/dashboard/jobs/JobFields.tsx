import { jobStatuses } from '~/modules/jobs/job-status';
import { dashboardJobsText as t } from '~/i18n/en/dashboard-jobs';
import { SelectField, TextAreaField, TextField } from '../fields';

export interface JobFormValues {
  title: string;
  details: string;
  status: string;
}

/** A job post's fields, for the add screen and the editor. */
export function JobFields({ values, errors }: { values: JobFormValues; errors: Record<string, string> }) {
  return (
    <>
      <TextField name="title" label={t.title} placeholder={t.titlePlaceholder} defaultValue={values.title} error={errors.title} required maxLength={120} />
      <TextAreaField name="details" label={t.details} hint={t.detailsHint} defaultValue={values.details} error={errors.details} required maxLength={5000} rows={6} />
      <SelectField
        name="status"
        label={t.status}
        defaultValue={values.status}
        error={errors.status}
        required
        options={jobStatuses.map((value) => ({ value, label: t.statuses[value] }))}
      />
    </>
  );
}
