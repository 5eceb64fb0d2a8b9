import type { ReactNode } from 'react';
import { useWords } from '~/i18n/words';
import { appointmentStatuses, facultyPosts } from '~/modules/faculty/faculty-posts';
import { BilingualField, fieldsByName, PhotoField, RemovePhotoField, SelectField, TextField } from '../fields';
import { facultyConstraints } from '~/components/forms/constraints/faculty.generated';

/** The browser's checks for each field, from the schema the action validates with. */
const c = facultyConstraints;

export interface FacultyFormValues {
  name: string;
  role: string;
  details: string;
  roleHi: string;
  detailsHi: string;
  qualification: string;
  /** A post or an appointment status, or '' for "Not stated". */
  post: string;
  appointment: string;
}

/** The add screen's form before anything is typed. */
export const blankFacultyForm: FacultyFormValues = { name: '', role: '', details: '', roleHi: '', detailsHi: '', qualification: '', post: '', appointment: '' };

/** A faculty member's fields; the photo may be left out (the page shows initials). */
export function FacultyFields({ values, errors, currentPhoto }: { values: FacultyFormValues; errors: Record<string, string>; currentPhoto?: ReactNode }) {
  const t = useWords('dashboardFaculty');
  const forms = useWords('staff').forms;
  const people = useWords('people');
  const notStated = { value: '', label: t.notStated };
  const field = fieldsByName(c, values, errors);
  return (
    <>
      <TextField {...field('name')} label={t.name} autoComplete="off" />
      <BilingualField name="role" label={t.role} hint={t.roleHint} constraints={c} values={values} errors={errors} />
      <BilingualField name="details" label={t.details} hint={t.detailsHint} constraints={c} values={values} errors={errors} rows={4} />
      <TextField {...field('qualification')} label={t.qualification} hint={t.qualificationHint} autoComplete="off" />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          {...field('post')}
          label={t.post}
          hint={t.postHint}
          options={[notStated, ...facultyPosts.map((value) => ({ value, label: people.facultyPost[value] }))]}
        />
        <SelectField
          {...field('appointment')}
          label={t.appointment}
          options={[notStated, ...appointmentStatuses.map((value) => ({ value, label: people.appointment[value] }))]}
        />
      </div>
      <PhotoField label={currentPhoto ? t.newPhoto : t.photo} error={errors.photo} current={currentPhoto} />
      {currentPhoto ? <RemovePhotoField label={forms.removePhoto} /> : null}
    </>
  );
}
