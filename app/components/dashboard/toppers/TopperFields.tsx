import type { ReactNode } from 'react';
import { dashboardToppersText as t } from '~/i18n/en/dashboard-toppers';
import { staffText } from '~/i18n/en/staff';
import { PhotoField, RemovePhotoField, TextField } from '../fields';

export interface TopperFormValues {
  name: string;
  marks: string;
  std: string;
  examYear: string;
}

/** A topper's fields; the photo may be left out (the page shows initials). */
export function TopperFields({ values, errors, currentPhoto }: { values: TopperFormValues; errors: Record<string, string>; currentPhoto?: ReactNode }) {
  return (
    <>
      <TextField name="name" label={t.name} defaultValue={values.name} error={errors.name} required maxLength={100} autoComplete="off" />
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField name="marks" label={t.marks} hint={t.marksHint} defaultValue={values.marks} error={errors.marks} required inputMode="decimal" />
        <TextField name="std" label={t.std} hint={t.stdHint} defaultValue={values.std} error={errors.std} required maxLength={40} />
        <TextField name="examYear" label={t.examYear} hint={t.examYearHint} defaultValue={values.examYear} error={errors.examYear} maxLength={9} />
      </div>
      <PhotoField label={currentPhoto ? t.newPhoto : t.photo} error={errors.photo} current={currentPhoto} />
      <p className="-mt-3 text-sm text-slate-600">{t.photoNote}</p>
      {currentPhoto ? <RemovePhotoField label={staffText.forms.removePhoto} /> : null}
    </>
  );
}
