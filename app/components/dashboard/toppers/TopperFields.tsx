import type { ReactNode } from 'react';
import { useWords } from '~/i18n/words';
import { BilingualField, fieldsByName, PhotoField, RemovePhotoField, TextField } from '../fields';
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

/** The add screen's form before anything is typed. */
export const blankTopperForm: TopperFormValues = { name: '', marks: '', std: '', stdHi: '', examYear: '' };

/** A topper's fields; the photo may be left out (the page shows initials). */
export function TopperFields({ values, errors, currentPhoto }: { values: TopperFormValues; errors: Record<string, string>; currentPhoto?: ReactNode }) {
  const t = useWords('dashboardToppers');
  const forms = useWords('staff').forms;
  const field = fieldsByName(c, values, errors);
  return (
    <>
      <TextField {...field('name')} label={t.name} autoComplete="off" />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field('marks')} label={t.marks} hint={t.marksHint} inputMode="decimal" />
        <TextField {...field('examYear')} label={t.examYear} hint={t.examYearHint} />
      </div>
      <BilingualField name="std" label={t.std} hint={t.stdHint} constraints={c} values={values} errors={errors} />
      <PhotoField label={currentPhoto ? t.newPhoto : t.photo} error={errors.photo} current={currentPhoto} />
      <p className="-mt-3 text-sm text-slate-600">{t.photoNote}</p>
      {currentPhoto ? <RemovePhotoField label={forms.removePhoto} /> : null}
    </>
  );
}
