import { useWords } from '~/i18n/words';
import { calendarKinds } from '~/modules/calendar/calendar-kinds';
import { BilingualField, fieldsByName, SelectField, TextField } from '../fields';
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

/** The add screen's form before anything is typed. */
export const blankCalendarForm: CalendarFormValues = {
  kind: 'holiday',
  title: '',
  titleHi: '',
  details: '',
  detailsHi: '',
  startsOn: '',
  endsOn: '',
  startsAt: '',
  endsAt: '',
};

/** A calendar entry's fields, for the add screen and the editor. */
export function CalendarFields({ values, errors }: { values: CalendarFormValues; errors: Record<string, string> }) {
  const t = useWords('dashboardCalendar');
  const kinds = useWords('calendar').kinds;
  const field = fieldsByName(c, values, errors);
  return (
    <>
      <SelectField {...field('kind')} label={t.kind} options={calendarKinds.map((value) => ({ value, label: kinds[value] }))} />
      <BilingualField name="title" label={t.title} placeholder={t.titlePlaceholder} constraints={c} values={values} errors={errors} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field('startsOn')} type="date" label={t.startsOn} />
        <TextField {...field('endsOn')} type="date" label={t.endsOn} hint={t.endsOnHint} />
        <TextField {...field('startsAt')} type="time" label={t.startsAt} hint={t.timesHint} />
        <TextField {...field('endsAt')} type="time" label={t.endsAt} />
      </div>
      <BilingualField name="details" label={t.details} hint={t.detailsHint} constraints={c} values={values} errors={errors} rows={4} />
    </>
  );
}
