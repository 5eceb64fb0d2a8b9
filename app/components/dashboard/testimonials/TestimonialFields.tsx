import type { ReactNode } from 'react';
import { dashboardTestimonialsText as t } from '~/i18n/en/dashboard-testimonials';
import { staffText } from '~/i18n/en/staff';
import { PhotoField, RemovePhotoField, TextAreaField, TextField } from '../fields';

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
  return (
    <>
      <TextField name="name" label={t.name} defaultValue={values.name} error={errors.name} required maxLength={100} autoComplete="off" />
      <TextField name="relation" label={t.relation} hint={t.relationHint} defaultValue={values.relation} error={errors.relation} maxLength={120} />
      <TextAreaField name="details" label={t.details} defaultValue={values.details} error={errors.details} required maxLength={1000} rows={4} />
      <PhotoField label={currentPhoto ? t.newPhoto : t.photo} error={errors.photo} current={currentPhoto} />
      {currentPhoto ? <RemovePhotoField label={staffText.forms.removePhoto} /> : null}
    </>
  );
}
