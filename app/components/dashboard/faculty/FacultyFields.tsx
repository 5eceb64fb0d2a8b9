import type { ReactNode } from 'react';
import { useWords } from '~/i18n/words';
import { appointmentStatuses, facultyPosts } from '~/modules/faculty/faculty-posts';
import { BilingualField, PhotoField, RemovePhotoField, SelectField, TextField } from '../fields';
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

/** A faculty member's fields; the photo may be left out (the page shows initials). */
export function FacultyFields({ values, errors, currentPhoto }: { values: FacultyFormValues; errors: Record<string, string>; currentPhoto?: ReactNode }) {
  const t = useWords('dashboardFaculty');
  const forms = useWords('staff').forms;
  const people = useWords('people');
  const notStated = { value: '', label: t.notStated };
  return (
    <>
      <TextField name="name" {...c.name} label={t.name} defaultValue={values.name} error={errors.name} autoComplete="off" />
      <BilingualField name="role" label={t.role} hint={t.roleHint} constraints={c} values={values} errors={errors} />
      <BilingualField name="details" label={t.details} hint={t.detailsHint} constraints={c} values={values} errors={errors} rows={4} />
      <TextField
        name="qualification"
        {...c.qualification}
        label={t.qualification}
        hint={t.qualificationHint}
        defaultValue={values.qualification}
        error={errors.qualification}
        autoComplete="off"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          name="post"
          {...c.post}
          label={t.post}
          hint={t.postHint}
          defaultValue={values.post}
          error={errors.post}
          options={[notStated, ...facultyPosts.map((value) => ({ value, label: people.facultyPost[value] }))]}
        />
        <SelectField
          name="appointment"
          {...c.appointment}
          label={t.appointment}
          defaultValue={values.appointment}
          error={errors.appointment}
          options={[notStated, ...appointmentStatuses.map((value) => ({ value, label: people.appointment[value] }))]}
        />
      </div>
      <PhotoField label={currentPhoto ? t.newPhoto : t.photo} error={errors.photo} current={currentPhoto} />
      {currentPhoto ? <RemovePhotoField label={forms.removePhoto} /> : null}
    </>
  );
}
