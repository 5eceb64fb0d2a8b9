import type { ReactNode } from 'react';
import { useWords } from '~/i18n/words';
import { BilingualField, fieldsByName, PhotoField, TextField } from '../fields';
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

/** The add screen's form before anything is typed. */
export const blankEventForm: EventFormValues = { title: '', date: '', description: '', titleHi: '', descriptionHi: '' };

/** An event's fields, for the add screen and the editor. */
export function EventFields({ values, errors, currentPhoto }: { values: EventFormValues; errors: Record<string, string>; currentPhoto?: ReactNode }) {
  const t = useWords('dashboardEvents');
  const field = fieldsByName(c, values, errors);
  return (
    <>
      <PhotoField label={currentPhoto ? t.newPhoto : t.photo} error={errors.photo} required={!currentPhoto} current={currentPhoto} />
      <BilingualField name="title" label={t.title} constraints={c} values={values} errors={errors} />
      <TextField {...field('date')} type="date" label={t.date} hint={t.dateHint} />
      <BilingualField name="description" label={t.description} constraints={c} values={values} errors={errors} rows={4} />
    </>
  );
}
