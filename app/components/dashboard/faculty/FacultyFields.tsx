import type { ReactNode } from 'react';
import { useWords } from '~/i18n/words';
import { BilingualField, PhotoField, RemovePhotoField, TextField } from '../fields';
import { facultyConstraints } from '~/components/forms/constraints/faculty.generated';

/** The browser's checks for each field, from the schema the action validates with. */
const c = facultyConstraints;

export interface FacultyFormValues {
  name: string;
  role: string;
  details: string;
  roleHi: string;
  detailsHi: string;
}

/** A faculty member's fields; the photo may be left out (the page shows initials). */
export function FacultyFields({ values, errors, currentPhoto }: { values: FacultyFormValues; errors: Record<string, string>; currentPhoto?: ReactNode }) {
  const t = useWords('dashboardFaculty');
  const forms = useWords('staff').forms;
  return (
    <>
      <TextField name="name" {...c.name} label={t.name} defaultValue={values.name} error={errors.name} autoComplete="off" />
      <BilingualField name="role" label={t.role} hint={t.roleHint} constraints={c} values={values} errors={errors} />
      <BilingualField name="details" label={t.details} hint={t.detailsHint} constraints={c} values={values} errors={errors} rows={4} />
      <PhotoField label={currentPhoto ? t.newPhoto : t.photo} error={errors.photo} current={currentPhoto} />
      {currentPhoto ? <RemovePhotoField label={forms.removePhoto} /> : null}
    </>
  );
}
