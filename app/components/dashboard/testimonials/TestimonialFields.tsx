import type { ReactNode } from 'react';
import { useWords } from '~/i18n/words';
import { PhotoField, RemovePhotoField, TextAreaField, TextField } from '../fields';
import { testimonialConstraints } from '~/components/forms/constraints/testimonial.generated';

/** The browser's checks for each field, from the schema the action validates with. */
const c = testimonialConstraints;

export interface TestimonialFormValues {
  name: string;
  relation: string;
  details: string;
}

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
  return (
    <>
      <TextField name="name" {...c.name} label={t.name} defaultValue={values.name} error={errors.name} autoComplete="off" />
      <TextField name="relation" {...c.relation} label={t.relation} hint={t.relationHint} defaultValue={values.relation} error={errors.relation} />
      <TextAreaField name="details" {...c.details} label={t.details} defaultValue={values.details} error={errors.details} rows={4} />
      <PhotoField label={currentPhoto ? t.newPhoto : t.photo} error={errors.photo} current={currentPhoto} />
      {currentPhoto ? <RemovePhotoField label={forms.removePhoto} /> : null}
    </>
  );
}
