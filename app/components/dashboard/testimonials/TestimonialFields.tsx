import type { ReactNode } from 'react';
import { useWords } from '~/i18n/words';
import { BilingualField, fieldsByName, PhotoField, RemovePhotoField, TextField } from '../fields';
import { testimonialConstraints } from '~/components/forms/constraints/testimonial.generated';

/** The browser's checks for each field, from the schema the action validates with. */
const c = testimonialConstraints;

export interface TestimonialFormValues {
  name: string;
  relation: string;
  details: string;
  relationHi: string;
  detailsHi: string;
}

/** The add screen's form before anything is typed. */
export const blankTestimonialForm: TestimonialFormValues = { name: '', relation: '', details: '', relationHi: '', detailsHi: '' };

/** A testimonial's fields; the photo may be left out (the card shows initials). */
export function TestimonialFields({
  values,
  errors,
  currentPhoto,
}: {
  values: TestimonialFormValues;
  errors: Record<string, string>;
  currentPhoto?: ReactNode;
}) {
  const t = useWords('dashboardTestimonials');
  const forms = useWords('staff').forms;
  const field = fieldsByName(c, values, errors);
  return (
    <>
      <TextField {...field('name')} label={t.name} autoComplete="off" />
      <BilingualField name="relation" label={t.relation} hint={t.relationHint} constraints={c} values={values} errors={errors} />
      <BilingualField name="details" label={t.details} constraints={c} values={values} errors={errors} rows={4} />
      <PhotoField label={currentPhoto ? t.newPhoto : t.photo} error={errors.photo} current={currentPhoto} />
      {currentPhoto ? <RemovePhotoField label={forms.removePhoto} /> : null}
    </>
  );
}
