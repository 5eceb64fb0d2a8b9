import type { ReactNode } from 'react';
import { useWords } from '~/i18n/words';
import { PhotoField, RemovePhotoField, TextAreaField, TextField } from '../fields';
import { facultyConstraints } from '~/components/forms/constraints/faculty.generated';

/** The browser's checks for each field, from the schema the action validates with. */
const c = facultyConstraints;

export interface FacultyFormValues {
  name: string;
  role: string;
  details: string;
}

/** A faculty member's fields; the photo may be left out (the page shows initials). */
export function FacultyFields({ values, errors, currentPhoto }: { values: FacultyFormValues; errors: Record<string, string>; currentPhoto?: ReactNode }) {
  const t = useWords('dashboardFaculty');
  const forms = useWords('staff').forms;
  return (
    <>
      <TextField name="name" {...c.name} label={t.name} defaultValue={values.name} error={errors.name} autoComplete="off" />
      <TextField name="role" {...c.role} label={t.role} hint={t.roleHint} defaultValue={values.role} error={errors.role} />
      <TextAreaField name="details" {...c.details} label={t.details} hint={t.detailsHint} defaultValue={values.details} error={errors.details} rows={4} />
      <PhotoField label={currentPhoto ? t.newPhoto : t.photo} error={errors.photo} current={currentPhoto} />
      {currentPhoto ? <RemovePhotoField label={forms.removePhoto} /> : null}
    </>
  );
}
