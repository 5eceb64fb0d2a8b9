import type { ReactNode } from 'react';
import { useWords } from '~/i18n/words';
import { BilingualField, PhotoField, RemovePhotoField, TextField } from '../fields';
import { topperConstraints } from '~/components/forms/constraints/topper.generated';

/** The browser's checks for each field, from the schema the action validates with. */
const c = topperConstraints;

export interface TopperFormValues {
  name: string;
  marks: string;
  std: string;
  stdHi: string;
  examYear: string;
}

/** A topper's fields; the photo may be left out (the page shows initials). */
export function TopperFields({ values, errors, currentPhoto }: { values: TopperFormValues; errors: Record<string, string>; currentPhoto?: ReactNode }) {
  const t = useWords('dashboardToppers');
  const forms = useWords('staff').forms;
  return (
    <>
      <TextField name="name" {...c.name} label={t.name} defaultValue={values.name} error={errors.name} autoComplete="off" />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="marks" {...c.marks} label={t.marks} hint={t.marksHint} defaultValue={values.marks} error={errors.marks} inputMode="decimal" />
        <TextField name="examYear" {...c.examYear} label={t.examYear} hint={t.examYearHint} defaultValue={values.examYear} error={errors.examYear} />
      </div>
      <BilingualField name="std" label={t.std} hint={t.stdHint} constraints={c} values={values} errors={errors} />
      <PhotoField label={currentPhoto ? t.newPhoto : t.photo} error={errors.photo} current={currentPhoto} />
      <p className="-mt-3 text-sm text-slate-600">{t.photoNote}</p>
      {currentPhoto ? <RemovePhotoField label={forms.removePhoto} /> : null}
    </>
  );
}
