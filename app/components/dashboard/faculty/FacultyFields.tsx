import type { ReactNode } from 'react';
import { dashboardFacultyText as t } from '~/i18n/en/dashboard-faculty';
import { staffText } from '~/i18n/en/staff';
import { PhotoField, RemovePhotoField, TextAreaField, TextField } from '../fields';

export interface FacultyFormValues {
  name: string;
  role: string;
  details: string;
}

/** A faculty member's fields; the photo may be left out (the page shows initials). */
export function FacultyFields({ values, errors, currentPhoto }: { values: FacultyFormValues; errors: Record<string, string>; currentPhoto?: ReactNode }) {
  return (
    <>
      <TextField name="name" label={t.name} defaultValue={values.name} error={errors.name} required maxLength={100} autoComplete="off" />
      <TextField name="role" label={t.role} hint={t.roleHint} defaultValue={values.role} error={errors.role} required maxLength={100} />
      <TextAreaField name="details" label={t.details} hint={t.detailsHint} defaultValue={values.details} error={errors.details} maxLength={2000} rows={4} />
      <PhotoField label={currentPhoto ? t.newPhoto : t.photo} error={errors.photo} current={currentPhoto} />
      {currentPhoto ? <RemovePhotoField label={staffText.forms.removePhoto} /> : null}
    </>
  );
}
