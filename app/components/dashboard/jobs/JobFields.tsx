import { useWords } from '~/i18n/words';
import { jobStatuses } from '~/modules/jobs/job-status';
import { BilingualField, fieldsByName, SelectField } from '../fields';
import { jobConstraints } from '~/components/forms/constraints/job.generated';

/** The browser's checks for each field, from the schema the action validates with. */
const c = jobConstraints;

export interface JobFormValues {
  title: string;
  details: string;
  titleHi: string;
  detailsHi: string;
  status: string;
}

/** The add screen's form before anything is typed. */
export const blankJobForm: JobFormValues = { title: '', details: '', titleHi: '', detailsHi: '', status: 'open' };

/** A job post's fields, for the add screen and the editor. */
export function JobFields({ values, errors }: { values: JobFormValues; errors: Record<string, string> }) {
  const t = useWords('dashboardJobs');
  const field = fieldsByName(c, values, errors);
  return (
    <>
      <BilingualField name="title" label={t.title} placeholder={t.titlePlaceholder} constraints={c} values={values} errors={errors} />
      <BilingualField name="details" label={t.details} hint={t.detailsHint} constraints={c} values={values} errors={errors} rows={6} />
      <SelectField {...field('status')} label={t.status} options={jobStatuses.map((value) => ({ value, label: t.statuses[value] }))} />
    </>
  );
}
