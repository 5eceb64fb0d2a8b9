import { useWords } from '~/i18n/words';
import { calendarKinds } from '~/modules/calendar/calendar-kinds';
import { BilingualField, SelectField, TextField } from '../fields';
import { calendarEntryConstraints } from '~/components/forms/constraints/calendarEntry.generated';

/** The browser's checks for each field, from the schema the action validates with. */
const c = calendarEntryConstraints;

export interface CalendarFormValues {
  kind: string;
  title: string;
  titleHi: string;
  details: string;
  detailsHi: string;
  startsOn: string;
  endsOn: string;
  startsAt: string;
  endsAt: string;
}

/** A calendar entry's fields, for the add screen and the editor. */
export function CalendarFields({ values, errors }: { values: CalendarFormValues; errors: Record<string, string> }) {
  const t = useWords('dashboardCalendar');
  const kinds = useWords('calendar').kinds;
  return (
    <>
      <SelectField
        name="kind"
        {...c.kind}
        label={t.kind}
        defaultValue={values.kind}
        error={errors.kind}
        options={calendarKinds.map((value) => ({ value, label: kinds[value] }))}
      />
      <BilingualField name="title" label={t.title} placeholder={t.titlePlaceholder} constraints={c} values={values} errors={errors} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="startsOn" {...c.startsOn} type="date" label={t.startsOn} defaultValue={values.startsOn} error={errors.startsOn} />
        <TextField name="endsOn" {...c.endsOn} type="date" label={t.endsOn} hint={t.endsOnHint} defaultValue={values.endsOn} error={errors.endsOn} />
        <TextField name="startsAt" {...c.startsAt} type="time" label={t.startsAt} hint={t.timesHint} defaultValue={values.startsAt} error={errors.startsAt} />
        <TextField name="endsAt" {...c.endsAt} type="time" label={t.endsAt} defaultValue={values.endsAt} error={errors.endsAt} />
      </div>
      <BilingualField name="details" label={t.details} hint={t.detailsHint} constraints={c} values={values} errors={errors} rows={4} />
    </>
  );
}
