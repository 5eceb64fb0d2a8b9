import type { ReactNode } from 'react';
import { useWords } from '~/i18n/words';
import { BilingualField, PhotoField, TextField } from '../fields';
import { eventConstraints } from '~/components/forms/constraints/event.generated';

/** The browser's checks for each field, from the schema the action validates with. */
const c = eventConstraints;

export interface EventFormValues {
  title: string;
  date: string;
  description: string;
  titleHi: string;
  descriptionHi: string;
}

/** An event's fields, for the add screen and the editor. */
export function EventFields({ values, errors, currentPhoto }: { values: EventFormValues; errors: Record<string, string>; currentPhoto?: ReactNode }) {
  const t = useWords('dashboardEvents');
  return (
    <>
      <PhotoField label={currentPhoto ? t.newPhoto : t.photo} error={errors.photo} required={!currentPhoto} current={currentPhoto} />
      <BilingualField name="title" label={t.title} constraints={c} values={values} errors={errors} />
      <TextField name="date" {...c.date} type="date" label={t.date} hint={t.dateHint} defaultValue={values.date} error={errors.date} />
      <BilingualField name="description" label={t.description} constraints={c} values={values} errors={errors} rows={4} />
    </>
  );
}
